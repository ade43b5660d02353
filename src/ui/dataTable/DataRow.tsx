import { useTableContext } from '@mantine/core';
import { type CSSProperties, memo, useMemo } from 'react';
import type { DataTableColumn } from './DataTable.tsx';

/** The class, style and data attributes Mantine's Table.Tr or Table.Td would give an element. */
export interface CellProps {
  className?: string;
  style?: CSSProperties;
  [data: `data-${string}`]: true | string | undefined;
}

/**
 * What Table.Tr and Table.Td would render for the body's rows and cells, worked out once per
 * table: a body row is then a plain <tr> of plain <td>s. As Mantine components each cell was a
 * Box with its own props and style resolution, and a live burst that adds rows at the top of a log
 * creates a few rows a frame (bench live-burst-longest-task).
 */
export function useBodyCellProps(): { row: CellProps; cell: CellProps } {
  const table = useTableContext();
  // The table's context is a new object at each of its renders (every live batch): keyed by
  // content, the rows' memo holds while the props stay the same.
  const key = JSON.stringify({
    row: {
      ...table.getStyles('tr'),
      'data-with-row-border': table.withRowBorders || undefined,
      'data-striped': table.striped || undefined,
      'data-hover': table.highlightOnHover || undefined,
    },
    cell: {
      ...table.getStyles('td'),
      'data-with-column-border': table.withColumnBorders || undefined,
    },
  });
  return useMemo(() => JSON.parse(key) as { row: CellProps; cell: CellProps }, [key]);
}

/** Data attributes of a body row. */
export type RowAttributes = { [data: `data-${string}`]: string | undefined };

const CELL_STYLE: CSSProperties = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

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
  /** The row's data attributes, worked out from its content. */
  attributes?: ((row: Row) => RowAttributes) | undefined;
  height: number;
  /** useBodyCellProps, from the table. */
  cellProps: { row: CellProps; cell: CellProps };
}

function DataRowBase<Row>(props: DataRowProps<Row>) {
  const { row, columns, label, attributes, height, cellProps } = props;
  const cellStyle = { ...cellProps.cell.style, ...CELL_STYLE };
  const headerStyle = { ...cellStyle, textAlign: 'start' as const };
  return (
    <tr
      {...cellProps.row}
      {...attributes?.(row)}
      style={{ ...cellProps.row.style, height }}
      aria-label={label}
      data-row
    >
      {columns.map((column) =>
        column.rowHeader ? (
          <th key={column.key} scope="row" {...cellProps.cell} style={headerStyle}>
            {column.render(row)}
          </th>
        ) : (
          <td key={column.key} {...cellProps.cell} style={cellStyle}>
            {column.render(row)}
          </td>
        ),
      )}
    </tr>
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
    previous.attributes === next.attributes &&
    previous.columns === next.columns &&
    previous.cellProps === next.cellProps &&
    sameRowContent(previous.row, next.row),
) as unknown as typeof DataRowBase;

/** Numbers the body's rows for assistive technology: the header row is 1, the first row `first`. */
export function setRowIndexes(body: HTMLTableSectionElement | null, first: number): void {
  body?.querySelectorAll(':scope > tr[data-row]').forEach((row, index) => {
    row.setAttribute('aria-rowindex', String(first + index));
  });
}
