import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { EvacAudience } from '../../../../contract/evacuation.ts';
import {
  OnlineOperationNotice,
  type OnlineOperationState,
  useSyncStatus,
} from '../../../kit/index.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { AUDIENCE_ORDER, defaultAudiences, toggleAudience } from './evacuationAudiences.ts';
import type { EvacuationWatch } from './evacuationScope.ts';
import { type Evacuation, useActiveEvacuation } from './useActiveEvacuation.ts';
import {
  type EvacuationControlAccess,
  useEvacuationActivation,
  useEvacuationControlAccess,
  useMayEnd,
} from './useEvacuationControl.ts';

const AUDIENCE_LABELS = {
  onsiteVisitors: msg`Visitors on site`,
  onsiteEmployees: msg`Employees on site`,
  employeeDirectory: msg`Employee directory`,
  onsiteParking: msg`Parking on site`,
} as const;

/**
 * The evacuation button with its confirmation popover (visitors.md §2, §4, §6): start for the
 * selected location and everything below it (each top-level location for 'ALL') with the chosen
 * audiences, or end the active one (its initiator only). Shown only to those the access policy
 * lets start one there; renders nothing otherwise.
 */
export function EvacuationControl() {
  const access = useEvacuationControlAccess();
  if (!access.visible || !access.watch) return null;
  return <EvacuationButton access={access} watch={access.watch} />;
}

function EvacuationButton({
  access,
  watch,
}: {
  access: EvacuationControlAccess;
  watch: EvacuationWatch;
}) {
  const { t, i18n } = useLingui();
  const { active, since } = useActiveEvacuation(watch, access.root);
  // The confirmation shown is the one chosen when the popover opened: the live event of a start
  // (or an end) often arrives before the server's answer, and swapping the confirmation then
  // would unmount the one waiting for that answer, losing its notice and its closing.
  const [openedAs, setOpenedAs] = useState<'start' | 'end' | null>(null);
  const close = () => setOpenedAs(null);
  const isActive = since !== null;
  const time = since === null ? '' : startTime(i18n.date.bind(i18n), since);
  return (
    <Popover
      opened={openedAs !== null}
      onChange={(open) => {
        if (!open) close();
      }}
      position="bottom-end"
      width={340}
      trapFocus
      returnFocus
      shadow="md"
    >
      <Popover.Target>
        <Button
          color="red"
          variant={isActive ? 'light' : 'outline'}
          onClick={() => setOpenedAs((open) => (open ? null : isActive ? 'end' : 'start'))}
          leftSection={
            isActive ? (
              <Box
                component="span"
                role="img"
                aria-label={t`Evacuation active`}
                data-status="error"
                w={10}
                h={10}
                bg="red.7"
                style={{ borderRadius: '50%', display: 'inline-block' }}
              />
            ) : (
              <IconAlertTriangle size={16} aria-hidden />
            )
          }
        >
          {isActive ? <Trans>Evacuation since {time}</Trans> : <Trans>Evacuation</Trans>}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {openedAs === 'end' && <EndConfirmation active={active} time={time} onClose={close} />}
        {openedAs === 'start' && <StartConfirmation access={access} onClose={close} />}
      </Popover.Dropdown>
    </Popover>
  );
}

/** Calls `onDone` once when `state` becomes done (with the latest `onDone`). */
function useOnceDone<T>(state: OnlineOperationState<T>, onDone: (result: T) => void) {
  const latest = useRef(onDone);
  latest.current = onDone;
  useEffect(() => {
    if (state.status === 'done') latest.current(state.result);
  }, [state]);
}

/** `value` as it was the last time its `active` list was not empty. */
function useLastWhileNonEmpty<T extends { active: readonly unknown[] }>(value: T): T {
  const last = useRef(value);
  if (value.active.length > 0) last.current = value;
  return last.current;
}

type FormatDate = (date: Date, format: Intl.DateTimeFormatOptions) => string;

