import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { OnlineOperationNotice, useLocationSelection } from '../../kit/index.ts';
import { formatTimestamp } from '../../ui/dateFormat.ts';
import { type BookingDraft, useCreateBooking } from './mutations.ts';
import { sitesOf } from './queries.ts';

/** {p}/bookings/create/on-demand */
export function CreateOnDemandBookingPage() {
  return <CreateBookingPage bookingType="ONDEMAND" />;
}

/** {p}/bookings/create/provisioned */
export function CreateProvisionedBookingPage() {
  return <CreateBookingPage bookingType="PROVISIONED" />;
}

/** `2026-11-25T09:00` (a datetime-local value) as epoch ms in this device's zone; NaN if empty. */
const localTime = (value: string) => (value ? new Date(value).getTime() : Number.NaN);

/**
 * The booking form (spec/workers.md §3 booking fields). Creating needs the server's capacity
 * answer: online only, offline it says so and keeps the form. The server's refusal (no space,
 * overlap, multi-day) is shown as it says it.
 */
function CreateBookingPage({ bookingType }: { bookingType: 'ONDEMAND' | 'PROVISIONED' }) {
  const { t } = useLingui();
  const { hierarchies, labelOf } = useLocationSelection();
  const { parking } = useParams({ strict: false });
  const sites = sitesOf(hierarchies);
  const create = useCreateBooking();
  const [form, setForm] = useState({
    site: '',
    firstName: '',
    lastName: '',
    company: '',
    email: '',
    phoneNumber: '',
    plate: '',
    secondary: '',
    allocation: 'SECTION' as 'SECTION' | 'BAY',
    section: '',
    bay: '',
    start: '',
    end: '',
  });
  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  /** A text input's value and change handler for one field of the form. */
  const textField = (field: Exclude<keyof typeof form, 'site' | 'allocation'>) => ({
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field)(event.currentTarget.value),
  });
  const site = form.site || (sites.length === 1 ? (sites[0] ?? '') : '');
  const start = localTime(form.start);
  const end = localTime(form.end);
  const timesOk = Number.isFinite(start) && Number.isFinite(end) && end > start;
  const complete =
    site !== '' &&
    form.firstName.trim() !== '' &&
    form.lastName.trim() !== '' &&
    form.plate.trim() !== '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || !timesOk) return;
    const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
    const secondary = form.secondary
      .split(',')
      .map((plate) => plate.trim())
      .filter(Boolean);
    const draft: BookingDraft = {
      EntityHierarchy: site,
      bookingType,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      company: optional(form.company),
      email: optional(form.email),
      phoneNumber: optional(form.phoneNumber),
      parkingData: {
        parkingLicensePlate: form.plate,
        ...(secondary.length > 0 ? { secondaryParkingLicensePlates: secondary } : {}),
      },
      parkingProviderRefs: {
        parkingAllocationType: form.allocation,
        assignedParkingSection: optional(form.section),
        assignedParkingBay: form.allocation === 'BAY' ? optional(form.bay) : undefined,
      },
      parkingBookingStartDTms: start,
      parkingBookingEndDTms: end,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    };
    void create.run(draft);
  }

  const done = create.state.status === 'done' ? create.state.result : undefined;
  return (
    <Stack gap="md">
      <Title order={1}>
        {bookingType === 'ONDEMAND' ? (
          <Trans>Create on-demand booking</Trans>
        ) : (
          <Trans>Create provisioned booking</Trans>
        )}
      </Title>
      <Paper withBorder p="md" radius="md" component="form" onSubmit={submit}>
        <Stack gap="md">
          <Select
            label={t`Location`}
            required
            data={sites.map((key) => ({ value: key, label: labelOf(key) }))}
            value={site || null}
            onChange={(value) => set('site')(value ?? '')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`First name`} required {...textField('firstName')} />
            <TextInput label={t`Last name`} required {...textField('lastName')} />
            <TextInput label={t`Company`} {...textField('company')} />
            <TextInput label={t`Email`} type="email" {...textField('email')} />
            <TextInput label={t`Phone number`} type="tel" {...textField('phoneNumber')} />
            <TextInput label={t`Licence plate`} required {...textField('plate')} />
            <TextInput
              label={t`Secondary licence plates`}
              description={t`Separated by commas`}
              {...textField('secondary')}
            />
            <Stack gap={4}>
              <SegmentedControl
                aria-label={t`Allocation type`}
                value={form.allocation}
                onChange={(value) => set('allocation')(value)}
                data={[
                  { value: 'SECTION', label: t`Section` },
                  { value: 'BAY', label: t`Bay` },
                ]}
              />
            </Stack>
            <TextInput
              label={t`Section`}
              description={t`Empty: the first section with space`}
              {...textField('section')}
            />
            {form.allocation === 'BAY' && (
              <TextInput
                label={t`Bay`}
                description={t`Empty: the first free bay`}
                {...textField('bay')}
              />
            )}
            <TextInput label={t`Start`} type="datetime-local" required {...textField('start')} />
            <TextInput
              label={t`End`}
              type="datetime-local"
              required
              error={
                form.start && form.end && !timesOk ? t`The end must be after the start` : undefined
              }
              {...textField('end')}
            />
          </SimpleGrid>
          <OnlineOperationNotice state={create.state} onRetry={() => void create.retry()} />
          {done && (
            <Alert color="green" variant="light" role="status" title={t`Booking created`}>
              <Trans>
                Booking {done.BookingRefCode} from {formatTimestamp(done.eventStartTime)}
              </Trans>
            </Alert>
          )}
          <Group justify="space-between">
            <Button component={Link} to={`/${parking ?? 'parking'}/bookings`} variant="default">
              <Trans>Back to bookings</Trans>
            </Button>
            <Button
              type="submit"
              disabled={!complete || !timesOk}
              loading={create.state.status === 'running'}
            >
              <Trans>Create booking</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
