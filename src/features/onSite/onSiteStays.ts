import { isRecord } from '../../../contract/plainCheck.ts';
import type { FamilyRecord } from '../../kit/index.ts';
import {
  isClockIn,
  isParkingArrival,
  latestStays,
  plateIdentity,
  type Stay,
} from '../../../contract/presence.ts';

/**
 * Who is on site, per family of records: the contract's rule (contract/presence.ts), read by the
 * roll call (evacuation/rollCallPeople.ts) and by the logs that keep earlier arrivals in view.
 */
export { ON_SITE_LOOKBACK_MS, type Stay } from '../../../contract/presence.ts';

/** The families whose records say who arrived and left. */
export type StayFamily = 'visitorLog' | 'workerLog' | 'parkingLog';

/** A visitor record is its own stay: the sign-in, and the sign-out once there is one. */
export function visitorStays(
  records: readonly FamilyRecord<'visitorLog'>[],
): Stay<FamilyRecord<'visitorLog'>>[] {
  return records.map((arrival) => {
    const leftAt = arrival.evtTimeStampOut ?? undefined;
    return leftAt === undefined ? { arrival } : { arrival, leftAt };
  });
}

/** Each worker's latest clock-in with the clock-out that followed it. */
export function workerStays(
  records: readonly FamilyRecord<'workerLog'>[],
): Stay<FamilyRecord<'workerLog'>>[] {
  return latestStays(
    records,
    (r) => `${r.EntityHierarchy}\n${r.ProfileId}`,
    (r) => isClockIn(r.eventType),
  );
}

/** A parking event's leading event, as far as the on-site rule reads it (spec/workers.md §3). */
export interface ParkingLeading {
  vehicleDetails?: { parkingLicensePlate?: unknown };
  personDetails?: unknown;
}

/** The leading event of a parking record; undefined where it is not an object (or its vehicle). */
export function parkingLeading(record: FamilyRecord<'parkingLog'>): ParkingLeading | undefined {
  const leading = record.leadingEvent;
  if (!isRecord(leading)) return undefined;
  const vehicle = leading.vehicleDetails;
  if (vehicle === undefined) return { personDetails: leading.personDetails };
  if (!isRecord(vehicle)) return undefined;
  return {
    vehicleDetails: { parkingLicensePlate: vehicle.parkingLicensePlate },
    personDetails: leading.personDetails,
  };
}

export function licensePlate(record: FamilyRecord<'parkingLog'>): string {
  return plateIdentity(parkingLeading(record)?.vehicleDetails?.parkingLicensePlate);
}

/** Each vehicle's latest arrival (ON_SITE, CHECKED_IN) with the departure that followed it. */
export function parkingStays(
  records: readonly FamilyRecord<'parkingLog'>[],
): Stay<FamilyRecord<'parkingLog'>>[] {
  return latestStays(
    records,
    (r) => `${r.EntityHierarchy}\n${licensePlate(r) || r.evtTimeStampUniqueAttributeValue}`,
    (r) => isParkingArrival(r.vehicleStatus),
  );
}

/** Arrivals before `before` with no departure, newest first, from records since `since`. */
function openArrivals<R extends { evtTimeStamp: number }>(
  stays: (records: readonly R[]) => Stay<R>[],
  records: readonly R[],
  before: number,
  since: number,
): R[] {
  const read = since > 0 ? records.filter((record) => record.evtTimeStamp >= since) : records;
  return stays(read)
    .filter((stay) => stay.leftAt === undefined && stay.arrival.evtTimeStamp < before)
    .map((stay) => stay.arrival)
    .sort((a, b) => b.evtTimeStamp - a.evtTimeStamp);
}

type OpenArrivals<F extends StayFamily> = (
  records: readonly FamilyRecord<F>[],
  before: number,
  since: number,
) => FamilyRecord<F>[];

/** Each family's rule, typed per family (indexed by a generic family, it keeps its type). */
const OPEN_ARRIVALS: { [F in StayFamily]: OpenArrivals<F> } = {
  visitorLog: (records, before, since) => openArrivals(visitorStays, records, before, since),
  workerLog: (records, before, since) => openArrivals(workerStays, records, before, since),
  parkingLog: (records, before, since) => openArrivals(parkingStays, records, before, since),
};

/**
 * The arrivals of `records` before `before` with no departure yet, newest first: who is still on
 * site having arrived before a log's range, as far as the records say. Records before `since` are
 * not read (the look-back's own window, should rows of another window be passed).
 */
export function stillOnSiteBefore<F extends StayFamily>(
  family: F,
  records: readonly FamilyRecord<F>[],
  before: number,
  since = 0,
): FamilyRecord<F>[] {
  const rule: OpenArrivals<F> = OPEN_ARRIVALS[family];
  return rule(records, before, since);
}
