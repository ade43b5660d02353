import type { FamilyRecord } from '../../kit/index.ts';

/**
 * The one rule for who is on site, read by the roll call (evacuation/rollCallPeople.ts) and by the
 * logs that keep earlier arrivals in view (useOnSiteBefore.ts): an arrival (sign-in, clock-in,
 * vehicle in) at most ON_SITE_LOOKBACK_MS before the moment asked about, with no departure after
 * it. A day, so night shifts and overnight visitors count.
 */
export const ON_SITE_LOOKBACK_MS = 24 * 60 * 60_000;

/** The families whose records say who arrived and left. */
export type StayFamily = 'visitorLog' | 'workerLog' | 'parkingLog';

/** An arrival with the departure that followed it, if any. */
export interface Stay<R> {
  arrival: R;
  /** When they left; undefined while on site. */
  leftAt?: number;
}

/** A visitor record is its own stay: the sign-in, and the sign-out once there is one. */
export function visitorStays(
  records: readonly FamilyRecord<'visitorLog'>[],
): Stay<FamilyRecord<'visitorLog'>>[] {
  return records.map((arrival) => {
    const leftAt = arrival.evtTimeStampOut ?? undefined;
    return leftAt === undefined ? { arrival } : { arrival, leftAt };
  });
}

/**
 * Pairs arrivals with departures per identity (a worker, a vehicle): the latest arrival of each,
 * with the first departure after it.
 */
function latestStays<R extends { evtTimeStamp: number }>(
  events: readonly R[],
  identity: (event: R) => string,
  isArrival: (event: R) => boolean,
): Stay<R>[] {
  const byIdentity = new Map<string, R[]>();
  for (const event of events) {
    const id = identity(event);
    const list = byIdentity.get(id);
    if (list) list.push(event);
    else byIdentity.set(id, [event]);
  }
  return [...byIdentity.values()].flatMap((list) => {
    const ordered = [...list].sort((a, b) => a.evtTimeStamp - b.evtTimeStamp);
    const arrival = ordered.filter(isArrival).at(-1);
    if (!arrival) return [];
    const departure = ordered.find((e) => !isArrival(e) && e.evtTimeStamp >= arrival.evtTimeStamp);
    return [departure ? { arrival, leftAt: departure.evtTimeStamp } : { arrival }];
  });
}

/** Each worker's latest clock-in with the clock-out that followed it. */
export function workerStays(
  records: readonly FamilyRecord<'workerLog'>[],
): Stay<FamilyRecord<'workerLog'>>[] {
  return latestStays(
    records,
    (r) => `${r.EntityHierarchy}\n${r.ProfileId}`,
    (r) => r.eventType === 'CLOCK_IN',
  );
}

const PARKING_ARRIVALS = new Set(['ON_SITE', 'CHECKED_IN']);

/** A parking event's leading event, as far as the on-site rule reads it (spec/workers.md §3). */
export interface ParkingLeading {
  vehicleDetails?: { parkingLicensePlate?: unknown };
  personDetails?: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The leading event of a parking record; undefined where it is not an object (or its vehicle). */
export function parkingLeading(record: FamilyRecord<'parkingLog'>): ParkingLeading | undefined {
  const leading = record.leadingEvent;
  if (!isObject(leading)) return undefined;
  const vehicle = leading.vehicleDetails;
  if (vehicle !== undefined && !isObject(vehicle)) return undefined;
  return leading as ParkingLeading;
}

export function licensePlate(record: FamilyRecord<'parkingLog'>): string {
  const plate = parkingLeading(record)?.vehicleDetails?.parkingLicensePlate;
  return typeof plate === 'string' ? plate.trim() : '';
}

/** Each vehicle's latest arrival (ON_SITE, CHECKED_IN) with the departure that followed it. */
export function parkingStays(
  records: readonly FamilyRecord<'parkingLog'>[],
): Stay<FamilyRecord<'parkingLog'>>[] {
  return latestStays(
    records,
    (r) => `${r.EntityHierarchy}\n${licensePlate(r) || r.evtTimeStampUniqueAttributeValue}`,
    (r) => PARKING_ARRIVALS.has(r.vehicleStatus ?? ''),
  );
}

/** A family's stay rule, as the generic code below reads it (arrival times only). */
type StayRule = (records: readonly { evtTimeStamp: number }[]) => Stay<{ evtTimeStamp: number }>[];

// One rule per family; typed per family above, read here through their common arrival time.
const STAY_RULES = {
  visitorLog: visitorStays,
  workerLog: workerStays,
  parkingLog: parkingStays,
} as unknown as Record<StayFamily, StayRule>;

/**
 * The arrivals of `records` before `before` with no departure yet, newest first: who is still on
 * site having arrived before a log's range, as far as the records say.
 */
export function stillOnSiteBefore<F extends StayFamily>(
  family: F,
  records: readonly FamilyRecord<F>[],
  before: number,
): FamilyRecord<F>[] {
  const arrivals = STAY_RULES[family](records as unknown as readonly { evtTimeStamp: number }[])
    .filter((stay) => stay.leftAt === undefined && stay.arrival.evtTimeStamp < before)
    .map((stay) => stay.arrival)
    .sort((a, b) => b.evtTimeStamp - a.evtTimeStamp);
  return arrivals as unknown as FamilyRecord<F>[];
}
