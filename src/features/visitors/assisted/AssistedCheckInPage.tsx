import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { VISITOR_BLOCKED } from '../../../../contract/blockList/keys.ts';
import { isEmail, isInternationalPhone } from '../../../../contract/index.ts';
import {
  OnlineOperationNotice,
  refusalKey,
  useApiClient,
  useLocationSelection,
  useOnlineOperation,
  useOperationAccessCheck,
} from '../../../kit/index.ts';
import { HostSearchSelect } from '../../invites/components/HostSearchSelect.tsx';
import type { HostChoice } from '../../invites/newInviteForm.ts';

interface CheckInForm {
  location: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  company: string;
}

const EMPTY: Omit<CheckInForm, 'location'> = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  company: '',
};

/**
 * visitors/assisted-check-in: reception signs a visitor in on their behalf, as the kiosk would
 * (the spec names the route only). The initial data step takes the site, the visitor's name and
 * contact details and the host; the visitor then appears on the visitor log. Signing in creates
 * the visitor's record on the server (it keys it): online only; for anyone who keeps the visitor
 * log of the site (an ADMIN or a HOST receptionist), as the server's policy for
 * visitorLogOperations/signInVisitor says. The visitor needs an email or a mobile number; the
 * sign-in records the recognition source 'dashboard'.
 */
export function AssistedCheckInPage() {
  const { root, hierarchies, labelOf } = useLocationSelection();
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Assisted check-in</Trans>
      </Title>
      {root ? <CheckIn hierarchies={hierarchies} labelOf={labelOf} /> : <Skeleton height={240} />}
    </Stack>
  );
}

function CheckIn(props: { hierarchies: string[]; labelOf: (key: string) => string }) {
  const { t } = useLingui();
  const api = useApiClient();
  const check = useOperationAccessCheck('visitorLogOperations/signInVisitor');
  const sites = useMemo(
    () =>
      props.hierarchies
        .filter((key) => check([key]).allowed)
        .map((key) => ({ value: key, label: props.labelOf(key) })),
    [props.hierarchies, props.labelOf, check],
  );
  const [form, setForm] = useState<CheckInForm>({ location: '', ...EMPTY });
  // The first site is filled in once the access check knows it (its policies load after the
  // first render), not only at the first render.
  const firstSite = sites[0]?.value ?? '';
  useEffect(() => {
    if (firstSite)
      setForm((current) => (current.location ? current : { ...current, location: firstSite }));
  }, [firstSite]);
  const [host, setHost] = useState<HostChoice | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const requestSignIn = (body: CheckInForm) =>
    api.call('visitorLogOperations/signInVisitor', {
      EntityHierarchy: body.location,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      ...(body.email.trim() ? { email: body.email.trim() } : {}),
      ...(body.phoneNumber.trim() ? { phoneNumber: body.phoneNumber.trim() } : {}),
      ...(body.company.trim() ? { company: body.company.trim() } : {}),
      ...(host ? { host } : {}),
      sourceOfIdentification: 'dashboard',
    });
  const signInVisitor = async (body: CheckInForm) => {
    try {
      await requestSignIn(body);
    } catch (error) {
      if (refusalKey(error) !== VISITOR_BLOCKED) throw error;
      throw new Error(
        t`This visitor matches an entry of the block list and was not signed in. Please see reception.`,
      );
    }
  };
  const signIn = useOnlineOperation(async (body: CheckInForm) => {
    await signInVisitor(body);
    return `${body.firstName.trim()} ${body.lastName.trim()}`;
  });
  if (sites.length === 0 && check(props.hierarchies).loading) return <Skeleton height={240} />;
  if (sites.length === 0) {
    return (
      <Alert color="gray" variant="light">
        <Trans>
          Assisted check-in is for a site of the selected location whose visitor log you keep.
        </Trans>
      </Alert>
    );
  }
  const required = (value: string, label: string) =>
    submitted && value.trim() === '' ? t`${label} is required!` : undefined;
  const emailError =
    submitted && form.email.trim() !== '' && !isEmail(form.email.trim())
      ? t`Email must look like name@example.com`
      : undefined;
  const noContact = form.email.trim() === '' && form.phoneNumber.trim() === '';
  const contactError = submitted && noContact ? t`Email or mobile number is required` : undefined;
  const phoneError =
    submitted && form.phoneNumber.trim() !== '' && !isInternationalPhone(form.phoneNumber)
      ? t`Mobile number must be in international format, e.g. +27821234567`
      : contactError;
  const field = (name: keyof CheckInForm) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      // Read now: React clears currentTarget before a state updater runs.
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });
  const submit = () => {
    setSubmitted(true);
    if (
      form.firstName.trim() === '' ||
      form.lastName.trim() === '' ||
      !form.location ||
      noContact ||
      (form.email.trim() !== '' && !isEmail(form.email.trim())) ||
      (form.phoneNumber.trim() !== '' && !isInternationalPhone(form.phoneNumber))
    ) {
      return;
    }
    void signIn.run(form);
  };
  if (signIn.state.status === 'done') {
    const name = signIn.state.result;
    return (
      <Alert color="green" variant="light" role="status" title={t`Checked in`}>
        <Stack gap="sm">
          <Trans>{name} is signed in and shows on the visitor log.</Trans>
          <Group>
            <Button component={Link} to="/visitors/log" size="xs">
              <Trans>Open the visitor log</Trans>
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setForm((current) => ({ location: current.location, ...EMPTY }));
                setHost(null);
                setSubmitted(false);
                signIn.reset();
              }}
            >
              <Trans>Check in another visitor</Trans>
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t`Location`}
              required
              searchable
              data={sites}
              value={form.location || null}
              onChange={(value) => setForm((current) => ({ ...current, location: value ?? '' }))}
              error={required(form.location, t`Location`)}
            />
            <HostSearchSelect location={form.location} value={host} onChange={setHost} />
            <TextInput
              label={t`First name`}
              required
              error={required(form.firstName, t`First name`)}
              {...field('firstName')}
            />
            <TextInput
              label={t`Last name`}
              required
              error={required(form.lastName, t`Last name`)}
              {...field('lastName')}
            />
            <TextInput
              type="email"
              label={t`Visitor email`}
              error={emailError ?? contactError}
              {...field('email')}
            />
            <TextInput
              type="tel"
              label={t`Mobile number`}
              error={phoneError}
              {...field('phoneNumber')}
            />
            <TextInput label={t`Company`} {...field('company')} />
          </SimpleGrid>
          <OnlineOperationNotice state={signIn.state} onRetry={() => void signIn.retry()} />
          <Group justify="flex-end">
            <Button type="submit" loading={signIn.state.status === 'running'}>
              <Trans>Check in</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
