import { z } from 'zod';
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
const leadingEvent = z.looseObject({
  vehicleDetails: z.looseObject({ parkingLicensePlate: z.unknown() }).optional(),
  personDetails: z.unknown(),
});

export function parkingLeading(record: FamilyRecord<'parkingLog'>) {
  const parsed = leadingEvent.safeParse(record.leadingEvent);
  return parsed.success ? parsed.data : undefined;
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

/** The stays of a family's records. */
export function staysOf<F extends StayFamily>(
  family: F,
  records: readonly FamilyRecord<F>[],
): Stay<FamilyRecord<F>>[] {
  switch (family) {
    case 'visitorLog':
      return visitorStays(records as readonly FamilyRecord<'visitorLog'>[]) as Stay<
        FamilyRecord<F>
      >[];
    case 'workerLog':
      return workerStays(records as readonly FamilyRecord<'workerLog'>[]) as Stay<
        FamilyRecord<F>
      >[];
    default:
      return parkingStays(records as readonly FamilyRecord<'parkingLog'>[]) as Stay<
        FamilyRecord<F>
      >[];
  }
}

/** The arrivals of `records` with no departure yet: who is on site now, as far as they say. */
export function stillOnSite<F extends StayFamily>(
  family: F,
  records: readonly FamilyRecord<F>[],
): FamilyRecord<F>[] {
  return staysOf(family, records)
    .filter((stay) => stay.leftAt === undefined)
    .map((stay) => stay.arrival);
}
