import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MultiSelect, Select, Text } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocationSelection, useSiteRangeState } from '../../kit/index.ts';
import { LogPageFrame } from '../../kit/pages/LogPageFrame.tsx';
import { RecordLog } from '../../kit/pages/RecordLog.tsx';
import type { DateRange } from '../../ui/dateRanges.ts';
import { useWithStillOnSite } from '../onSite/useOnSiteBefore.ts';
import {
  COLUMNS,
  parkingEventKey,
  useParkingColumnLabels,
  useParkingColumns,
} from './parkingColumns.tsx';
import { PARKING_LOG_STATUSES, type ParkingLogStatus, STATUS_LABELS } from './parkingRows.ts';
import { usePreference, writePreference } from './preferences.ts';
import { useParkingLog } from './queries.ts';

type Column = (typeof COLUMNS)[number];

/**
 * {p}/log: the parking events of the selected subtree (today by default), newest first by
 * evtTimeStamp, each leading event with its vehicle, person, presence (ON SITE / OFF SITE /
 * UNKNOWN) and check state (CHECKED IN / CHECKED OUT / UNKNOWN), its booking and related events.
 * The chosen columns are remembered on this device (parkingLogColumns). Live on parkingEvents.
 */
export function ParkingLogPage() {
  const { t, i18n } = useLingui();
  const { root, hierarchies, labelOf } = useLocationSelection();
  // Today at the site, from its own midnight (docs/midnight-and-time-zones.md).
  const [range, setRange] = useSiteRangeState();
  const [status, setStatus] = useState<ParkingLogStatus | 'ALL'>('ALL');
  const [search, setSearch] = useState('');
  const stored = usePreference('parkingLogColumns');
  const columns = useMemo(
    () => (stored ?? COLUMNS).flatMap((chosen) => COLUMNS.find((c) => c === chosen) ?? []),
    [stored],
  );
  const labels = useParkingColumnLabels();
  const filters = useMemo(
    () => (
      <>
        <Select
          label={t`Status`}
          value={status}
          allowDeselect={false}
          onChange={(value) => setStatus(PARKING_LOG_STATUSES.find((s) => s === value) ?? 'ALL')}
          data={[
            { value: 'ALL', label: t`All` },
            ...PARKING_LOG_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) })),
          ]}
        />
        <MultiSelect
          label={t`Columns`}
          data={COLUMNS.map((c) => ({ value: c, label: labels[c] }))}
          value={columns}
          onChange={(chosen) => writePreference('parkingLogColumns', chosen)}
        />
      </>
    ),
    [t, i18n, status, labels, columns],
  );
  return (
    <LogPageFrame title={<Trans>Parking log</Trans>}>
      {root ? (
        <ParkingEvents
          where={{ root, hierarchies, range }}
          onRange={setRange}
          status={status}
          search={search}
          onSearch={setSearch}
          filters={filters}
          columns={columns}
          labels={labels}
          labelOf={labelOf}
        />
      ) : null}
    </LogPageFrame>
  );
}

function ParkingEvents(props: {
  where: { root: string; hierarchies: string[]; range: DateRange };
  onRange: (next: DateRange) => void;
  status: ParkingLogStatus | 'ALL';
  search: string;
  onSearch: (text: string) => void;
  filters: ReactNode;
  columns: Column[];
  labels: Record<Column, string>;
  labelOf: (key: string) => string;
}) {
  const { t } = useLingui();
  const { records, scope, loading, keep } = useParkingLog(props.where, props.status, props.search);
  // Vehicles that arrived before the range and are still on site stay in view (after midnight).
  const shown = useWithStillOnSite('parkingLog', props.where, records, keep);
  const { range } = props.where;
  const columns = useParkingColumns(props.columns, props.labels, props.labelOf, range.begin);
  return (
    <RecordLog
      caption={t`Parking log`}
      columns={columns}
      rows={records ? shown : undefined}
      rowKey={parkingEventKey}
      loading={loading}
      failed={scope?.status === 'error'}
      failure={<Trans>We could not load the parking log. Please try again.</Trans>}
      empty={
        <Text c="dimmed">
          <Trans>No parking events in this period.</Trans>
        </Text>
      }
      count={(shown) => <Plural value={shown.length} one="# event" other="# events" />}
      range={range}
      onRange={props.onRange}
      search={{
        value: props.search,
        onChange: props.onSearch,
        placeholder: t`Plate, vehicle or name`,
      }}
      filters={props.filters}
    />
  );
}
