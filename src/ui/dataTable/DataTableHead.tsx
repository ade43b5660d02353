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

function DataTableHeadBase<Row>({ columns, widths, onResize }: DataTableHeadProps<Row>) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <ColumnHeader
            key={column.key}
            title={column.title}
            width={columnWidth(column, widths)}
            onResize={(width) => onResize(column.key, width)}
            filter={column.filter}
            filterActive={column.filterActive}
            search={column.search}
            onSearch={column.onSearch}
          />
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** The header row; rendered again only when the columns or their widths change, not per row. */
export const DataTableHead = memo(DataTableHeadBase) as unknown as typeof DataTableHeadBase;
