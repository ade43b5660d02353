import { Table } from '@mantine/core';
import { memo } from 'react';
import { ColumnHeader } from './ColumnHeader.tsx';
import type { DataTableColumn } from './DataTable.tsx';

/** A column's width: the one the user dragged it to, else its own. */
export function columnWidth(
  column: Pick<DataTableColumn<unknown>, 'key' | 'width'>,
  widths: Record<string, number>,
): number | undefined {
  return widths[column.key] ?? column.width;
}

interface DataTableHeadProps<Row> {
  columns: DataTableColumn<Row>[];
  widths: Record<string, number>;
  onResize: (columnKey: string, width: number) => void;
}

/** One cell of the first header row: a column, or a group of consecutive nested columns. */
export type HeaderSpan<Row> =
  | { kind: 'column'; column: DataTableColumn<Row> }
  | { kind: 'group'; title: string; columns: DataTableColumn<Row>[] };

/** The first header row's cells: consecutive columns of one group share a group cell. */
export function headerSpans<Row>(columns: readonly DataTableColumn<Row>[]): HeaderSpan<Row>[] {
  const spans: HeaderSpan<Row>[] = [];
  for (const column of columns) {
    const last = spans.at(-1);
    if (!column.group) spans.push({ kind: 'column', column });
    else if (last?.kind === 'group' && last.title === column.group) last.columns.push(column);
    else spans.push({ kind: 'group', title: column.group, columns: [column] });
  }
  return spans;
}

function DataTableHeadBase<Row>({ columns, widths, onResize }: DataTableHeadProps<Row>) {
  const spans = headerSpans(columns);
  const nested = spans.some((span) => span.kind === 'group');
  const header = (column: DataTableColumn<Row>, rowSpan?: number) => (
    <ColumnHeader
      key={column.key}
      title={column.title}
      width={columnWidth(column, widths)}
      onResize={(width) => onResize(column.key, width)}
      filter={column.filter}
      filterActive={column.filterActive}
      search={column.search}
      onSearch={column.onSearch}
      searchSubmit={column.searchSubmit}
      rowSpan={rowSpan}
    />
  );
  return (
    <Table.Thead>
      <Table.Tr>
        {spans.map((span) =>
          span.kind === 'column' ? (
            header(span.column, nested ? 2 : undefined)
          ) : (
            <Table.Th
              key={`group:${span.title}`}
              colSpan={span.columns.length}
              scope="colgroup"
              style={{ textAlign: 'center' }}
            >
              {span.title}
            </Table.Th>
          ),
        )}
      </Table.Tr>
      {nested && (
        <Table.Tr>
          {spans.flatMap((span) =>
            span.kind === 'group' ? span.columns.map((column) => header(column)) : [],
          )}
        </Table.Tr>
      )}
    </Table.Thead>
  );
}

/** The header rows; rendered again only when the columns or their widths change, not per row. */
export const DataTableHead = memo(DataTableHeadBase) as unknown as typeof DataTableHeadBase;
