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
  /** aria-rowindex: the row's position in the whole table, the header being 1. */
  rowIndex: number;
  label: string | undefined;
  height: number;
}

function DataRowBase<Row>({ row, columns, rowIndex, label, height }: DataRowProps<Row>) {
  return (
    <Table.Tr style={{ height }} aria-rowindex={rowIndex} aria-label={label}>
      <RowCells row={row} columns={columns} />
    </Table.Tr>
  );
}

/**
 * One body row. A live update that adds a row to a long log renders that row; the rows below it
 * only take their new aria-rowindex, their cells are not rendered again.
 */
export const DataRow = memo(
  DataRowBase,
  (previous, next) =>
    previous.rowIndex === next.rowIndex &&
    previous.label === next.label &&
    previous.height === next.height &&
    previous.columns === next.columns &&
    sameRowContent(previous.row, next.row),
) as unknown as typeof DataRowBase;
