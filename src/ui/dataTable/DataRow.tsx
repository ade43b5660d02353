import { Table } from '@mantine/core';
import { memo } from 'react';
import type { DataTableColumn } from './DataTable.tsx';

/**
 * Rows are plain stored data and a live query hands back fresh copies after every write, so
 * "unchanged" means equal content, not the same object. Comparing a row's JSON is far cheaper
 * than rendering its cells again.
 */
export function sameRowContent(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

interface DataRowProps<Row> {
  row: Row;
  columns: DataTableColumn<Row>[];
  label: string | undefined;
  height: number;
}

function DataRowBase<Row>({ row, columns, label, height }: DataRowProps<Row>) {
  return (
    <Table.Tr style={{ height }} aria-label={label} data-row>
      {columns.map((column) => (
        <Table.Td
          key={column.key}
          style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {column.render(row)}
        </Table.Td>
      ))}
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