/** The start time: the time today, with the date on another day. */
function startTime(format: FormatDate, since: number): string {
  const date = new Date(since);
  const today = new Date().toDateString() === date.toDateString();
  return today
    ? format(date, { timeStyle: 'short' })
    : format(date, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Says so before anything is tried when the device is offline. */
function OfflineHint() {
  const { connection } = useSyncStatus();
  if (connection !== 'offline') return null;
  return (
    <Text size="sm" c="orange.8">
      <Trans>Starting or ending an evacuation needs a connection.</Trans>
    </Text>
  );
}

function StartConfirmation(props: { access: EvacuationControlAccess; onClose: () => void }) {
  const { access, onClose } = props;
  const { t } = useLingui();
  const { start } = useEvacuationActivation();
  const [chosen, setChosen] = useState<EvacAudience[]>(() => defaultAudiences(access.offered));
  const bothEmployeeAudiences =
    access.offered.includes('onsiteEmployees') && access.offered.includes('employeeDirectory');

  useOnceDone(start.state, (outcome) => {
    // 'Evacuation started' and 'Evacuation ended' are info notices (workers.md §9).
    notifications.show({
      color: outcome === 'started' ? 'blue' : 'orange',
      message:
        outcome === 'started'
          ? t`Evacuation started`
          : t`An evacuation was already active at ${access.label}.`,
    });
    onClose();
  });

  const running = start.state.status === 'running';
  return (
    <Stack gap="sm">
      <Text fw={600}>
        <Trans>Start an evacuation at {access.label}?</Trans>
      </Text>
      <Text size="sm">
        <Trans>
          The chosen audiences at this location and every location below it are notified.
        </Trans>
      </Text>
      <Stack gap={6} role="group" aria-label={t`Audiences`}>
        {AUDIENCE_ORDER.filter((audience) => access.offered.includes(audience)).map((audience) => (
          <Checkbox
            key={audience}
            label={t(AUDIENCE_LABELS[audience])}
            checked={chosen.includes(audience)}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setChosen((current) => toggleAudience(current, audience, on));
            }}
          />
        ))}
      </Stack>
      {bothEmployeeAudiences && (
        <Text size="xs" c="dimmed">
          <Trans>Choose either employees on site or the employee directory, not both.</Trans>
        </Text>
      )}
      {chosen.length === 0 && (
        <Text size="sm" c="red.8" role="alert">
          <Trans>Choose at least one audience.</Trans>
        </Text>
      )}
      <OfflineHint />
      <OnlineOperationNotice state={start.state} onRetry={() => void start.retry()} />
      <DialogActions onCancel={onClose} gap="sm">
        <Button
          color="red"
          loading={running}
          disabled={chosen.length === 0}
          onClick={() => void start.run(access.targets, chosen)}
        >
          <Trans>Start evacuation</Trans>
        </Button>
      </DialogActions>
    </Stack>
  );
}

function EndConfirmation(props: { active: Evacuation[]; time: string; onClose: () => void }) {
  // What the user confirmed stays on screen while the end's own live event empties `active`.
  const { active, time } = useLastWhileNonEmpty({ active: props.active, time: props.time });
  const { onClose } = props;
  const { t } = useLingui();
  const { end } = useEvacuationActivation();
  const mayEnd = useMayEnd(active);
  const first = active[0];
  const initiator =
    typeof first?.initiatorName === 'string' ? first.initiatorName : (first?.initiator ?? '');

  useOnceDone(end.state, () => {
    notifications.show({ color: 'blue', message: t`Evacuation ended` });
    onClose();
  });

  return (
    <Stack gap="sm">
      <Text fw={600}>
        <Trans>Evacuation in progress</Trans>
      </Text>
      <Text size="sm">
        <Trans>
          Started by {initiator} at {time}.
        </Trans>
      </Text>
      {mayEnd ? (
        <>
          <Text size="sm">
            <Trans>End the evacuation? The logs return to standard operation.</Trans>
          </Text>
          <OfflineHint />
          <OnlineOperationNotice state={end.state} onRetry={() => void end.retry()} />
          <DialogActions onCancel={onClose} gap="sm">
            <Button
              color="red"
              loading={end.state.status === 'running'}
              onClick={() => void end.run(active)}
            >
              <Trans>End evacuation</Trans>
            </Button>
          </DialogActions>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>Only {initiator} can end this evacuation.</Trans>
        </Text>
      )}
    </Stack>
  );
}
