import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RecordTableProps } from '../pages/RecordTable.tsx';
import type { ColumnDescription } from './columns.ts';

export interface StaticTableProps<Row>
  extends Pick<RecordTableProps<Row>, 'caption' | 'columns' | 'rows' | 'rowKey' | 'rowAttributes'> {
  /** Below this width the table scrolls sideways; above `maxHeight` it scrolls down. */
  minWidth?: number | undefined;
  maxHeight?: number | undefined;
  highlightOnHover?: boolean | undefined;
  withTableBorder?: boolean | undefined;
}

function Header<Row>({ column }: { column: ColumnDescription<Row> }): ReactNode {
  return <Table.Th style={{ width: column.width }}>{column.header ?? column.title}</Table.Th>;
}

/**
 * A short list of rows as a plain striped table (a page of a directory, an import's preview):
 * every row in the document, no virtualisation, sorting or header filters. Longer logs use
 * RecordTable.
 */
export function StaticTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowAttributes,
  minWidth,
  maxHeight,
  highlightOnHover,
  withTableBorder,
}: StaticTableProps<Row>) {
  const table = (
    <Table
      aria-label={caption}
      striped
      highlightOnHover={highlightOnHover}
      withTableBorder={withTableBorder}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Header key={column.key} column={column} />
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} {...rowAttributes?.(row)}>
            {columns.map((column) => {
              const content = column.render ? column.render(row) : column.value(row);
              return column.rowHeader ? (
                <Table.Th key={column.key} scope="row" fw="normal">
                  {content}
                </Table.Th>
              ) : (
                <Table.Td key={column.key}>{content}</Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (minWidth === undefined && maxHeight === undefined) return table;
  return (
    <Table.ScrollContainer minWidth={minWidth ?? 0} mah={maxHeight}>
      {table}
    </Table.ScrollContainer>
  );
}
