import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import {
  checkVisitorRows,
  type InviteVisitorInput,
  visitorProblems,
} from '../../../contract/index.ts';
import {
  OnlineOperationNotice,
  useApiClient,
  useEnvironment,
  useLocationSelection,
  useOnlineOperation,
  useOperationAccessCheck,
  useUnsavedChanges,
} from '../../kit/index.ts';
import { SegmentedChoice } from '../../ui/SegmentedChoice.tsx';
import { deviceTimeZone } from '../visitors/signOutArgs.ts';
import { GroupVisitors } from './components/GroupVisitors.tsx';
import { InviteEventFields } from './components/InviteEventFields.tsx';
import { VisitorFields } from './components/VisitorFields.tsx';
import {
  createInvitePayload,
  departsBeforeArrival,
  type EventField,
  type InviteEventForm,
  missingEventFields,
  newEventForm,
  parseGroupRows,
} from './newInviteForm.ts';

/**
 * visitors/invites/add: a single or a group invite (group invite on by default, the environment's
 * groupInvite flag). Creating invites needs the server (it keys and sends them): online only,
 * with 'This needs a connection' offline. Empty fields are left out of the payload; invalid rows
 * of a group invite are left out and listed; after creating, the invite log opens.
 */
export function NewInvitePage() {
  const { root, hierarchies, labelOf } = useLocationSelection();
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>New invite</Trans>
      </Title>
      {root ? (
        <NewInviteForm root={root} hierarchies={hierarchies} labelOf={labelOf} />
      ) : (
        <Skeleton height={240} />
      )}
    </Stack>
  );
}

function NewInviteForm(props: {
  root: string;
  hierarchies: string[];
  labelOf: (key: string) => string;
}) {
  const { t } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const groupInvite = useEnvironment().flags.groupInvite;
  const check = useOperationAccessCheck('inviteOperations/upsertDashboardInvites');
  const locations = useMemo(
    () =>
      props.hierarchies
        .filter((key) => check([key]).allowed)
        .map((key) => ({ value: key, label: props.labelOf(key) })),
    [props.hierarchies, props.labelOf, check],
  );
  const [mode, setMode] = useState<'single' | 'group'>('single');
  const [form, setForm] = useState<InviteEventForm>(() =>
    newEventForm(new Date(), locations.length === 1 ? (locations[0]?.value ?? '') : ''),
  );
  // The access check answers 'loading' until the policies are there: the only location is
  // filled in once it is known, not only at the first render.
  const onlyLocation = locations.length === 1 ? (locations[0]?.value ?? '') : '';
  useEffect(() => {
    if (onlyLocation)
      setForm((current) => (current.location ? current : { ...current, location: onlyLocation }));
  }, [onlyLocation]);
  const [visitor, setVisitor] = useState<InviteVisitorInput>({});
  const [groupText, setGroupText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // Anything typed or chosen is unsaved until the invites are created.
  const [edited, setEdited] = useState(false);
  const groupCheck = useMemo(() => checkVisitorRows(parseGroupRows(groupText)), [groupText]);
  const single = visitorProblems(visitor);

  const missing = missingEventFields(form);
  const errors: Partial<Record<EventField, string>> = {};
  if (submitted) {
    const labels: Record<EventField, string> = {
      arrivalDate: t`Arrival date`,
      arrivalTime: t`Arrival time`,
      departureDate: t`Departure date`,
      departureTime: t`Departure time`,
      visitorType: t`Visitor type`,
      language: t`Language`,
      location: t`Location`,
      host: t`Host`,
      eventName: t`Event name`,
    };
    for (const field of missing) {
      const label = labels[field];
      errors[field] = t`${label} is required!`;
    }
    if (!errors.departureTime && departsBeforeArrival(form)) {
      errors.departureTime = t`The departure must be after the arrival`;
    }
  }

  const create = useOnlineOperation(async (visitors: InviteVisitorInput[]) => {
    const payload = createInvitePayload(
      form,
      visitors,
      props.labelOf(form.location),
      deviceTimeZone(),
    );
    if (!payload) throw new Error(t`The invite is incomplete`);
    const answer = await api.call('inviteOperations/upsertDashboardInvites', {
      upsert: { create: payload },
    });
    return answer.items.length;
  });

  const submit = async () => {
    setSubmitted(true);
    const visitors =
      mode === 'single'
        ? single.length === 0
          ? [visitor]
          : []
        : groupCheck.valid.map((r) => r.visitor);
    if (missing.length > 0 || departsBeforeArrival(form) || visitors.length === 0) return;
    await create.run(visitors);
  };
  const done = create.state.status === 'done' ? create.state.result : null;
  useUnsavedChanges(edited && done === null);
  useEffect(() => {
    if (done === null) return;
    notifications.show({ color: 'green', message: t`Invites created: ${done}` });
    void navigate({ to: '/$', params: { _splat: 'visitors/invites' }, ignoreBlocker: true });
  }, [done, navigate, t]);

  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {groupInvite && (
            <SegmentedChoice
              aria-label={t`Invite type`}
              value={mode}
              onChange={setMode}
              options={[
                { value: 'single', label: t`Single invite` },
                { value: 'group', label: t`Group invite` },
              ]}
            />
          )}
          <InviteEventFields
            form={form}
            onChange={(changes) => {
              setEdited(true);
              setForm((current) => ({ ...current, ...changes }));
            }}
            errors={errors}
            locations={locations}
          />
          {mode === 'single' ? (
            <VisitorFields
              visitor={visitor}
              onChange={(next) => {
                setEdited(true);
                setVisitor(next);
              }}
              problems={submitted ? single : []}
            />
          ) : (
            <GroupVisitors
              text={groupText}
              onChange={(text) => {
                setEdited(true);
                setGroupText(text);
              }}
              check={groupCheck}
            />
          )}
          {submitted && mode === 'group' && groupCheck.valid.length === 0 && (
            <Alert color="red" variant="light" role="alert">
              <Trans>There are no valid visitors to invite.</Trans>
            </Alert>
          )}
          <OnlineOperationNotice state={create.state} onRetry={() => void create.retry()} />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => void navigate({ to: '/$', params: { _splat: 'visitors/invites' } })}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.state.status === 'running'}>
              <Trans>Send invite</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
