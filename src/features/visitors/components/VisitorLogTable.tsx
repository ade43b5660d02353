import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { LocalVisitorLogRecord } from '../../../db/database.ts';
import { DataTable, type DataTableColumn } from '../../../ui/dataTable/DataTable.tsx';
import { formatTimestamp, isOnSite, visitorName } from '../visitorRows.ts';
import { SignOutButton } from './SignOutButton.tsx';

export interface VisitorLogTableProps {
  records: LocalVisitorLogRecord[];
  labelOf: (hierarchy: string) => string;
  /** The visitor-name search of the Visitor column. */
  search: string;
  onSearch: (text: string) => void;
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

const recordKey = (record: LocalVisitorLogRecord) =>
  `${record.EntityHierarchy}|${record.evtTimeStampProfileID}`;

/**
 * The visitor log table (the shared data table: resizable columns, a name search on the Visitor
 * column, virtualised rows); each row is named by the visitor's name (role row).
 */
export function VisitorLogTable({ records, labelOf, search, onSearch }: VisitorLogTableProps) {
  const { t } = useLingui();
  const columns = useMemo<DataTableColumn<LocalVisitorLogRecord>[]>(
    () => [
      {
        key: 'visitor',
        title: t`Visitor`,
        width: 170,
        search,
        onSearch,
        render: (record) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} truncate>
              {visitorName(record)}
            </Text>
            {record._pending ? <PendingMarker /> : null}
          </Group>
        ),
      },
      { key: 'host', title: t`Host`, render: (record) => record.hostDetails?.name ?? '' },
      {
        key: 'company',
        title: t`Company`,
        render: (record) => record.visitorFullDetails.company ?? '',
      },
      {
        key: 'location',
        title: t`Location`,
        render: (record) => labelOf(record.EntityHierarchy),
      },
      {
        key: 'signIn',
        title: t`Sign-in`,
        width: 180,
        render: (record) => formatTimestamp(record.evtTimeStamp),
      },
      {
        key: 'signOut',
        title: t`Sign-out`,
        width: 270,
        render: (record) =>
          isOnSite(record) ? (
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Text size="sm" c="dimmed">
                <Trans>still on premises</Trans>
              </Text>
              <SignOutButton record={record} />
            </Group>
          ) : (
            formatTimestamp(record.evtTimeStampOut ?? 0)
          ),
      },
    ],
    [t, labelOf, search, onSearch],
  );
  return (
    <DataTable
      caption={t`Visitor Log`}
      columns={columns}
      rows={records}
      rowKey={recordKey}
      rowLabel={visitorName}
    />
  );
}
