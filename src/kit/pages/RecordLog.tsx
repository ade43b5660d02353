import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { memo, type ReactNode, useMemo } from 'react';
import { CsvExportButton } from '../../ui/CsvExportButton.tsx';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';
import { SkeletonLoader } from '../../ui/SkeletonLoader.tsx';
import type { DateRange } from '../../ui/dateRanges.ts';
import { type ColumnDescription, csvColumns } from '../table/columns.ts';
import { RecordTable } from './RecordTable.tsx';

export interface LogSearch {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
}

export interface LogExport {
  /** The base of the file name. */
  name: string;
  /** False: the button is disabled (the account's export flags). Default true. */
  allowed?: boolean;
}

export interface RecordLogProps<Row> {
  /** The table's accessible name. */
  caption: string;
  /** Keep stable (useMemo): the table and the CSV export are derived from them. */
  columns: readonly ColumnDescription<Row>[];
  /** The rows shown, in order; undefined until first read (no count shown then). */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  rowLabel?: (row: Row) => string;
  /** Nothing to show yet: a skeleton stands for the table. */
  loading: boolean;
  /** The log could not be loaded: `failure` is shown in the "Oops!" alert. */
  failed: boolean;
  failure: ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** The count of rows shown (a Plural). */
  count: (shown: readonly Row[]) => ReactNode;
  range?: DateRange;
  onRange?: (next: DateRange) => void;
  search?: LogSearch;
  /** More controls of the toolbar, after the date range and the search. */
  filters?: ReactNode;
  /** Buttons at the end of the toolbar, after the count and the CSV export. */
  actions?: ReactNode;
  /** Notices between the toolbar and the table (refusals, operations that need the network). */
  notices?: ReactNode;
  /** CSV export of the shown rows (the exported columns). */
  csv?: LogExport;
  skeleton?: ReactNode;
  /** Height of the table's scrolling body, and of a row, in pixels. */
  height?: number;
  rowHeight?: number;
}

/**
 * A record log (spec/frame.md §2): toolbar (date range, search, filters), count, CSV export, the
 * "Oops!" alert when the log cannot be loaded, a skeleton while nothing is read, the empty state,
 * and the shared data table (resizable columns, virtualised rows).
 */
export function RecordLog<Row>(props: RecordLogProps<Row>) {
  const { columns, rows, search } = props;
  const shown = rows ?? [];
  const exported = useMemo(() => csvColumns(columns), [columns]);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <LogFilters
            range={props.range}
            onRange={props.onRange}
            search={search?.value}
            onSearch={search?.onChange}
            searchPlaceholder={search?.placeholder}
            filters={props.filters}
          />
          <Group gap="sm">
            {rows && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {props.count(shown)}
              </Text>
            )}
            {props.csv && (
              <CsvExportButton
                name={props.csv.name}
                columns={exported}
                rows={shown}
                disabled={!rows || props.csv.allowed === false}
              />
            )}
            {props.actions}
          </Group>
        </Group>
        {props.notices}
        {props.failed && (
          <Alert color="red" variant="light" title={<Trans>Oops!</Trans>}>
            {props.failure}
          </Alert>
        )}
        {props.loading && shown.length === 0 ? (
          (props.skeleton ?? <SkeletonLoader />)
        ) : shown.length === 0 ? (
          props.empty
        ) : (
          <RecordTable
            caption={props.caption}
            columns={columns}
            rows={shown}
            rowKey={props.rowKey}
            rowLabel={props.rowLabel}
            height={props.height}
            rowHeight={props.rowHeight}
          />
        )}
      </Stack>
    </Paper>
  );
}

interface LogFiltersProps {
  range: DateRange | undefined;
  onRange: ((next: DateRange) => void) | undefined;
  search: string | undefined;
  onSearch: ((text: string) => void) | undefined;
  searchPlaceholder: string | undefined;
  filters: ReactNode;
}

/**
 * Date range, search and the log's own filters; memoised, so that live updates of the rows skip
 * it (pass `filters` memoised too).
 */
const LogFilters = memo(function LogFilters(props: LogFiltersProps) {
  const { t } = useLingui();
  const { onSearch } = props;
  return (
    <Group gap="sm" align="flex-end">
      {props.range && props.onRange && (
        <DateRangePicker value={props.range} onChange={props.onRange} />
      )}
      {onSearch && (
        <TextInput
          label={t`Search`}
          placeholder={props.searchPlaceholder}
          value={props.search}
          onChange={(changed) => onSearch(changed.currentTarget.value)}
        />
      )}
      {props.filters}
    </Group>
  );
});
