import { useMemo } from 'react';
import {
  aggregateParking,
  type ParkingAnalyticsEvent,
  type ParkingFigures,
  parkingAnalyticsEventOf,
} from '../../../contract/analytics/parking.ts';
import { useFamilyRecords } from '../../kit/index.ts';

interface Query {
  root: string;
  hierarchies: string[];
  range: { beginTime: number; endTime: number };
  timeZone: string;
}

/**
 * The parking figures of the subtree and range (contract/analytics/parking.ts), from the parking
 * log mirrored on this device: computed again when a live event changes the log.
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
  return {
    figures,
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
