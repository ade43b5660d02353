import type { EvacAudience, EvacPersonRef } from '../../../contract/evacuation.ts';
import {
  isParkingArrival,
  PARKING_ARRIVAL_STATUSES,
  plateIdentity,
} from '../../../contract/presence.ts';
import type { Sql } from '../../db/database.ts';

/**
 * Who a mark names, as the stored records tell it: the audience they belong to and when they
 * left. The SQL mirrors contract/presence.ts (leftAtAfter), as the roll call reads it, so a person
 * the roll call lists can be marked; personStays.test.ts checks the mirror on generated events:
 * - VISITOR: a visitor log event; left at its evtTimeStampOut.
 * - EMPLOYEE: a worker log event (on-site employees); left at the first CLOCK_OUT of the same
 *   ProfileId at that location from that event on (the event itself when it is a clock-out;
 *   every event that is not a CLOCK_IN is a departure).
 *   Or, when no such event exists, `{activatedTimestamp}#{ProfileId}` of an employee directory
 *   entry (the directory audience): that evacuation's entry, never "left".
 * - PARKING: a parking log event; left at the first event of the same licence plate at that
 *   location from that event on that is not an arrival (the event itself when it is not one).
 */
export interface PersonStay {
  audience: EvacAudience;
  /** When they left (undefined while on site). */
  leftAt?: number;
  /** For a directory entry: the start (activatedTimestamp) of the evacuation it belongs to. */
  evacuationStart?: number;
}

/** The characters String.prototype.trim removes (plateIdentity), for SQL's btrim. */
const JS_WHITESPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

interface StoredEvent {
  evt_time: number | string;
  record: Record<string, unknown>;
}

async function storedEvent(
  tx: Sql,
  table: string,
  hierarchy: string,
  key: string,
): Promise<StoredEvent | undefined> {
  const result = await tx.query<StoredEvent>(
    `SELECT evt_time, record FROM ${table} WHERE hierarchy = $1 AND sort_key = $2 AND NOT deleted`,
    [hierarchy, key],
  );
  return result.rows[0];
}

async function firstTime(tx: Sql, sql: string, params: unknown[]): Promise<number | undefined> {
  const result = await tx.query<{ at: number | string | null }>(sql, params);
  const at = result.rows[0]?.at;
  return at === null || at === undefined ? undefined : Number(at);
}

const leftAtOrNot = (leftAt: number | undefined) => (leftAt === undefined ? {} : { leftAt });

async function visitorStay(tx: Sql, person: EvacPersonRef): Promise<PersonStay | null> {
  const event = await storedEvent(
    tx,
    'visitor_log',
    person.EntityHierarchy,
    person.evtTimeStampProfileID ?? '',
  );
  if (!event) return null;
  const out = event.record.evtTimeStampOut;
  return { audience: 'onsiteVisitors', ...leftAtOrNot(typeof out === 'number' ? out : undefined) };
}

async function employeeStay(tx: Sql, person: EvacPersonRef): Promise<PersonStay | null> {
  const key = person.evtTimeStampProfileID ?? '';
  const event = await storedEvent(tx, 'worker_log', person.EntityHierarchy, key);
  if (event) {
    const leftAt = await firstTime(
      tx,
      `SELECT min(evt_time) AS at FROM worker_log
        WHERE hierarchy = $1 AND NOT deleted AND evt_time >= $2
          AND record->>'ProfileId' = $3 AND record->>'eventType' IS DISTINCT FROM 'CLOCK_IN'`,
      [person.EntityHierarchy, Number(event.evt_time), String(event.record.ProfileId ?? '')],
    );
    return { audience: 'onsiteEmployees', ...leftAtOrNot(leftAt) };
  }
  const entry = /^(\d{1,16})#(.+)$/.exec(key);
  if (!entry?.[1] || !entry[2]) return null;
  const directory = await tx.query(
    'SELECT 1 FROM directory_people WHERE hierarchy = $1 AND sort_key = $2 AND NOT deleted',
    [person.EntityHierarchy, entry[2]],
  );
  if (directory.rows.length === 0) return null;
  return { audience: 'employeeDirectory', evacuationStart: Number(entry[1]) };
}

async function parkingStay(tx: Sql, person: EvacPersonRef): Promise<PersonStay | null> {
  const event = await storedEvent(
    tx,
    'parking_log',
    person.EntityHierarchy,
    person.evtTimeStampUniqueAttributeValue ?? '',
  );
  if (!event) return null;
  const at = Number(event.evt_time);
  if (!isParkingArrival(event.record.vehicleStatus)) {
    return { audience: 'onsiteParking', leftAt: at };
  }
  const plate = licencePlate(event.record);
  // Without a plate the roll call knows the vehicle by this event alone: an arrival, not left.
  if (plate === '') return { audience: 'onsiteParking' };
  const leftAt = await firstTime(
    tx,
    `SELECT min(evt_time) AS at FROM parking_log
      WHERE hierarchy = $1 AND NOT deleted AND evt_time >= $2
        AND NOT (coalesce(record->>'vehicleStatus', '') = ANY($3::text[]))
        AND jsonb_typeof(record->'leadingEvent'->'vehicleDetails'->'parkingLicensePlate') = 'string'
        AND btrim(record->'leadingEvent'->'vehicleDetails'->>'parkingLicensePlate', $5) = $4`,
    [person.EntityHierarchy, at, PARKING_ARRIVAL_STATUSES, plate, JS_WHITESPACE],
  );
  return { audience: 'onsiteParking', ...leftAtOrNot(leftAt) };
}

/** The event's licence plate, trimmed ('' when it has none). */
function licencePlate(record: Record<string, unknown>): string {
  const leading = record.leadingEvent;
  if (leading === null || typeof leading !== 'object' || !('vehicleDetails' in leading)) return '';
  const vehicle = leading.vehicleDetails;
  if (vehicle === null || typeof vehicle !== 'object' || !('parkingLicensePlate' in vehicle)) {
    return '';
  }
  return plateIdentity(vehicle.parkingLicensePlate);
}

/** The stay of the person a mark names; null when no stored record names them. */
export function personStay(tx: Sql, person: EvacPersonRef): Promise<PersonStay | null> {
  switch (person.type) {
    case 'VISITOR':
      return visitorStay(tx, person);
    case 'EMPLOYEE':
      return employeeStay(tx, person);
    case 'PARKING':
      return parkingStay(tx, person);
  }
}
