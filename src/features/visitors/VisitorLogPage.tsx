import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memo, useCallback, useMemo, useState } from 'react';
import {
  csvColumns,
  FIRST_PAINT_COLUMNS,
  type FirstPaintColumn,
  readPreference,
  useLocationSelection,
  useFirstPaintRecipe,
  useRefusalNotices,
  writePreference,
} from '../../kit/index.ts';
import { ClearFiltersLink } from '../../ui/ClearFiltersLink.tsx';
import { CsvExportButton } from '../../ui/CsvExportButton.tsx';
import { DeferredEvacuationControl } from '../evacuation/control/DeferredEvacuationControl.tsx';
import { useVisitorLogColumns } from './columns.tsx';
import { SignInFilterControl } from './components/SignInFilterControl.tsx';
import { NoVisitors, TableSkeleton } from './components/VisitorLogStates.tsx';
import { VisitorLogTable } from './components/VisitorLogTable.tsx';
import { DeferredVisitorEvacStatus } from './evacuation/DeferredVisitorEvacStatus.tsx';
import type { VisitorEvacStatusOf } from './evacuation/types.ts';
import { useTodayRange, useVisitorLog } from './queries.ts';
import {
  matchesSignInFilter,
  type SignInFilter,
  type VisitorRecord,
  visitorName,
} from './visitorRows.ts';

/** Sign-outs (visitors.signOut, visitors.signOutMany) refused by the server are announced. */
const SIGN_OUT_MUTATORS = ['visitors.signOut', 'visitors.signOutMany'] as const;

function storedFilter(): SignInFilter {
  return readPreference('visitorLogFilter');
}

/** /visitors/log: today's visitors of the selected location subtree. */
export function VisitorLogPage() {
  const { root, hierarchies, labelOf } = useLocationSelection();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>
          <Trans>Visitor Log</Trans>
        </Title>
        <DeferredEvacuationControl />
      </Group>
      {root ? (
        <VisitorLog root={root} hierarchies={hierarchies} labelOf={labelOf} />
      ) : (
        <TableSkeleton />
      )}
    </Stack>
  );
}

interface VisitorLogProps {
  root: string;
  hierarchies: string[];
  labelOf: (key: string) => string;
}

function matchesSearch(record: VisitorRecord, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return wanted === '' || visitorName(record).toLowerCase().includes(wanted);
}

interface FilterBarProps {
  filter: SignInFilter;
  onFilter: (next: SignInFilter) => void;
  active: boolean;
  onClear: () => void;
}

/** The sign-in filter and Clear filters; memoised so live updates of the rows skip it. */
const FilterBar = memo(function FilterBar({ filter, onFilter, active, onClear }: FilterBarProps) {
  return (
    <Group gap="sm">
      <SignInFilterControl value={filter} onChange={onFilter} />
      <ClearFiltersLink active={active} onClear={onClear} />
    </Group>
  );
});

function VisitorLog({ root, hierarchies, labelOf }: VisitorLogProps) {
  const { t } = useLingui();
  const range = useTodayRange();
  const [filter, setFilter] = useState<SignInFilter>(storedFilter);
  const [search, setSearch] = useState('');
  const keep = useCallback(
    (record: VisitorRecord) => matchesSignInFilter(record, filter) && matchesSearch(record, search),
    [filter, search],
  );
  const { records, complete, scope, loading } = useVisitorLog({
    root,
    hierarchies,
    ...range,
    filter: keep,
  });
  const shown = records ?? [];
  const [evacStatus, setEvacStatus] = useState<VisitorEvacStatusOf | null>(null);
  // A function is a state updater to React: wrap the status in one.
  const changeEvacStatus = useCallback(
    (next: VisitorEvacStatusOf | null) => setEvacStatus(() => next),
    [],
  );
  useRefusalNotices(SIGN_OUT_MUTATORS, t`Sign-out not applied`);
  const columns = useVisitorLogColumns({ labelOf, search, onSearch: setSearch, evacStatus });
  const exported = useMemo(() => csvColumns(columns), [columns]);
  const firstPaint = useMemo(
    () => ({
      path: '/visitors/log',
      hierarchies,
      filter,
      title: t`Visitor Log`,
      columns: columns.flatMap(({ key, title }) => {
        const known = FIRST_PAINT_COLUMNS.find(
          (column): column is FirstPaintColumn => column === key,
        );
        return known ? [{ key: known, title }] : [];
      }),
      locationLabels: Object.fromEntries(hierarchies.map((key) => [key, labelOf(key)])),
      stillOnPremises: t`still on premises`,
    }),
    [hierarchies, filter, t, columns, labelOf],
  );
  // The next start draws this page's newest rows before the app's code has loaded (src/firstPaint).
  // Its snapshot of the rows only while no search narrows them (the next start has no search).
  useFirstPaintRecipe(
    firstPaint,
    records !== undefined && records.length > 0,
    search === '' ? records : undefined,
  );
  const changeFilter = useCallback((next: SignInFilter) => {
    setFilter(next);
    writePreference('visitorLogFilter', next);
  }, []);
  const clearFilters = useCallback(() => {
    changeFilter('all');
    setSearch('');
  }, [changeFilter]);
  return (
    <Paper withBorder p="md" radius="md">
      <DeferredVisitorEvacStatus
        root={root}
        hierarchies={hierarchies}
        onChange={changeEvacStatus}
      />
      <Stack gap="md">
        <Group justify="space-between">
          <FilterBar
            filter={filter}
            onFilter={changeFilter}
            active={filter !== 'all' || search !== ''}
            onClear={clearFilters}
          />
          <Group gap="sm">
            {/* While only the newest visitors are read, neither a count nor an export of them. */}
            {records && complete && (
              <Text size="sm" c="dimmed" aria-live="polite">
                <Plural value={shown.length} one="# visitor" other="# visitors" />
              </Text>
            )}
            <CsvExportButton
              name="visitor-log"
              columns={exported}
              rows={shown}
              disabled={!complete}
            />
          </Group>
        </Group>
        {scope?.status === 'error' && (
          <Alert color="red" variant="light" title={<Trans>Oops!</Trans>}>
            {scope.error ?? <Trans>The visitor log could not be loaded.</Trans>}
          </Alert>
        )}
        {loading ? (
          <TableSkeleton />
        ) : shown.length === 0 ? (
          <NoVisitors />
        ) : (
          <VisitorLogTable records={shown} columns={columns} />
        )}
      </Stack>
    </Paper>
  );
}
