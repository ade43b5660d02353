import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import {
  useLocationFeatures,
  useLocationSelection,
  useRefusalNotices,
  useSiteRangeState,
} from '../../kit/index.ts';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';
import type { DateRange } from '../../ui/dateRanges.ts';
import { SegmentedChoice } from '../../ui/SegmentedChoice.tsx';
import { SkeletonLoader } from '../../ui/SkeletonLoader.tsx';
import { BookingsTable } from './BookingsTable.tsx';
import { type BookingTypeChoice, useParkingBookings } from './queries.ts';

const CHANGES = ['parking.checkBooking', 'parking.cancelBooking'];

/**
 * {p}/bookings: the parking bookings of the selected subtree starting in the range (today on by
 * default), ordered by eventStartTime ascending, of one type or all (spec/workers.md §2). Check
 * and Cancel work offline; creating opens its own page. Live on parkingBookings.
 */
export function ParkingBookingsPage() {
  const { t } = useLingui();
  const { root, hierarchies, labelOf } = useLocationSelection();
  const features = useLocationFeatures();
  const { parking } = useParams({ strict: false });
  const [range, setRange] = useSiteRangeState();
  const [type, setType] = useState<BookingTypeChoice>('ALL');
  useRefusalNotices(CHANGES, t`Booking change not applied`);
  const base = `/${parking ?? 'parking'}/bookings/create`;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>
          <Trans>Bookings</Trans>
        </Title>
        <Group gap="sm">
          <Button component={Link} to={`${base}/on-demand`}>
            <Trans>Create on-demand booking</Trans>
          </Button>
          {features.parkingBookingProvisioning && (
            <Button component={Link} to={`${base}/provisioned`} variant="default">
              <Trans>Create provisioned booking</Trans>
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <DateRangePicker value={range} onChange={setRange} />
            <SegmentedChoice
              aria-label={t`Booking type`}
              value={type}
              onChange={setType}
              options={[
                { value: 'ALL', label: t`All` },
                { value: 'ONDEMAND', label: t`On-demand` },
                { value: 'PROVISIONED', label: t`Provisioned` },
              ]}
            />
          </Group>
          {root ? (
            <BookingList
              root={root}
              hierarchies={hierarchies}
              range={range}
              type={type}
              labelOf={labelOf}
            />
          ) : (
            <SkeletonLoader />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function BookingList(props: {
  root: string;
  hierarchies: string[];
  range: DateRange;
  type: BookingTypeChoice;
  labelOf: (key: string) => string;
}) {
  const { records, scope, loading } = useParkingBookings(props, props.type);
  const shown = records ?? [];
  return (
    <>
      {records && (
        <Text size="sm" c="dimmed" aria-live="polite">
          <Plural value={shown.length} one="# booking" other="# bookings" />
        </Text>
      )}
      {scope?.status === 'error' && (
        <Alert color="red" variant="light" title={<Trans>Oops!</Trans>}>
          <Trans>We could not load the bookings. Please try again.</Trans>
        </Alert>
      )}
      {loading ? (
        <SkeletonLoader />
      ) : shown.length === 0 ? (
        <Text c="dimmed">
          <Trans>No bookings in this period.</Trans>
        </Text>
      ) : (
        <BookingsTable bookings={shown} labelOf={props.labelOf} />
      )}
    </>
  );
}
