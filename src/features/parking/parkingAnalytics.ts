import { useMemo } from 'react';
import {
  aggregateParking,
  type ParkingAnalyticsEvent,
  type ParkingFigures,
  parkingAnalyticsEventOf,
} from '../../../contract/analytics/parking.ts';
import { useFamilyRecords } from '../../kit/index.ts';
import { stillOnSiteBefore } from '../onSite/onSiteStays.ts';
import { rangeHoldsNow, useOnSiteBefore } from '../onSite/useOnSiteBefore.ts';

interface Query {
  root: string;
  hierarchies: string[];
  range: { beginTime: number; endTime: number };
  timeZone: string;
}

/**
 * The parking figures of the subtree and range (contract/analytics/parking.ts), from the parking
 * log mirrored on this device: computed again when a live event changes the log. While the range
 * holds the present moment, `onSiteNow` counts the vehicles on site (else null; undefined until
 * read): those of the range not gone yet and those that arrived before its first day and are
 * still there (the logs' rule, src/features/onSite), so none drops out of it at midnight.
 */
export function useParkingAnalytics(query: Query) {
  const { records, scope, loading } = useFamilyRecords({
    family: 'parkingLog',
    root: query.root,
    hierarchies: query.hierarchies,
    beginTime: query.range.beginTime,
    endTime: query.range.endTime,
  });
  const { beginTime, endTime } = query.range;
  const figures = useMemo((): ParkingFigures | undefined => {
    if (!records) return undefined;
    const events = records
      .map(parkingAnalyticsEventOf)
      .filter((event): event is ParkingAnalyticsEvent => event !== null);
    return aggregateParking({
      events,
      range: { beginTime, endTime },
      timeZone: query.timeZone,
      now: Date.now(),
    });
  }, [records, beginTime, endTime, query.timeZone]);
  const holdsNow = rangeHoldsNow({ begin: beginTime, end: endTime });
  const earlier = useOnSiteBefore('parkingLog', query.root, query.hierarchies, beginTime, holdsNow);
  const inRange = useMemo(
    () =>
      records && holdsNow
        ? stillOnSiteBefore(
            'parkingLog',
            // Rows of the previous range can show for a moment after the range changes.
            records.filter((r) => r.evtTimeStamp >= beginTime && r.evtTimeStamp <= endTime),
            Number.POSITIVE_INFINITY,
          ).length
        : undefined,
    [records, holdsNow, beginTime, endTime],
  );
  const onSiteNow = !holdsNow
    ? null
    : inRange === undefined || earlier === null
      ? undefined
      : inRange + earlier.length;
  return {
    figures,
    onSiteNow,
    loading,
    syncing: scope === undefined || scope.status === 'loading',
    failed: scope?.status === 'error',
  };
}

/** One line of the parking analytics CSV. */
export interface ParkingCsvRow {
  figure: string;
  item: string;
  value: number;
}

/** Every figure of the page as CSV rows (exported through src/ui/csv.ts). */
export function parkingCsvRows(
  figures: ParkingFigures,
  texts: { arrivals: string; occupancy: string; peak: string; booked: string; walkIns: string },
  hourSpan: (hour: number) => string,
): ParkingCsvRow[] {
  return [
    ...figures.hours.map((h) => ({
      figure: texts.arrivals,
      item: hourSpan(h.hour),
      value: h.arrivals,
    })),
    ...figures.hours.map((h) => ({
      figure: texts.occupancy,
      item: hourSpan(h.hour),
      value: h.averageOccupancy,
    })),
    ...figures.hours.map((h) => ({
      figure: texts.peak,
      item: hourSpan(h.hour),
      value: h.peakOccupancy,
    })),
    ...figures.days.flatMap((d) => [
      { figure: texts.booked, item: d.day, value: d.booked },
      { figure: texts.walkIns, item: d.day, value: d.walkIns },
    ]),
  ];
}
