import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import { hasArrived } from '../../../../contract/index.ts';
import { RowSyncMarker, useNotApplied } from '../../../kit/index.ts';
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

export interface InviteTableProps {
  invites: InviteRow[];
  selected: ReadonlySet<string>;
  onToggle: (invite: InviteRow) => void;
  onToggleAll: (all: boolean) => void;
  canChangeArrival: (invite: InviteRow) => boolean;
  labelOf: (hierarchy: string) => string;
}

export const inviteId = (invite: InviteRow) => `${invite.EntityHierarchy}\n${invite.EventUidEmail}`;

const when = (time: unknown) =>
  typeof time === 'number' ? formatDate(new Date(time), DEFAULT_DATE_FORMAT, shownTimeZone()) : '';

/** The invite log's table: one row per invited visitor, with selection for resend and delete. */
export function InviteTable(props: InviteTableProps) {
  const { t, i18n } = useLingui();
  const notApplied = useNotApplied('invites');
  const { invites, selected } = props;
  const allSelected =
    invites.length > 0 && invites.every((invite) => selected.has(inviteId(invite)));
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label={t`Invites`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Checkbox
                aria-label={t`Select all invites`}
                checked={allSelected}
                indeterminate={!allSelected && selected.size > 0}
                onChange={(event) => props.onToggleAll(event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t`Visitor`}</Table.Th>
            <Table.Th>{t`Email or mobile number`}</Table.Th>
            <Table.Th>{t`Host`}</Table.Th>
            <Table.Th>{t`Event`}</Table.Th>
            <Table.Th>{t`Location`}</Table.Th>
            <Table.Th>{t`Expected arrival`}</Table.Th>
            <Table.Th>{t`Registration`}</Table.Th>
            <Table.Th>{t`Arrival`}</Table.Th>
            <Table.Th>{t`Actions`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invites.map((invite) => {
            const state = registrationState(invite);
            const name = inviteName(invite);
            return (
              <Table.Tr key={inviteId(invite)} data-testid="invite-row">
                <Table.Td>
                  <Checkbox
                    aria-label={t`Select ${name}`}
                    checked={selected.has(inviteId(invite))}
                    onChange={() => props.onToggle(invite)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm">{name}</Text>
                    <RowSyncMarker record={invite} notApplied={notApplied(invite)} />
                  </Group>
                </Table.Td>
                <Table.Td>{String(invite.email ?? invite.phoneNumber ?? '')}</Table.Td>
                <Table.Td>{inviteHostName(invite)}</Table.Td>
                <Table.Td>{String(invite.eventName ?? '')}</Table.Td>
                <Table.Td>
                  {String(invite.location ?? props.labelOf(invite.EntityHierarchy))}
                </Table.Td>
                <Table.Td>{when(invite.arrivalTime)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={REGISTRATION_COLORS[state]}>
                    {i18n._(REGISTRATION_LABELS[state])}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {hasArrived(invite) ? (
                    <Text size="sm">{when(invite.evtTimeStampArrival)}</Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      <Trans>Not arrived</Trans>
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <InviteArrivalActions invite={invite} allowed={props.canChangeArrival(invite)} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
