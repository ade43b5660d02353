import { writeRecords } from '../api/records/writeRecords.ts';
import type { Database } from '../db/database.ts';
import type { DeviceDoor } from './deviceDoor.ts';
import { randomPlate, randomVehicleVisit } from './parking.ts';
import { pick } from './people.ts';
import { startOfDay } from './visitorHistory.ts';
import { type DemoWorker, workerEventUpsert } from './workforce.ts';

/** A write the simulator made: which action, where and the record key. */
export interface SimulatedWrite {
  action: 'clockIn' | 'clockOut' | 'biometricDone' | 'parkingIn' | 'parkingOut';
  hierarchy: string;
  key: string;
  /** Posted through the public API (which kicks the publisher itself), not written directly. */
  throughApi?: true;
}

/** The record key in a public API write's answer (`item.<field>`). */
function answeredKey(answer: Record<string, unknown>, field: string): string {
  const item = answer.item as Record<string, unknown> | undefined;
  return String(item?.[field] ?? '');
}

const DAY = 24 * 60 * 60 * 1000;
/** How often a clock-in or clock-out waits for biometric analysis (PENDING). */
const BIOMETRIC_PENDING = 0.15;
/** How often a worker on shift clocks in again instead of out (a missed clock-out). */
const MISSED_CLOCK_OUT = 0.1;
/** How often a step finishes the analysis of a PENDING event, when there is one. */
const BIOMETRIC_DONE = 0.5;

/**
 * A worker clocks: one of the directory at random clocks in, or out when their last event of the
 * last 24 hours was a clock-in (so a night shift ends the next morning), or now and then clocks in
 * again (a missed clock-out). Most events are a badge reader's, POSTed through `door` (the public
 * API); some come from a camera terminal and wait for biometric analysis (PENDING, a capability
 * the public API does not offer), written directly, which a later step finishes. Null when the
 * organisation has no directory.
 */
export async function clockWorker(
  db: Database,
  organisationId: string,
  random: () => number,
  now: number,
  door: DeviceDoor,
): Promise<SimulatedWrite | null> {
  if (random() < BIOMETRIC_DONE) {
    const done = await finishBiometricAnalysis(db, organisationId, now);
    if (done) return done;
  }
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
    [hierarchy, now - DAY, worker.ProfileId],
  );
  const clockedIn = last.rows[0]?.record.eventType === 'CLOCK_IN';
  const clockOut = clockedIn && random() >= MISSED_CLOCK_OUT;
  const options = { biometricPending: random() < BIOMETRIC_PENDING };
  const shift = new Date(now).getHours() >= 18 ? 'NIGHT' : 'DAY';
  if (!options.biometricPending) {
    const answer = await door.post('worker-log', {
      EntityHierarchy: hierarchy,
      eventType: clockOut ? 'CLOCK_OUT' : 'CLOCK_IN',
      person: { ProfileId: worker.ProfileId },
      evtTimeStamp: now,
      ...(clockOut ? {} : { shift }),
      deviceName: 'Demo badge reader',
    });
    const key = answeredKey(answer, 'evtTimeStampProfileID');
    return { action: clockOut ? 'clockOut' : 'clockIn', hierarchy, key, throughApi: true };
  }
  const upsert = clockOut
    ? workerEventUpsert(worker, 'CLOCK_OUT', now, last.rows[0]?.record.evtTimeStamp ?? now, options)
    : workerEventUpsert(worker, 'CLOCK_IN', now, now, { ...options, shift });
  await db.transaction((tx) => writeRecords(tx, 'workerLog', [upsert], now));
  return { action: clockOut ? 'clockOut' : 'clockIn', hierarchy, key: upsert.key };
}

/** The oldest PENDING worker event of the organisation gets its analysis result (a MODIFY). */
async function finishBiometricAnalysis(
  db: Database,
  organisationId: string,
  now: number,
): Promise<SimulatedWrite | null> {
  const pending = await db.query<{
    hierarchy: string;
    sort_key: string;
    evt_time: number | string;
    record: Record<string, unknown>;
  }>(
    `SELECT hierarchy, sort_key, evt_time, record FROM worker_log
      WHERE NOT deleted AND starts_with(hierarchy, $1 || '#')
        AND record->>'biometricProcessingStatus' = 'PENDING'
      ORDER BY evt_time, hierarchy, sort_key LIMIT 1`,
    [organisationId],
  );
  const row = pending.rows[0];
  if (!row) return null;
  const { EntityHierarchy: _h, lmt: _l, changeSeq: _c, ...record } = row.record;
  await db.transaction((tx) =>
    writeRecords(
      tx,
      'workerLog',
      [
        {
          kind: 'upsert',
          hierarchy: row.hierarchy,
          key: row.sort_key,
          eventTime: Number(row.evt_time),
          record: { ...record, biometricProcessingStatus: 'BIOMETRIC_N/A' },
        },
      ],
      now,
    ),
  );
  return { action: 'biometricDone', hierarchy: row.hierarchy, key: row.sort_key };
}

/**
 * A parked vehicle leaves (now and then), or a new one arrives at one of `sites`: a parking
 * scanner's event POSTed through `door` (the public API), which pairs a departure with its
 * arrival.
 */
export async function moveParking(
  db: Database,
  sites: readonly string[],
  random: () => number,
  now: number,
  door: DeviceDoor,
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
  const hierarchy = leaving ? leaving.hierarchy : pick(random, sites);
  const answer = await door.post('parking-log', {
    EntityHierarchy: hierarchy,
    parkingLicensePlate: leaving ? leaving.plate : randomPlate(random),
    vehicleStatus: leaving ? 'OFF_SITE' : 'ON_SITE',
    evtTimeStamp: now,
    // A departure takes the arrival's details (the server pairs them).
    ...(leaving ? {} : randomVehicleVisit(random)),
    deviceName: 'Demo parking scanner',
  });
  return {
    action: leaving ? 'parkingOut' : 'parkingIn',
    hierarchy,
    key: answeredKey(answer, 'evtTimeStampUniqueAttributeValue'),
    throughApi: true,
  };
}
