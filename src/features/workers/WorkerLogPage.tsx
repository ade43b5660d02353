import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import type { EmployeeRouteType } from '../../../contract/features/features.ts';
import { useSiteRangeState } from '../../kit/index.ts';
import { LogPageFrame } from '../../kit/pages/LogPageFrame.tsx';
import { RecordLog } from '../../kit/pages/RecordLog.tsx';
import { ClearFiltersLink } from '../../ui/ClearFiltersLink.tsx';
import { DeferredEvacuationControl } from '../evacuation/control/DeferredEvacuationControl.tsx';
import { rangeHoldsNow, useOnSiteBefore } from '../onSite/useOnSiteBefore.ts';
import { useWorkerLogColumns, useWorkerRowLabel } from './columns.tsx';
import { BiometricPendingNotice } from './components/BiometricPendingNotice.tsx';
import { ClockFilterControl } from './components/ClockFilterControl.tsx';
import { NoShifts, WorkerLogSkeleton } from './components/WorkerLogStates.tsx';
import { CorrectionRefusalNotices } from './corrections/index.ts';
import { useWorkerLog, useWorkerLogLocation } from './queries.ts';
import {
  type ClockFilter,
  matchesClockFilter,
  matchesWorkerSearch,
  pairKey,
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
    <LogPageFrame
      title={title}
      before={<CorrectionRefusalNotices />}
      aside={<DeferredEvacuationControl />}
      skeleton={<WorkerLogSkeleton />}
    >
      {root ? (
        <WorkerLog
          root={root}
          hierarchies={hierarchies}
          labelOf={labelOf}
          title={title}
          exportName={`${routeType}-log`}
          mayExport={mayExport}
        />
      ) : null}
    </LogPageFrame>
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

function WorkerLog({ root, hierarchies, labelOf, title, exportName, mayExport }: WorkerLogProps) {
  // Today at the site, from its own midnight (docs/midnight-and-time-zones.md).
  const [range, setRange] = useSiteRangeState();
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
  const clearFilters = useCallback(() => {
    setFilter('all');
    setSearch('');
  }, []);
  const filters = useMemo(
    () => (
      <>
        <ClockFilterControl value={filter} onChange={setFilter} />
        <ClearFiltersLink active={filter !== 'all' || search !== ''} onClear={clearFilters} />
      </>
    ),
    [filter, search, clearFilters],
  );
  const rowLabel = useWorkerRowLabel();
  return (
    <RecordLog
      caption={title}
      columns={columns}
      rows={pairs ? shown : undefined}
      rowKey={pairKey}
      rowLabel={rowLabel}
      loading={loading}
      failed={scope?.status === 'error'}
      failure={
        <Trans>
          We had an issue retrieving the employee logs. Please try again or contact support.
        </Trans>
      }
      empty={<NoShifts />}
      skeleton={<WorkerLogSkeleton />}
      count={(shown) => <Plural value={shown.length} one="# shift" other="# shifts" />}
      range={range}
      onRange={setRange}
      filters={filters}
      csv={mayExport ? { name: exportName } : undefined}
      notices={<BiometricPendingNotice count={pendingCount} />}
    />
  );
}
