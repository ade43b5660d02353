import {
  KIOSK_KEY_ROTATION_MS,
  type KioskHeartbeatRequest,
  type KioskHeartbeatResponse,
} from '../../contract/kioskPairing.ts';
import {
  readLiveRecordsForUpdate,
  readRecordWindow,
  recordId,
} from '../api/records/readRecords.ts';
import { writeRecords } from '../api/records/writeRecords.ts';
import type { Database, Sql } from '../db/database.ts';
import {
  hashDeviceKey,
  matchDeviceKey,
  newDeviceKey,
  readDeviceKey,
  type StoredDeviceKey,
} from '../devices/deviceStore.ts';

/**
 * A paired kiosk's heartbeat (contract/kioskPairing.ts KIOSK_HEARTBEAT_PATH): its credential, its
 * report on the device record, and its key rotation.
 *
 * The record is written only when the app version or the pending changes differ from the record,
 * or its lastContactAt is KIOSK_CONTACT_WRITE_MS old: a fleet of kiosks beating every 5 s must not
 * fill the change feed (and every open device list) with identical records.
 *
 * Rotation: when the current key is KIOSK_KEY_ROTATION_MS old, each heartbeat made with it answers
 * a fresh replacement (`nextDeviceKey`) and stores its hash as next_key_hash, replacing any earlier
 * one: a kiosk that still uses its old key did not keep the last replacement (or never received
 * it). Both keys work until the kiosk first beats with the replacement, which then becomes its
 * key (the old one stops working). The kiosk must therefore send one heartbeat at a time: a beat
 * with the old key still in flight when it switches would replace the key it switched to.
 */

/** A kiosk's record is rewritten at least this often while it beats (lastContactAt). */
export const KIOSK_CONTACT_WRITE_MS = 30_000;

export interface AuthenticatedKiosk {
  key: StoredDeviceKey;
  /** Which key the kiosk used. */
  used: 'current' | 'next';
  /** The device record as it was read (not locked). */
  record: Record<string, unknown>;
}

/** The kiosk a credential belongs to, or null: unknown device or key, removed, or not a KIOSK. */
export async function authenticateKiosk(
  db: Database,
  deviceId: string,
  deviceKey: string,
): Promise<AuthenticatedKiosk | null> {
  const key = await readDeviceKey(db, deviceId);
  if (!key) return null;
  const used = matchDeviceKey(key, deviceKey);
  if (!used) return null;
  const { items } = await readRecordWindow(db, 'devices', {
    hierarchies: [key.hierarchy],
    beginTime: 0,
    endTime: Number.MAX_SAFE_INTEGER,
    keys: [{ hierarchy: key.hierarchy, key: deviceId }],
  });
  const record = items[0] as Record<string, unknown> | undefined;
  if (record?.kind !== 'KIOSK') return null;
  return { key, used, record };
}

/** Thrown inside the heartbeat's transaction when the kiosk was removed meanwhile. */
class KioskGone extends Error {}

/**
 * Records a heartbeat of an authenticated kiosk; null when it was removed meanwhile. `wrote`
 * tells whether the device record changed (the caller then announces the commit).
 */
export async function recordKioskHeartbeat(
  db: Database,
  kiosk: AuthenticatedKiosk,
  report: KioskHeartbeatRequest,
  now: number,
): Promise<{ answer: KioskHeartbeatResponse; wrote: boolean } | null> {
  const { key, used, record } = kiosk;
  const rotate = used === 'current' && now - key.keyCreatedAt >= KIOSK_KEY_ROTATION_MS;
  const write = contactChanged(record, report, now);
  let nextDeviceKey: string | undefined;
  if (used === 'next' || rotate || write) {
    try {
      nextDeviceKey = await db.transaction(async (tx) => {
        // device_keys before the change feed's lock (readLiveRecordsForUpdate), the order of
        // removeDevice and of the pairing, so none of them can deadlock.
        if (used === 'next') await promoteNextKey(tx, key, now);
        const replacement = rotate ? await replaceNextKey(tx, key) : undefined;
        if (write) await writeContact(tx, key, report, now);
        return replacement;
      });
    } catch (error) {
      if (error instanceof KioskGone) return null;
      throw error;
    }
  }
  return {
    answer: {
      key: 'KIOSK_ACTIVE',
      deviceId: key.deviceId,
      EntityHierarchy: key.hierarchy,
      name: String(record.name ?? ''),
      ...(nextDeviceKey === undefined ? {} : { nextDeviceKey }),
      serverTime: now,
    },
    wrote: write,
  };
}

function contactChanged(
  record: Record<string, unknown>,
  report: KioskHeartbeatRequest,
  now: number,
): boolean {
  const lastContactAt = record.lastContactAt;
  return (
    (report.appVersion !== undefined && report.appVersion !== record.appVersion) ||
    report.pendingChanges !== record.pendingChanges ||
    typeof lastContactAt !== 'number' ||
    now - lastContactAt >= KIOSK_CONTACT_WRITE_MS
  );
}

/** The replacement key becomes the key, made now; the old key stops working. */
async function promoteNextKey(tx: Sql, key: StoredDeviceKey, now: number): Promise<void> {
  const promoted = await tx.query(
    `UPDATE device_keys SET key_hash = next_key_hash, next_key_hash = NULL, key_created_at = $3
      WHERE device_id = $1 AND next_key_hash = $2 RETURNING device_id`,
    [key.deviceId, key.nextKeyHash, now],
  );
  if (promoted.rows.length > 0) return;
  // A concurrent beat with the same key promoted it already; otherwise the device is gone.
  const current = await readDeviceKey(tx, key.deviceId);
  if (current === null || current.keyHash !== key.nextKeyHash) throw new KioskGone();
}

/** A fresh replacement key: its hash replaces any earlier replacement's. */
async function replaceNextKey(tx: Sql, key: StoredDeviceKey): Promise<string> {
  const next = newDeviceKey();
  const stored = await tx.query(
    'UPDATE device_keys SET next_key_hash = $2 WHERE device_id = $1 AND key_hash = $3 RETURNING device_id',
    [key.deviceId, hashDeviceKey(next), key.keyHash],
  );
  if (stored.rows.length === 0) throw new KioskGone();
  return next;
}

async function writeContact(
  tx: Sql,
  key: StoredDeviceKey,
  report: KioskHeartbeatRequest,
  now: number,
): Promise<void> {
  const ref = { hierarchy: key.hierarchy, key: key.deviceId };
  const live = await readLiveRecordsForUpdate(tx, 'devices', [ref]);
  const current = live.get(recordId(ref.hierarchy, ref.key));
  // Under the change feed's lock: a removal committed before sees no live record here, and one
  // still to come writes its tombstone after this, so a heartbeat never revives a removed kiosk.
  if (!current) throw new KioskGone();
  const { EntityHierarchy: _h, lmt: _l, changeSeq: _c, ...record } = current.record;
  await writeRecords(
    tx,
    'devices',
    [
      {
        kind: 'upsert',
        hierarchy: ref.hierarchy,
        key: ref.key,
        eventTime: null,
        record: {
          ...record,
          lastContactAt: now,
          pendingChanges: report.pendingChanges,
          ...(report.appVersion === undefined ? {} : { appVersion: report.appVersion }),
        },
      },
    ],
    now,
  );
}
