import { Box, Table, Text } from '@mantine/core';
import {
  type ReactNode,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { DataRow, type RowAttributes, setRowIndexes, useBodyCellProps } from './DataRow.tsx';
import { columnWidth, DataTableHead } from './DataTableHead.tsx';
import { virtualWindow } from './virtualWindow.ts';

/** Keep `columns` stable (useMemo) so unchanged rows are not rendered again. */
export interface DataTableColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  width?: number;
  filter?: ReactNode;
  filterActive?: boolean;
  search?: string;
  onSearch?: (text: string) => void;
  /** The search dropdown has Search and Reset buttons instead of searching while typing. */
  searchSubmit?: boolean | undefined;
  /** Nested under a group header of this title (consecutive columns share one). */
  group?: string | undefined;
  /** The row's header cell (th scope="row"): what names the row (a person, a percentage). */
  rowHeader?: boolean | undefined;
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The accessible name of a row (for example the person's name). */
  rowLabel?: (row: Row) => string;
  /** Data attributes of a row (for example its record's id and state); keep it stable. */
  rowAttributes?: (row: Row) => RowAttributes;
  caption: string;
  /** Height of the scrolling body in pixels; rows outside it are not rendered. */
  height?: number;
  rowHeight?: number;
  empty?: ReactNode;
}

/**
 * A table for large logs (spec/frame.md §2): header cells with filter and search icons and
 * resizable widths, and virtualised rows (only the rows in view, plus a few, are in the DOM).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    rows,
    rowKey,
    rowLabel,
    rowAttributes,
    caption,
    height = 560,
    rowHeight = 44,
    empty,
  } = props;
  // New columns (access answered, a deferred part loaded, another choice) render every visible
  // row again: in the background, in slices, the rows drawn meanwhile with the columns they had.
  const columns = useDeferredValue(props.columns);
  const [widths, setWidths] = useState<Record<string, number>>({});
  const [scrollTop, setScrollTop] = useState(0);
  const resize = useCallback(
    (columnKey: string, width: number) =>
      setWidths((current) => ({ ...current, [columnKey]: width })),
    [],
  );
  const view = virtualWindow({
    rowCount: rows.length,
    rowHeight,
    scrollTop,
    viewportHeight: height,
  });
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const headerRows = columns.some((column) => column.group) ? 2 : 1;
  useLayoutEffect(() => setRowIndexes(bodyRef.current, view.start + headerRows + 1));
  const colSpan = columns.length;
  /** Columns without a width get at least this much before the table scrolls sideways. */
  const minWidth = columns.reduce((sum, column) => sum + (columnWidth(column, widths) ?? 100), 0);
  return (
    <Box
      mah={height}
      // Layout, style and paint of the rows stay inside the scroller: rows added at the top by a
      // live burst do not lay out or repaint the rest of the page.
      style={{ overflow: 'auto', contain: 'content' }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      tabIndex={0}
      aria-label={caption}
      role="region"
    >
      <Table
        stickyHeader
        highlightOnHover
        style={{ tableLayout: 'fixed', minWidth }}
        aria-rowcount={rows.length + headerRows}
      >
        <caption
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {caption}
        </caption>
        <DataTableHead columns={columns} widths={widths} onResize={resize} />
        <Table.Tbody ref={bodyRef}>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={colSpan}>{empty ?? <Text c="dimmed">—</Text>}</Table.Td>
            </Table.Tr>
          )}
          {view.paddingTop > 0 && (
            <tr aria-hidden style={{ height: view.paddingTop }}>
              <td colSpan={colSpan} />
            </tr>
          )}
          <BodyRows
            rows={rows.slice(view.start, view.end)}
            rowKey={rowKey}
            rowLabel={rowLabel}
            rowAttributes={rowAttributes}
            columns={columns}
            rowHeight={rowHeight}
          />
          {view.paddingBottom > 0 && (
            <tr aria-hidden style={{ height: view.paddingBottom }}>
              <td colSpan={colSpan} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

interface BodyRowsProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowLabel: ((row: Row) => string) | undefined;
  rowAttributes: ((row: Row) => RowAttributes) | undefined;
  columns: DataTableColumn<Row>[];
  rowHeight: number;
}

/** The rows in view; inside the table, so that they can take its cell props once for all. */
function BodyRows<Row>(props: BodyRowsProps<Row>) {
  const { rows, rowKey, rowLabel, rowAttributes, columns, rowHeight } = props;
  const cellProps = useBodyCellProps();
  return rows.map((row) => (
    <DataRow
      key={rowKey(row)}
      row={row}
      columns={columns}
      label={rowLabel?.(row)}
      attributes={rowAttributes}
      height={rowHeight}
      cellProps={cellProps}
    />
  ));
}
