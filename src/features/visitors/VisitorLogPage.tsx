import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { OPEN_END } from '../../../contract/primitives.ts';
import { siteTodayRange } from '../../../contract/siteDays.ts';
import {
  csvColumns,
  RowSelectionProvider,
  useLocationAccess,
  useOnSiteLookbackMs,
  useOperationAccessCheck,
  useRefusalNotices,
  useSiteRangeState,
  useSiteTimeZone,
} from '../../kit/index.ts';
import { ClearFiltersLink } from '../../ui/ClearFiltersLink.tsx';
import { CsvExportButton } from '../../ui/CsvExportButton.tsx';
import { deferred } from '../../ui/deferred.tsx';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened.tsx';
import { DeferredEvacuationControl } from '../evacuation/control/DeferredEvacuationControl.tsx';
import { useWithStillOnSite } from '../onSite/useOnSiteBefore.ts';
import type { BulkSignOutProps } from './bulkSignOut/BulkSignOut.tsx';
import {
  useMaySignOut,
  useVisitorColumnTitles,
  useVisitorLogColumns,
  visitorColumnText,
} from './columns.tsx';
import type { LogToolbarExtrasProps } from './components/LogToolbarExtras.tsx';
import { SignInFilterControl } from './components/SignInFilterControl.tsx';
import { NoVisitors, TableSkeleton } from './components/VisitorLogStates.tsx';
import { VisitorLogTable } from './components/VisitorLogTable.tsx';
import { DeferredVisitorEvacStatus } from './evacuation/DeferredVisitorEvacStatus.tsx';
import { DeferredVisitorInduction } from './induction/DeferredVisitorInduction.tsx';
import type { InductionConfigurations } from './induction/VisitorInductionSource.tsx';
import { FIRST_PAINT_COLUMNS, type FirstPaintColumn } from './firstPaint/recipe.ts';
import { useFirstPaintRecipe } from './firstPaint/useFirstPaintRecipe.ts';
import type { VisitorEvacStatusOf } from './evacuation/types.ts';
import { readPreference, writePreference } from './preferences.ts';
import { useVisitorLog } from './queries.ts';
import { chosenColumns, isVisitorColumnKey, type VisitorColumnKey } from './visitorColumnKeys.ts';
import { matchesColumnSearch } from './visitorFieldText.ts';
import {
  matchesSignInFilter,
  type SignInFilter,
  startOfToday,
  type VisitorRecord,
  visitorRowKey,
} from './visitorRows.ts';

/** Sign-outs (visitors.signOut, visitors.signOutMany) refused by the server are announced. */
const SIGN_OUT_MUTATORS = ['visitors.signOut', 'visitors.signOutMany'] as const;
const BADGE_MUTATORS = ['visitors.captureBadgeNumber'] as const;
const UPDATE_MUTATORS = [
  'visitors.deleteEntries',
  'visitors.updateIdNumber',
  'visitors.updateAssetSerialNumber',
  'visitors.updateCustomField',
] as const;

// Everything around the table is memoised: a live event changes the rows, and re-rendering the
// toolbar, its popovers and the closed modals with them cost more than the table's new row.

/** The date range and column picker load after the first rows (neither is needed to see them). */
const LogToolbarExtras = memo(
  deferred<LogToolbarExtrasProps>(
    () => import('./components/LogToolbarExtras.tsx').then((m) => m.LogToolbarExtras),
    () => null,
  ),
);
/** Select all and "Sign out selected" load after the first rows, as the toolbar's extras do. */
const BulkSignOut = memo(
  deferred<BulkSignOutProps>(
    () => import('./bulkSignOut/BulkSignOut.tsx').then((m) => m.BulkSignOut),
    () => null,
  ),
);
const VisitorDetailsModal = memo(
  lazyWhenOpened(() =>
    import('./components/VisitorDetailsModal.tsx').then((m) => m.VisitorDetailsModal),
  ),
);
const AgreementModal = memo(
  lazyWhenOpened(() => import('./components/AgreementModal.tsx').then((m) => m.AgreementModal)),
);
const EvacStatusSource = memo(DeferredVisitorEvacStatus);
const InductionSource = memo(DeferredVisitorInduction);

function storedFilter(): SignInFilter {
  return readPreference('visitorLogFilter');
}

