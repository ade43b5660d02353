/**
 * Who is on site, the one rule the roll call, the logs that keep earlier arrivals in view and the
 * server's evacuation marks read (docs/midnight-and-time-zones.md). The server's SQL mirror
 * (server/api/evacuation/personStays.ts) is tested against these functions.
 */

const DAY_MS = 24 * 60 * 60_000;

/**
 * How far back an arrival (sign-in, clock-in, vehicle in) still counts, in days: someone who
 * arrived at most this long before the moment asked about and has not left is on site, so a
 * visitor never signed out stays on the roll call for a week. The environment file's
 * `onSiteLookbackDays` changes it (1 to MAX_ON_SITE_LOOKBACK_DAYS); a longer look-back makes every
 * device that keeps the evacuation pack hold that many days of logs.
 */
export const DEFAULT_ON_SITE_LOOKBACK_DAYS = 7;
export const MAX_ON_SITE_LOOKBACK_DAYS = 90;

/** The look-back in milliseconds for `days` (the environment's setting; default when absent). */
export function onSiteLookbackMs(days: number | undefined = DEFAULT_ON_SITE_LOOKBACK_DAYS): number {
  return days * DAY_MS;
}

/** The default look-back in milliseconds. */
export const ON_SITE_LOOKBACK_MS = onSiteLookbackMs();

/** An arrival with the departure that followed it, if any. */
export interface Stay<R> {
  arrival: R;
  /** When they left; undefined while on site. */
  leftAt?: number;
}

/** The vehicle statuses of an arrival; any other status is a departure (spec/workers.md §3). */
export const PARKING_ARRIVAL_STATUSES: readonly string[] = ['ON_SITE', 'CHECKED_IN'];

export function isParkingArrival(vehicleStatus: unknown): boolean {
  return typeof vehicleStatus === 'string' && PARKING_ARRIVAL_STATUSES.includes(vehicleStatus);
}

export function isClockIn(eventType: unknown): boolean {
  return eventType === 'CLOCK_IN';
}

/** A licence plate as identities compare it: trimmed; '' when it is not a text. */
export function plateIdentity(plate: unknown): string {
  return typeof plate === 'string' ? plate.trim() : '';
}

/**
 * When the holder of `event` left: the first departure among `sameIdentity` (the events of the
 * same person or vehicle at the same location) at or after it; the event itself when it is a
 * departure. Undefined while on site.
 */
export function leftAtAfter<R extends { evtTimeStamp: number }>(
  event: R,
  sameIdentity: readonly R[],
  isArrival: (event: R) => boolean,
): number | undefined {
  let leftAt: number | undefined;
  for (const other of [event, ...sameIdentity]) {
    if (isArrival(other) || other.evtTimeStamp < event.evtTimeStamp) continue;
    if (leftAt === undefined || other.evtTimeStamp < leftAt) leftAt = other.evtTimeStamp;
  }
  return leftAt;
}

/**
 * Pairs arrivals with departures per identity (a worker, a vehicle): the latest arrival of each,
 * with the first departure at or after it.
 */
export function latestStays<R extends { evtTimeStamp: number }>(
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
    const arrival = [...list]
      .sort((a, b) => a.evtTimeStamp - b.evtTimeStamp)
      .filter(isArrival)
      .at(-1);
    if (!arrival) return [];
    const leftAt = leftAtAfter(arrival, list, isArrival);
    return [leftAt === undefined ? { arrival } : { arrival, leftAt }];
  });
}

/**
 * Whether an evacuation started at `startedAt` accounts for someone who left at `leftAt`: on site
 * when it started, or left after that (still to be accounted for).
 */
export function presentDuring(startedAt: number, leftAt: number | undefined): boolean {
  return leftAt === undefined || leftAt >= startedAt;
}
