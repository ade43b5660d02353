import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { type ColumnDescription, tableColumns } from '../../../kit/index.ts';
import { DataTable } from '../../../ui/dataTable/DataTable.tsx';
import { pairKey, type WorkerPair, workerName } from '../workerRows.ts';

export interface WorkerLogTableProps {
  pairs: WorkerPair[];
  /** The worker log's columns (useWorkerLogColumns), shared with the CSV export. */
  columns: ColumnDescription<WorkerPair>[];
  caption: string;
}

/**
 * The worker log table: one row per shift pair, the shared data table (resizable columns, a
 * search on the name column, virtualised rows, so 50,000 events stay smooth).
 */
export function WorkerLogTable({ pairs, columns, caption }: WorkerLogTableProps) {
  const { t } = useLingui();
  const shownColumns = useMemo(() => tableColumns(columns), [columns]);
  const rowLabel = useCallback(
    (pair: WorkerPair) =>
      pair.clockOutEvent ? t`${workerName(pair)}, clocked out` : t`${workerName(pair)}, clocked in`,
    [t],
  );
  return (
    <DataTable
      caption={caption}
      columns={shownColumns}
      rows={pairs}
      rowKey={pairKey}
      rowLabel={rowLabel}
    />
  );
}
