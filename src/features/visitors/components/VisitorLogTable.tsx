import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import type { LocalVisitorLogRecord } from '../../../db/database.ts';
import { formatTimestamp, isOnSite, visitorName } from '../visitorRows.ts';
import { SignOutButton } from './SignOutButton.tsx';

export interface VisitorLogTableProps {
  records: LocalVisitorLogRecord[];
  labelOf: (hierarchy: string) => string;
}

function PendingMarker() {
  const { t } = useLingui();
  const label = t`Waiting to sync`;
  return (
    <Tooltip label={label}>
      <Badge
        size="sm"
        variant="light"
        color="yellow"
        leftSection={<IconCloudUpload size={12} aria-hidden />}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}

/** The visitor log table; each row is named by the visitor's name (role row). */
export function VisitorLogTable({ records, labelOf }: VisitorLogTableProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Visitor</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Host</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Company</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Location</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Sign-in</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Sign-out</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => {
            const name = visitorName(record);
            return (
              <Table.Tr
                key={`${record.EntityHierarchy}|${record.evtTimeStampProfileID}`}
                aria-label={name}
              >
                <Table.Th scope="row" fw={500}>
                  <Group gap="xs" wrap="nowrap">
                    <span>{name}</span>
                    {record._pending ? <PendingMarker /> : null}
                  </Group>
                </Table.Th>
                <Table.Td>{record.hostDetails?.name ?? ''}</Table.Td>
                <Table.Td>{record.visitorFullDetails.company ?? ''}</Table.Td>
                <Table.Td>{labelOf(record.EntityHierarchy)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatTimestamp(record.evtTimeStamp)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {isOnSite(record) ? (
                    <Group gap="sm" wrap="nowrap" justify="space-between">
                      <Text size="sm" c="dimmed">
                        <Trans>still on premises</Trans>
                      </Text>
                      <SignOutButton record={record} />
                    </Group>
                  ) : (
                    formatTimestamp(record.evtTimeStampOut ?? 0)
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
