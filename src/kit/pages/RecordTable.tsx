import { type ReactNode, useMemo } from 'react';
import type { RowAttributes } from '../../ui/dataTable/DataRow.tsx';
import { DataTable } from '../../ui/dataTable/DataTable.tsx';
import { type ColumnDescription, tableColumns } from '../table/columns.ts';

export interface RecordTableProps<Row> {
  /** The table's accessible name. */
  caption: string;
  /** Keep stable (useMemo): every visible row renders again when they change. */
  columns: readonly ColumnDescription<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The accessible name of a row (for example the person's name). */
  rowLabel?: ((row: Row) => string) | undefined;
  /** Data attributes of a row (its record's id and state, for tests and styles); keep stable. */
  rowAttributes?: ((row: Row) => RowAttributes) | undefined;
  /** Height of the scrolling body, and of a row, in pixels. */
  height?: number | undefined;
  rowHeight?: number | undefined;
  /** Shown in the body when there are no rows. */
  empty?: ReactNode;
}

/**
 * Records as a table from their column descriptions (the same ones a CSV export takes): the
 * shared data table, with resizable columns, header filters and searches, and virtualised rows.
 */
export function RecordTable<Row>({ columns, ...table }: RecordTableProps<Row>) {
  const shown = useMemo(() => tableColumns(columns), [columns]);
  return <DataTable columns={shown} {...table} />;
}