/** /visitors/log: today's visitors of the selected location subtree. */
export function VisitorLogPage() {
  const { root, hierarchies, labelOf, features } = useLocationAccess();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>
          <Trans>Visitor Log</Trans>
        </Title>
        <DeferredEvacuationControl />
      </Group>
      {root ? (
        <VisitorLog
          root={root}
          hierarchies={hierarchies}
          labelOf={labelOf}
          mayExport={features.exports.visitor}
        />
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
  /** False when the account disables exports (global or visitor export flag). */
  mayExport: boolean;
}

type Opened = { record: VisitorRecord; view: 'details' | 'agreement' } | null;

function storedColumns(): VisitorColumnKey[] {
  return chosenColumns(readPreference('visitorLogColumns'));
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

function VisitorLog({ root, hierarchies, labelOf, mayExport }: VisitorLogProps) {
  const { t, i18n } = useLingui();
  // Today at the site: from its own midnight (docs/midnight-and-time-zones.md).
  const zone = useSiteTimeZone();
  const lookback = useOnSiteLookbackMs();
  const [range, setRange] = useSiteRangeState();
  const [filter, setFilter] = useState<SignInFilter>(storedFilter);
  const [searches, setSearches] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<VisitorColumnKey[]>(storedColumns);
  const [opened, setOpened] = useState<Opened>(null);
  const [inductionConfigs, setInductionConfigs] = useState<InductionConfigurations | null>(null);
  const titles = useVisitorColumnTitles();
  const context = useMemo(
    () => ({ labelOf, i18n, inductionConfigs }),
    [labelOf, i18n, inductionConfigs],
  );
  const keep = useCallback(
    (record: VisitorRecord) =>
      matchesSignInFilter(record, filter) &&
      Object.entries(searches).every(
        ([key, text]) =>
          !isVisitorColumnKey(key) ||
          matchesColumnSearch(visitorColumnText(key, record, context), text),
      ),
    [filter, searches, context],
  );
  const { records, complete, scope, loading } = useVisitorLog({
    root,
    hierarchies,
    beginTime: range.begin,
    endTime: range.end,
    filter: keep,
  });
  // Visitors who signed in before the range and are still on site stay in view (after midnight).
  const shown = useWithStillOnSite('visitorLog', { root, hierarchies, range }, records, keep);
  const [evacStatus, setEvacStatus] = useState<VisitorEvacStatusOf | null>(null);
  // A function is a state updater to React: wrap the status in one.
  const changeEvacStatus = useCallback(
    (next: VisitorEvacStatusOf | null) => setEvacStatus(() => next),
    [],
  );
  useRefusalNotices(SIGN_OUT_MUTATORS, t`Sign-out not applied`);
  useRefusalNotices(
    BADGE_MUTATORS,
    t`Access control integration failed. The access card has not been linked on the product`,
  );
  useRefusalNotices(UPDATE_MUTATORS, t`The visitor log entry was not updated`);
  const search = useCallback(
    (key: VisitorColumnKey, text: string) =>
      setSearches((current) => {
        const { [key]: _dropped, ...rest } = current;
        return text === '' ? rest : { ...rest, [key]: text };
      }),
    [],
  );
  const open = useCallback(
    (record: VisitorRecord, view: 'details' | 'agreement') => setOpened({ record, view }),
    [],
  );
  const close = useCallback(() => setOpened(null), []);
  const selection = useBulkSignOutSelection(hierarchies, shown, evacStatus);
  const columns = useVisitorLogColumns({
    selectable: selection.enabled,
    labelOf,
    chosen,
    searches,
    onSearch: search,
    evacStatus,
    inductionConfigs,
    onOpen: open,
    rangeBegin: range.begin,
  });
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
      // As the rows' RowSyncMarker words it.
      pendingLabel: t`Waiting to sync`,
    }),
    [hierarchies, filter, t, columns, labelOf],
  );
  // The next start draws this page's newest rows before the app's code has loaded (src/firstPaint).
  // Its snapshot of the rows only while they are what the next start shows: today's range, no
  // column search.
  const asNextStart =
    range.begin === startOfToday() &&
    range.begin === siteTodayRange(Date.now(), zone).begin &&
    range.end === OPEN_END &&
    Object.keys(searches).length === 0;
  useFirstPaintRecipe(
    firstPaint,
    records !== undefined && shown.length > 0,
    asNextStart ? shown : undefined,
  );
  const changeFilter = useCallback((next: SignInFilter) => {
    setFilter(next);
    writePreference('visitorLogFilter', next);
  }, []);
  const chooseColumns = useCallback((next: VisitorColumnKey[]) => {
    setChosen(next);
    writePreference('visitorLogColumns', next);
  }, []);
  const clearFilters = useCallback(() => {
    changeFilter('all');
    setSearches({});
  }, [changeFilter]);
  // The open entry as the log shows it now (a change made in the modal shows there at once).
  const openRecord = opened
    ? (shown.find(
        (record) =>
          record.EntityHierarchy === opened.record.EntityHierarchy &&
          record.evtTimeStampProfileID === opened.record.evtTimeStampProfileID,
      ) ?? opened.record)
    : null;
  return (
    <Paper withBorder p="md" radius="md">
      <EvacStatusSource
        root={root}
        hierarchies={hierarchies}
        since={range.begin - lookback}
        onChange={changeEvacStatus}
      />
      {chosen.includes('induction') && (
        <InductionSource hierarchies={hierarchies} onChange={setInductionConfigs} />
      )}
      <Stack gap="md">
        <LogToolbarExtras
          range={range}
          onRange={setRange}
          chosen={chosen}
          onChoose={chooseColumns}
          titles={titles}
        />
        <Group justify="space-between">
          <FilterBar
            filter={filter}
            onFilter={changeFilter}
            active={filter !== 'all' || Object.keys(searches).length > 0}
            onClear={clearFilters}
          />
          <Group gap="sm">
            {/* While only the newest visitors are read, neither a count nor an export of them. */}
            {records && complete && (
              <Text size="sm" c="dimmed" aria-live="polite">
                <Plural value={shown.length} one="# visitor" other="# visitors" />
              </Text>
            )}
            {selection.enabled && (
              <BulkSignOut
                selectable={selection.selectable}
                selected={selection.chosen}
                onSelectAll={selection.selectAll}
              />
            )}
            {mayExport && (
              <CsvExportButton
                name="visitor-log"
                columns={exported}
                rows={shown}
                disabled={!complete}
              />
            )}
          </Group>
        </Group>
        {scope?.status === 'error' && (
          <Alert color="red" variant="light" title={<Trans>Oops!</Trans>}>
            {scope.error ?? <Trans>The visitor log could not be loaded.</Trans>}
          </Alert>
        )}
        {loading && shown.length === 0 ? (
          <TableSkeleton />
        ) : shown.length === 0 ? (
          <NoVisitors />
        ) : (
          <RowSelectionProvider selected={selection.selected} onToggle={selection.toggle}>
            <VisitorLogTable records={shown} columns={columns} />
          </RowSelectionProvider>
        )}
      </Stack>
      <VisitorDetailsModal
        opened={opened?.view === 'details'}
        record={opened?.view === 'details' ? openRecord : null}
        onClose={close}
        titles={titles}
        context={context}
      />
      <AgreementModal
        opened={opened?.view === 'agreement'}
        record={opened?.view === 'agreement' ? opened.record : null}
        onClose={close}
      />
    </Paper>
  );
}

