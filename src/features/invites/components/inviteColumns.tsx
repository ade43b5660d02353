import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { hasArrived } from '../../../../contract/index.ts';
import {
  type ColumnDescription,
  RowSelectCheckbox,
  RowSyncMarker,
  useNotApplied,
} from '../../../kit/index.ts';
import { DEFAULT_DATE_FORMAT, formatDate, shownTimeZone } from '../../../ui/dateFormat.ts';
import {
  type InviteRow,
  inviteHostName,
  inviteName,
  REGISTRATION_COLORS,
  REGISTRATION_LABELS,
  registrationState,
} from '../inviteRows.ts';
import { InviteArrivalActions } from './InviteArrivalActions.tsx';

export interface InviteColumnsOptions {
  canChangeArrival: (invite: InviteRow) => boolean;
  labelOf: (hierarchy: string) => string;
}

export const inviteId = (invite: InviteRow) => `${invite.EntityHierarchy}\n${invite.EventUidEmail}`;

const when = (time: unknown) =>
  typeof time === 'number' ? formatDate(new Date(time), DEFAULT_DATE_FORMAT, shownTimeZone()) : '';

/** The invite log's columns: one row per invited visitor, with selection for resend and delete. */
export function useInviteColumns(options: InviteColumnsOptions): ColumnDescription<InviteRow>[] {
  const { t, i18n } = useLingui();
  const notApplied = useNotApplied('invites');
  const { canChangeArrival, labelOf } = options;
  return useMemo<ColumnDescription<InviteRow>[]>(
    () => [
      {
        key: 'select',
        title: t`Select`,
        width: 80,
        exported: false,
        value: () => '',
        render: (invite) => {
          const name = inviteName(invite);
          return <RowSelectCheckbox id={inviteId(invite)} label={t`Select ${name}`} />;
        },
      },
      {
        key: 'visitor',
        title: t`Visitor`,
        value: inviteName,
        render: (invite) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{inviteName(invite)}</Text>
            <RowSyncMarker record={invite} notApplied={notApplied(invite)} />
          </Group>
        ),
      },
      {
        key: 'contact',
        title: t`Email or mobile number`,
        value: (invite) => String(invite.email ?? invite.phoneNumber ?? ''),
      },
      { key: 'host', title: t`Host`, value: inviteHostName },
      { key: 'event', title: t`Event`, value: (invite) => String(invite.eventName ?? '') },
      {
        key: 'location',
        title: t`Location`,
        value: (invite) => String(invite.location ?? labelOf(invite.EntityHierarchy)),
      },
      { key: 'expected', title: t`Expected arrival`, value: (invite) => when(invite.arrivalTime) },
      {
        key: 'registration',
        title: t`Registration`,
        value: (invite) => i18n._(REGISTRATION_LABELS[registrationState(invite)]),
        render: (invite) => {
          const state = registrationState(invite);
          return (
            <Badge variant="light" color={REGISTRATION_COLORS[state]}>
              {i18n._(REGISTRATION_LABELS[state])}
            </Badge>
          );
        },
      },
      {
        key: 'arrival',
        title: t`Arrival`,
        value: (invite) => (hasArrived(invite) ? when(invite.evtTimeStampArrival) : ''),
        render: (invite) =>
          hasArrived(invite) ? (
            <Text size="sm">{when(invite.evtTimeStampArrival)}</Text>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>Not arrived</Trans>
            </Text>
          ),
      },
      {
        key: 'actions',
        title: t`Actions`,
        exported: false,
        value: () => '',
        render: (invite) => (
          <InviteArrivalActions invite={invite} allowed={canChangeArrival(invite)} />
        ),
      },
    ],
    [t, i18n, notApplied, canChangeArrival, labelOf],
  );
}
