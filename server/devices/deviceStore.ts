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
  await insertDeviceKey(tx, device.deviceId, device.EntityHierarchy, key, now);
  await writeDeviceRecord(tx, device, now);
}

/** The hash of a device's key, made `now` (the key's age decides a kiosk's key rotation). */
export async function insertDeviceKey(
  tx: Sql,
  deviceId: string,
  hierarchy: string,
  key: string,
  now: number,
): Promise<void> {
  await tx.query(
    'INSERT INTO device_keys (device_id, hierarchy, key_hash, key_created_at) VALUES ($1, $2, $3, $4)',
    [deviceId, hierarchy, hashDeviceKey(key), now],
  );
}

/** A new device's record (DISCONNECTED), with `extra` fields (a kiosk's pairingExpiresAt). */
export async function writeDeviceRecord(
  tx: Sql,
  device: NewDevice,
  now: number,
  extra: Record<string, unknown> = {},
): Promise<void> {
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
          ...extra,
        },
      },
    ],
    now,
  );
}

/**
 * Removes a device: its record becomes a tombstone, its key stops connecting (and a kiosk's
 * heartbeat answers KIOSK_REVOKED), and a kiosk's pairing code, if any, stops pairing. Rows are
 * touched in the order the kiosk routes take them (pairing, key, then the change feed's lock),
 * so the two cannot deadlock.
 */
export async function removeDevice(
  tx: Sql,
  hierarchy: string,
  deviceId: string,
  now: number,
): Promise<void> {
  await tx.query('DELETE FROM kiosk_pairings WHERE device_id = $1', [deviceId]);
  await tx.query('DELETE FROM device_keys WHERE device_id = $1', [deviceId]);
  await writeRecords(tx, 'devices', [{ kind: 'remove', hierarchy, key: deviceId }], now);
}

/** A device's stored key hashes (device_keys). */
export interface StoredDeviceKey {
  deviceId: string;
  hierarchy: string;
  keyHash: string;
  nextKeyHash: string | null;
  keyCreatedAt: number;
}

export async function readDeviceKey(sql: Sql, deviceId: string): Promise<StoredDeviceKey | null> {
  const result = await sql.query<{
    hierarchy: string;
    key_hash: string;
    next_key_hash: string | null;
    key_created_at: number | string;
  }>(
    'SELECT hierarchy, key_hash, next_key_hash, key_created_at FROM device_keys WHERE device_id = $1',
    [deviceId],
  );
  const row = result.rows[0];
  return row
    ? {
        deviceId,
        hierarchy: row.hierarchy,
        keyHash: row.key_hash,
        nextKeyHash: row.next_key_hash,
        keyCreatedAt: Number(row.key_created_at),
      }
    : null;
}

function sameHash(a: string, b: string): boolean {
  const given = Buffer.from(a, 'hex');
  const stored = Buffer.from(b, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Which of the device's keys `key` is: its current key, its replacement (rotation), or neither. */
export function matchDeviceKey(stored: StoredDeviceKey, key: string): 'current' | 'next' | null {
  const given = hashDeviceKey(key);
  if (sameHash(given, stored.keyHash)) return 'current';
  if (stored.nextKeyHash !== null && sameHash(given, stored.nextKeyHash)) return 'next';
  return null;
}

/**
 * The device a key belongs to (its location), or null for an unknown key or removed device.
 * Both the current key and a kiosk's replacement key (rotation, server/kiosk/kioskHeartbeat.ts)
 * are accepted: the replacement was answered only to a holder of the current key, and the kiosk
 * may switch to it on its broker connection before its next heartbeat promotes it; refusing it
 * would drop the kiosk off the broker in between. Only the heartbeat promotes it.
 */
export async function deviceOfKey(
  sql: Sql,
  deviceId: string,
  key: string,
): Promise<{ hierarchy: string } | null> {
  const stored = await readDeviceKey(sql, deviceId);
  return stored && matchDeviceKey(stored, key) !== null ? { hierarchy: stored.hierarchy } : null;
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
