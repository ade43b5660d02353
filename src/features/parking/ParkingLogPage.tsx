import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Group,
  MultiSelect,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { siteTodayRange } from '../../../contract/siteDays.ts';
import {
  useLocationSelection,
  usePreference,
  useSiteTimeZone,
  writePreference,
} from '../../kit/index.ts';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';
import { formatTimestamp } from '../../ui/dateFormat.ts';
import type { DateRange } from '../../ui/dateRanges.ts';
import { rangeHoldsNow, useOnSiteBefore } from '../onSite/useOnSiteBefore.ts';
import {
  checkStateOf,
  leadingEventOf,
  PARKING_LOG_STATUSES,
  type ParkingLogRecord,
  type ParkingLogStatus,
  presenceOf,
  relatedEventsOf,
  STATUS_LABELS,
} from './parkingRows.ts';
import { useParkingLog } from './queries.ts';

const COLUMNS = [
  'location',
  'vehicle',
  'person',
  'passengers',
  'presence',
  'checkState',
  'booking',
  'related',
] as const;
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
  // Today at the site: from its own midnight (docs/midnight-and-time-zones.md).
  const zone = useSiteTimeZone();
  const [range, setRange] = useState<DateRange>(() => siteTodayRange(Date.now(), zone));
  const [status, setStatus] = useState<ParkingLogStatus | 'ALL'>('ALL');
  const [search, setSearch] = useState('');
  const stored = usePreference('parkingLogColumns');
  const columns = (stored ?? [...COLUMNS]).filter((c): c is Column =>
    (COLUMNS as readonly string[]).includes(c),
  );
  const labels: Record<Column, string> = {
    location: t`Location`,
    vehicle: t`Vehicle`,
    person: t`Person`,
    passengers: t`Passengers`,
    presence: t`Presence`,
    checkState: t`Check state`,
    booking: t`Booking`,
    related: t`Related events`,
  };
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Parking log</Trans>
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <DateRangePicker value={range} onChange={setRange} />
            <Select
              label={t`Status`}
              value={status}
              allowDeselect={false}
              onChange={(value) => setStatus((value ?? 'ALL') as ParkingLogStatus | 'ALL')}
              data={[
                { value: 'ALL', label: t`All` },
                ...PARKING_LOG_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) })),
              ]}
            />
            <TextInput
              label={t`Search`}
              placeholder={t`Plate, vehicle or name`}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <MultiSelect
              label={t`Columns`}
              data={COLUMNS.map((c) => ({ value: c, label: labels[c] }))}
              value={columns}
              onChange={(chosen) => writePreference('parkingLogColumns', chosen)}
            />
          </Group>
          {root ? (
            <ParkingEvents
              where={{ root, hierarchies, range }}
              status={status}
              search={search}
              columns={columns}
              labels={labels}
              labelOf={labelOf}
            />
          ) : (
            <Skeleton height={160} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function ParkingEvents(props: {
  where: { root: string; hierarchies: string[]; range: DateRange };
  status: ParkingLogStatus | 'ALL';
  search: string;
  columns: Column[];
  labels: Record<Column, string>;
  labelOf: (key: string) => string;
}) {
  const { t, i18n } = useLingui();
  const { records, scope, loading, keep } = useParkingLog(props.where, props.status, props.search);
  // Vehicles that arrived before the range and are still on site stay in view (after midnight).
  const { root, hierarchies, range } = props.where;
  const earlier = useOnSiteBefore(
    'parkingLog',
    root,
    hierarchies,
    range.begin,
    rangeHoldsNow(range),
  );
  const shown = useMemo(() => {
    const kept = (earlier ?? []).filter(keep);
    return kept.length === 0 ? (records ?? []) : [...(records ?? []), ...kept];
  }, [records, earlier, keep]);
  const badge = (status: ParkingLogStatus) => (
    <Badge
      variant="light"
      color={
        status === 'UNKNOWN'
          ? 'gray'
          : status.endsWith('IN') || status === 'ON_SITE'
            ? 'green'
            : 'blue'
      }
    >
      {i18n._(STATUS_LABELS[status])}
    </Badge>
  );
  const cell = (record: ParkingLogRecord, column: Column) => {
    const leading = leadingEventOf(record);
    switch (column) {
      case 'location':
        return props.labelOf(record.EntityHierarchy);
      case 'vehicle':
        return [leading.plate, leading.vehicle].filter(Boolean).join(' · ');
      case 'person':
        return leading.person;
      case 'passengers':
        return leading.passengers ?? '';
      case 'presence':
        return badge(presenceOf(record));
      case 'checkState':
        return badge(checkStateOf(record));
      case 'booking':
        return leading.bookingRef;
      case 'related':
        return relatedEventsOf(record).length;
    }
  };
  return (
    <>
      {records && (
        <Text size="sm" c="dimmed" aria-live="polite">
          <Plural value={shown.length} one="# event" other="# events" />
        </Text>
      )}
      {scope?.status === 'error' && (
        <Alert color="red" variant="light" title={<Trans>Oops!</Trans>}>
          <Trans>We could not load the parking log. Please try again.</Trans>
        </Alert>
      )}
      {loading && shown.length === 0 ? (
        <Skeleton height={160} />
      ) : shown.length === 0 ? (
        <Text c="dimmed">
          <Trans>No parking events in this period.</Trans>
        </Text>
      ) : (
        <Table striped highlightOnHover aria-label={t`Parking log`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Time</Trans>
              </Table.Th>
              {props.columns.map((column) => (
                <Table.Th key={column}>{props.labels[column]}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((record) => (
              <Table.Tr
                key={`${record.EntityHierarchy}\n${record.evtTimeStampUniqueAttributeValue}`}
              >
                <Table.Td>
                  {record.evtTimeStamp < range.begin ? (
                    <OnSiteSince time={record.evtTimeStamp} />
                  ) : (
                    formatTimestamp(record.evtTimeStamp)
                  )}
                </Table.Td>
                {props.columns.map((column) => (
                  <Table.Td key={column}>{cell(record, column)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

/** The time cell of a vehicle kept in view from before the range: still on site since then. */
function OnSiteSince({ time }: { time: number }) {
  const since = formatTimestamp(time);
  return <Trans>on site since {since}</Trans>;
}
