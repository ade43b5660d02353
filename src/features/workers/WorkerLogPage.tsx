import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memo, useCallback, useMemo, useState } from 'react';
import type { EmployeeRouteType } from '../../../contract/features/features.ts';
import { siteTodayRange } from '../../../contract/siteDays.ts';
import { csvColumns, useSiteTimeZone } from '../../kit/index.ts';
import { ClearFiltersLink } from '../../ui/ClearFiltersLink.tsx';
import { CsvExportButton } from '../../ui/CsvExportButton.tsx';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';
import type { DateRange } from '../../ui/dateRanges.ts';
import { DeferredEvacuationControl } from '../evacuation/control/DeferredEvacuationControl.tsx';
import { rangeHoldsNow, useOnSiteBefore } from '../onSite/useOnSiteBefore.ts';
import { useWorkerLogColumns } from './columns.tsx';
import { BiometricPendingNotice } from './components/BiometricPendingNotice.tsx';
import { ClockFilterControl } from './components/ClockFilterControl.tsx';
import { NoShifts, WorkerLogSkeleton } from './components/WorkerLogStates.tsx';
import { WorkerLogTable } from './components/WorkerLogTable.tsx';
import { CorrectionRefusalNotices } from './corrections/index.ts';
import { useWorkerLog, useWorkerLogLocation } from './queries.ts';
import {
  type ClockFilter,
  matchesClockFilter,
  matchesWorkerSearch,
  type WorkerPair,
} from './workerRows.ts';

const TITLES: Record<EmployeeRouteType, MessageDescriptor> = {
  employees: msg`Employee Log`,
  students: msg`Student Log`,
  candidates: msg`Candidate Log`,
};

/** {type}/{type}-log: clock-ins and clock-outs of the selected subtree, paired into shifts. */
export function WorkerLogPage() {
  const { i18n } = useLingui();
  const { root, hierarchies, labelOf, routeType, mayExport } = useWorkerLogLocation();
  const title = i18n._(TITLES[routeType]);
  return (
    <Stack gap="md">
      <CorrectionRefusalNotices />
      <Group justify="space-between" align="center">
        <Title order={1}>{title}</Title>
        <DeferredEvacuationControl />
      </Group>
      {root ? (
        <WorkerLog
          root={root}
          hierarchies={hierarchies}
          labelOf={labelOf}
          title={title}
          exportName={`${routeType}-log`}
          mayExport={mayExport}
        />
      ) : (
        <WorkerLogSkeleton />
      )}
    </Stack>
  );
}

interface WorkerLogProps {
  root: string;
  hierarchies: string[];
  labelOf: (key: string) => string;
  title: string;
  exportName: string;
  mayExport: boolean;
}

interface FilterBarProps {
  range: DateRange;
  onRange: (next: DateRange) => void;
  filter: ClockFilter;
  onFilter: (next: ClockFilter) => void;
  active: boolean;
  onClear: () => void;
}

/** Date range, clock filter and Clear filters; memoised so live updates of the rows skip it. */
const FilterBar = memo(function FilterBar(props: FilterBarProps) {
  return (
    <Group gap="sm" align="flex-end">
      <DateRangePicker value={props.range} onChange={props.onRange} />
      <ClockFilterControl value={props.filter} onChange={props.onFilter} />
      <ClearFiltersLink active={props.active} onClear={props.onClear} />
    </Group>
  );
});

function WorkerLog({ root, hierarchies, labelOf, title, exportName, mayExport }: WorkerLogProps) {
  // Today at the site: from its own midnight (docs/midnight-and-time-zones.md).
  const zone = useSiteTimeZone();
  const [range, setRange] = useState<DateRange>(() => siteTodayRange(Date.now(), zone));
  const [filter, setFilter] = useState<ClockFilter>('all');
  const [search, setSearch] = useState('');
  // Workers still clocked in since before the range stay in view (after midnight).
  const earlier = useOnSiteBefore(
    'workerLog',
    root,
    hierarchies,
    range.begin,
    rangeHoldsNow(range),
  );
  const { pairs, pendingCount, scope, loading } = useWorkerLog({
    root,
    hierarchies,
    beginTime: range.begin,
    endTime: range.end,
    earlier,
  });
  const shown = useMemo(
    () =>
      (pairs ?? []).filter(
        (pair: WorkerPair) => matchesClockFilter(pair, filter) && matchesWorkerSearch(pair, search),
      ),
    [pairs, filter, search],
  );
  const columns = useWorkerLogColumns({
    labelOf,
    search,
    onSearch: setSearch,
    pairs: pairs ?? [],
    rangeBegin: range.begin,
  });
  const exported = useMemo(() => csvColumns(columns), [columns]);
  const clearFilters = useCallback(() => {
    setFilter('all');
    setSearch('');
  }, []);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <BiometricPendingNotice count={pendingCount} />
        <Group justify="space-between" align="flex-end">
          <FilterBar
            range={range}
            onRange={setRange}
            filter={filter}
            onFilter={setFilter}
            active={filter !== 'all' || search !== ''}
            onClear={clearFilters}
          />
          <Group gap="sm">
            {pairs && (
              <Text size="sm" c="dimmed" aria-live="polite">
                <Plural value={shown.length} one="# shift" other="# shifts" />
              </Text>
            )}
            {mayExport && (
              <CsvExportButton
                name={exportName}
                columns={exported}
                rows={shown}
                disabled={!pairs}
              />
            )}
          </Group>
        </Group>
        {scope?.status === 'error' && (
          <Alert color="red" variant="light" title={<Trans>Oops!</Trans>}>
            <Trans>
              We had an issue retrieving the employee logs. Please try again or contact support.
            </Trans>
          </Alert>
        )}
        {loading ? (
          <WorkerLogSkeleton />
        ) : shown.length === 0 ? (
          <NoShifts />
        ) : (
          <WorkerLogTable pairs={shown} columns={columns} caption={title} />
        )}
      </Stack>
    </Paper>
  );
}