const NOBODY: readonly VisitorRecord[] = [];

/**
 * The bulk sign-out's selection: enabled where the user may sign visitors out at one of the
 * locations shown; the visitors shown who may be signed out now (read from a deferred copy of the
 * rows, so a live event draws first); and those of them selected. A selected visitor signed out
 * elsewhere, or no longer shown, drops out of `chosen`.
 */
function useBulkSignOutSelection(
  hierarchies: readonly string[],
  shown: readonly VisitorRecord[],
  evacStatus: VisitorEvacStatusOf | null,
) {
  const signOutAccess = useOperationAccessCheck('visitorLogOperations/signOutVisitors');
  const enabled = hierarchies.some((hierarchy) => signOutAccess([hierarchy]).allowed);
  const maySignOut = useMaySignOut(evacStatus);
  const rows = useDeferredValue(shown);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const selectable = useMemo(
    () => (enabled ? rows.filter(maySignOut) : NOBODY),
    [enabled, rows, maySignOut],
  );
  const chosen = useMemo(
    () =>
      selected.size === 0 ? NOBODY : selectable.filter((row) => selected.has(visitorRowKey(row))),
    [selectable, selected],
  );
  const toggle = useCallback(
    (key: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const selectAll = useCallback(
    (all: boolean) => setSelected(new Set(all ? selectable.map(visitorRowKey) : [])),
    [selectable],
  );
  return { enabled, selectable, chosen, selected, toggle, selectAll };
}
