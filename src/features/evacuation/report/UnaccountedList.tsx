import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import type { ColumnDescription } from '../../../kit/index.ts';
import { RecordTable } from '../../../kit/pages/RecordTable.tsx';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import { EvacStatusBadge } from '../components/EvacStatusBadge.tsx';
import type { EvacuationReport } from '../queries.ts';

type Unaccounted = EvacuationReport['unaccounted'][number];

const unaccountedKey = (row: Unaccounted) => row.person.key;
const nameOf = (row: Unaccounted) => row.person.name;

/** The people still unaccounted for at the end, with their status and the last mark, if any. */
export function UnaccountedList({ report }: { report: EvacuationReport }) {
  const { t } = useLingui();
  const columns = useMemo<ColumnDescription<Unaccounted>[]>(
    () => [
      { key: 'person', title: t`Person`, rowHeader: true, value: nameOf },
      {
        key: 'status',
        title: t`Status`,
        value: (row) => row.status,
        render: (row) => <EvacStatusBadge status={row.status} />,
      },
      {
        key: 'markedBy',
        title: t`Last marked by`,
        value: ({ current }) => current?.respondedBy?.name || current?.respondedBy?.email || '',
      },
      {
        key: 'when',
        title: t`When`,
        value: ({ current }) => formatTimestamp(current?.responseTimestamp),
      },
    ],
    [t],
  );
  if (report.unaccounted.length === 0) {
    return (
      <Text c="dimmed" data-testid="everyone-accounted">
        {report.total === 0 ? (
          <Trans>No one was in this evacuation's audience on this device.</Trans>
        ) : (
          <Trans>Everyone was accounted for.</Trans>
        )}
      </Text>
    );
  }
  return (
    <RecordTable
      caption={t`Unaccounted for at the end`}
      columns={columns}
      rows={report.unaccounted}
      rowKey={unaccountedKey}
      rowLabel={nameOf}
    />
  );
}
