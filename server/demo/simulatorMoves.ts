import { writeRecords } from '../api/records/writeRecords.ts';
import type { Database } from '../db/database.ts';
import { parkingEventUpsert, randomPlate } from './parking.ts';
import { pick } from './people.ts';
import { startOfDay } from './visitorHistory.ts';
import { type DemoWorker, workerEventUpsert } from './workforce.ts';

/** A write the simulator made: which action, where and the record key. */
export interface SimulatedWrite {
  action: 'clockIn' | 'clockOut' | 'parkingIn' | 'parkingOut';
  hierarchy: string;
  key: string;
}

/**
 * Clocks a random worker of the directory in, or out when their last event today was a clock-in.
 * Null when the organisation has no directory.
 */
export async function clockWorker(
  db: Database,
  organisationId: string,
  random: () => number,
  now: number,
): Promise<SimulatedWrite | null> {
  const people = await db.query<{ hierarchy: string; record: DemoWorker }>(
    `SELECT hierarchy, record FROM directory_people
      WHERE NOT deleted AND starts_with(hierarchy, $1 || '#') ORDER BY hierarchy, sort_key`,
    [organisationId],
  );
  if (people.rows.length === 0) return null;
  const { hierarchy, record } = pick(random, people.rows);
  const worker: DemoWorker = { ...record, hierarchy };
  const last = await db.query<{ record: { eventType: string; evtTimeStamp: number } }>(
    `SELECT record FROM worker_log
      WHERE NOT deleted AND hierarchy = $1 AND evt_time >= $2 AND record->>'ProfileId' = $3
      ORDER BY evt_time DESC LIMIT 1`,
    [hierarchy, startOfDay(now), worker.ProfileId],
  );
  const clockedIn = last.rows[0]?.record.eventType === 'CLOCK_IN';
  const upsert = clockedIn
    ? workerEventUpsert(worker, 'CLOCK_OUT', now, last.rows[0]?.record.evtTimeStamp ?? now)
    : workerEventUpsert(worker, 'CLOCK_IN', now, now);
  await db.transaction((tx) => writeRecords(tx, 'workerLog', [upsert], now));
  return { action: clockedIn ? 'clockOut' : 'clockIn', hierarchy, key: upsert.key };
}

/** A parked vehicle leaves (now and then), or a new one arrives at one of `sites`. */
export async function moveParking(
  db: Database,
  sites: readonly string[],
  random: () => number,
  now: number,
): Promise<SimulatedWrite | null> {
  if (sites.length === 0) return null;
  const parked = await db.query<{ hierarchy: string; plate: string; status: string }>(
    `SELECT DISTINCT ON (hierarchy, plate) hierarchy, plate, status FROM (
       SELECT hierarchy, evt_time, record->>'vehicleStatus' AS status,
              record->'leadingEvent'->'vehicleDetails'->>'parkingLicensePlate' AS plate
         FROM parking_log WHERE NOT deleted AND hierarchy = ANY($1::text[]) AND evt_time >= $2
     ) e ORDER BY hierarchy, plate, evt_time DESC`,
    [sites, startOfDay(now)],
  );
  const onSite = parked.rows.filter((row) => row.status === 'ON_SITE');
  const leaving = onSite.length > 0 && random() < 0.5 ? pick(random, onSite) : undefined;
  const upsert = leaving
    ? parkingEventUpsert(leaving.hierarchy, now, leaving.plate, false, random)
    : parkingEventUpsert(pick(random, sites), now, randomPlate(random), true, random);
  await db.transaction((tx) => writeRecords(tx, 'parkingLog', [upsert], now));
  return {
    action: leaving ? 'parkingOut' : 'parkingIn',
    hierarchy: upsert.hierarchy,
    key: upsert.key,
  };
}
