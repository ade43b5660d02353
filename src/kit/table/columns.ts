import type { ReactNode } from 'react';
import type { CsvColumn } from '../../ui/csv.ts';
import type { DataTableColumn } from '../../ui/dataTable/DataTable.tsx';

/**
 * One column of a log, described once for the data table and the CSV export: `value` is the
 * plain value (exported, and shown when there is no `render`); `render` is the cell on screen.
 */
export interface ColumnDescription<Row> {
  key: string;
  title: string;
  /** The header cell's content when it is more than the title (a select-all checkbox). */
  header?: ReactNode;
  value: (row: Row) => string | number | null | undefined;
  render?: (row: Row) => ReactNode;
  /** False: on screen only (for example an actions column). Default true. */
  exported?: boolean;
  /** Table only: fixed width, filter popover, search box. */
  width?: number;
  filter?: ReactNode;
  filterActive?: boolean;
  search?: string;
  onSearch?: (text: string) => void;
  /** The search dropdown applies its text with Search and clears it with Reset. */
  searchSubmit?: boolean;
  /** A nested column: shown under a shared header of this title (consecutive columns). */
  group?: string;
  /** Table only: the row's header cell (th scope="row"), what names the row. */
  rowHeader?: boolean;
}

/** The data table's columns (memoise the result, see DataTableColumn). */
export function tableColumns<Row>(
  columns: readonly ColumnDescription<Row>[],
): DataTableColumn<Row>[] {
  return columns.map(
    ({ key, title, value, render, width, filter, filterActive, search, onSearch, ...rest }) => ({
      key,
      title,
      render: render ?? ((row: Row) => value(row) ?? ''),
      width,
      filter,
      filterActive,
      search,
      onSearch,
      searchSubmit: rest.searchSubmit,
      group: rest.group,
      rowHeader: rest.rowHeader,
    }),
  );
}

/** The CSV export's columns: the exported ones, with their titles and plain values. */
export function csvColumns<Row>(columns: readonly ColumnDescription<Row>[]): CsvColumn<Row>[] {
  return columns
    .filter((column) => column.exported !== false)
    .map((column) => ({ title: column.title, value: column.value }));
}
