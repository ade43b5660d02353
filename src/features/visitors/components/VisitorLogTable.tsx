import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { type ColumnDescription, tableColumns } from '../../../kit/index.ts';
import { DataTable } from '../../../ui/dataTable/DataTable.tsx';
import { type VisitorRecord, visitorName, visitorRowKey } from '../visitorRows.ts';

export interface VisitorLogTableProps {
  records: VisitorRecord[];
  /** The visitor log's columns (useVisitorLogColumns), shared with the CSV export. */
  columns: ColumnDescription<VisitorRecord>[];
}

/**
 * The visitor log table (the shared data table: resizable columns, a name search on the Visitor
 * column, virtualised rows); each row is named by the visitor's name (role row).
 */
export function VisitorLogTable({ records, columns }: VisitorLogTableProps) {
  const { t } = useLingui();
  const shownColumns = useMemo(() => tableColumns(columns), [columns]);
  return (
    <DataTable
      caption={t`Visitor Log`}
      columns={shownColumns}
      rows={records}
      rowKey={visitorRowKey}
      rowLabel={visitorName}
    />
  );
}
