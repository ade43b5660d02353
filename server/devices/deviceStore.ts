import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  DEVICE_KEY_PREFIX,
  type DeviceConnectionState,
  type DeviceKind,
} from '../../contract/resources.ts';
import type { Sql } from '../db/database.ts';
import { readRecordWindow } from '../api/records/readRecords.ts';
import { writeRecords } from '../api/records/writeRecords.ts';

/**
 * Devices (contract/resources.ts): the `devices` record family and the SHA-256 of each device's
 * key (device_keys, migration 029). Connection changes are record writes, so they reach open
 * screens through the change feed and globalEvents like any other change.
 */

export function hashDeviceKey(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function newDeviceKey(): string {
  return `${DEVICE_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function newDeviceId(): string {
  return randomUUID();
}

export interface NewDevice {
  EntityHierarchy: string;
  deviceId: string;
  name: string;
  kind: DeviceKind;
  registeredBy: string;
}

/** Stores a new device (DISCONNECTED until it connects) and the hash of its key. */
export async function insertDevice(
  tx: Sql,
  device: NewDevice,
  key: string,
  now: number,
): Promise<void> {
  await tx.query('INSERT INTO device_keys (device_id, hierarchy, key_hash) VALUES ($1, $2, $3)', [
    device.deviceId,
    device.EntityHierarchy,
    hashDeviceKey(key),
  ]);
  await writeRecords(
    tx,
    'devices',
    [
      {
        kind: 'upsert',
        hierarchy: device.EntityHierarchy,
        key: device.deviceId,
        eventTime: null,
        record: {
          deviceId: device.deviceId,
          name: device.name,
          kind: device.kind,
          connectionState: 'DISCONNECTED',
          registeredAt: now,
          registeredBy: device.registeredBy,
        },
      },
    ],
    now,
  );
}

/** Removes a device: its record becomes a tombstone and its key stops connecting. */
export async function removeDevice(
  tx: Sql,
  hierarchy: string,
  deviceId: string,
  now: number,
): Promise<void> {
  await tx.query('DELETE FROM device_keys WHERE device_id = $1', [deviceId]);
  await writeRecords(tx, 'devices', [{ kind: 'remove', hierarchy, key: deviceId }], now);
}

/** The device a key belongs to (its location), or null for an unknown key or removed device. */
export async function deviceOfKey(
  sql: Sql,
  deviceId: string,
  key: string,
): Promise<{ hierarchy: string } | null> {
  const result = await sql.query<{ hierarchy: string; key_hash: string }>(
    'SELECT hierarchy, key_hash FROM device_keys WHERE device_id = $1',
    [deviceId],
  );
  const row = result.rows[0];
  if (!row) return null;
  const given = Buffer.from(hashDeviceKey(key), 'hex');
  const stored = Buffer.from(row.key_hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored)
    ? { hierarchy: row.hierarchy }
    : null;
}

/** Records a device's connect or disconnect (connectedAt / lastSeenAt); no-op when removed. */
export async function recordDeviceConnection(
  tx: Sql,
  hierarchy: string,
  deviceId: string,
  state: DeviceConnectionState,
  now: number,
): Promise<void> {
  const { items } = await readRecordWindow(tx, 'devices', {
    hierarchies: [hierarchy],
    beginTime: 0,
    endTime: Number.MAX_SAFE_INTEGER,
    keys: [{ hierarchy, key: deviceId }],
  });
  const current = items[0];
  if (!current) return;
  const { EntityHierarchy: _h, lmt: _l, changeSeq: _c, ...record } = current;
  const next =
    state === 'CONNECTED'
      ? { ...record, connectionState: state, connectedAt: now, lastSeenAt: now }
      : { ...record, connectionState: state, lastSeenAt: now };
  await writeRecords(
    tx,
    'devices',
    [{ kind: 'upsert', hierarchy, key: deviceId, eventTime: null, record: next }],
    now,
  );
}
