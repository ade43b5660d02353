import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { useMemo } from 'react';
import type { ColumnDescription } from '../../kit/index.ts';
import { formatTimestamp } from '../../ui/dateFormat.ts';
import {
  checkStateOf,
  leadingEventOf,
  type ParkingLogRecord,
  type ParkingLogStatus,
  presenceOf,
  relatedEventsOf,
  STATUS_LABELS,
} from './parkingRows.ts';

/** The parking log's optional columns, in order (the time column is always shown). */
export const COLUMNS = [
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

/** The titles of the optional columns. */
export function useParkingColumnLabels(): Record<Column, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      location: t`Location`,
      vehicle: t`Vehicle`,
      person: t`Person`,
      passengers: t`Passengers`,
      presence: t`Presence`,
      checkState: t`Check state`,
      booking: t`Booking`,
      related: t`Related events`,
    }),
    [t],
  );
}

export function parkingEventKey(record: ParkingLogRecord): string {
  return `${record.EntityHierarchy}\n${record.evtTimeStampUniqueAttributeValue}`;
}

/**
 * The parking log's columns: the time (of a vehicle kept in view from before the range, "on site
 * since"), then the chosen ones.
 */
export function useParkingColumns(
  chosen: readonly Column[],
  labels: Record<Column, string>,
  labelOf: (key: string) => string,
  rangeBegin: number,
): ColumnDescription<ParkingLogRecord>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const status = (value: ParkingLogStatus) => i18n._(STATUS_LABELS[value]);
    const badge = (value: ParkingLogStatus) => (
      <Badge
        variant="light"
        color={
          value === 'UNKNOWN'
            ? 'gray'
            : value.endsWith('IN') || value === 'ON_SITE'
              ? 'green'
              : 'blue'
        }
      >
        {status(value)}
      </Badge>
    );
    const described: Record<Column, Omit<ColumnDescription<ParkingLogRecord>, 'key' | 'title'>> = {
      location: { value: (record) => labelOf(record.EntityHierarchy) },
      vehicle: {
        value: (record) => {
          const leading = leadingEventOf(record);
          return [leading.plate, leading.vehicle].filter(Boolean).join(' · ');
        },
      },
      person: { value: (record) => leadingEventOf(record).person },
      passengers: { value: (record) => leadingEventOf(record).passengers ?? '' },
      presence: {
        value: (record) => status(presenceOf(record)),
        render: (record) => badge(presenceOf(record)),
      },
      checkState: {
        value: (record) => status(checkStateOf(record)),
        render: (record) => badge(checkStateOf(record)),
      },
      booking: { value: (record) => leadingEventOf(record).bookingRef },
      related: { value: (record) => relatedEventsOf(record).length },
    };
    return [
      {
        key: 'time',
        title: t`Time`,
        value: (record) => formatTimestamp(record.evtTimeStamp),
        render: (record) =>
          record.evtTimeStamp < rangeBegin ? (
            <OnSiteSince time={record.evtTimeStamp} />
          ) : (
            formatTimestamp(record.evtTimeStamp)
          ),
      },
      ...chosen.map((column) => ({ key: column, title: labels[column], ...described[column] })),
    ];
  }, [t, i18n, chosen, labels, labelOf, rangeBegin]);
}

/** The time cell of a vehicle kept in view from before the range: still on site since then. */
function OnSiteSince({ time }: { time: number }) {
  const since = formatTimestamp(time);
  return <Trans>on site since {since}</Trans>;
}
