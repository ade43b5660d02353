import { Table } from '@mantine/core';
import { memo, type ReactElement } from 'react';
import type { DataTableColumn } from './DataTable.tsx';

/**
 * Rows are plain stored data and a live query hands back fresh copies after every write, so
 * "unchanged" means equal content, not the same object. Comparing a row's JSON is far cheaper
 * than rendering its cells again.
 */
export function sameRowContent(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

interface RowCellsProps<Row> {
  row: Row;
  columns: DataTableColumn<Row>[];
}

function RowCellsBase<Row>({ row, columns }: RowCellsProps<Row>): ReactElement[] {
  return columns.map((column) => (
    <Table.Td
      key={column.key}
      style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {column.render(row)}
    </Table.Td>
  ));
}

/** A row's cells, rendered again only when the columns or the row's content change. */
const RowCells = memo(
  RowCellsBase,
  (previous, next) => previous.columns === next.columns && sameRowContent(previous.row, next.row),
) as unknown as typeof RowCellsBase;

interface DataRowProps<Row> extends RowCellsProps<Row> {
  label: string | undefined;
  height: number;
}

function DataRowBase<Row>({ row, columns, label, height }: DataRowProps<Row>) {
  return (
    <Table.Tr style={{ height }} aria-label={label} data-row>
      <RowCells row={row} columns={columns} />
    </Table.Tr>
  );
}

/**
 * One body row, rendered again only when its content changes: a live update that adds a row to a
 * long log renders that row alone. Its aria-rowindex is set by the table (setRowIndexes), so rows
 * that only moved down are not rendered again.
 */
export const DataRow = memo(
  DataRowBase,
  (previous, next) =>
    previous.label === next.label &&
    previous.height === next.height &&
    previous.columns === next.columns &&
    sameRowContent(previous.row, next.row),
) as unknown as typeof DataRowBase;

/** Numbers the body's rows for assistive technology: the header row is 1, the first row `first`. */
export function setRowIndexes(body: HTMLTableSectionElement | null, first: number): void {
  body?.querySelectorAll(':scope > tr[data-row]').forEach((row, index) => {
    row.setAttribute('aria-rowindex', String(first + index));
  });
}
