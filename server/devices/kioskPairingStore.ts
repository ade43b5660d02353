import { createHash, randomInt } from 'node:crypto';
import { organisationOf } from '../../contract/hierarchy.ts';
import {
  KIOSK_CODE_ALPHABET,
  KIOSK_CODE_LENGTH,
  KIOSK_PAIRING_TTL_MS,
  type KioskPairResponse,
  normaliseKioskCode,
} from '../../contract/kioskPairing.ts';
import { readLiveRecordsForUpdate, recordId } from '../api/records/readRecords.ts';
import { writeRecords } from '../api/records/writeRecords.ts';
import type { Sql } from '../db/database.ts';
import { insertDeviceKey, newDeviceId, newDeviceKey, writeDeviceRecord } from './deviceStore.ts';

/**
 * Kiosk pairing codes (contract/kioskPairing.ts, migration 043 kiosk_pairings). Only the SHA-256
 * of the normalised code is kept; the code itself exists only in the PAIR_KIOSK answer (and is not
 * kept by the idempotency store: ANSWER_FIELDS_NOT_STORED).
 *
 * A code never used simply expires: the device record stays with its past `pairingExpiresAt`
 * (the device list shows the pairing as expired) until an administrator removes it or pairs a
 * new kiosk. It is not removed automatically: a device disappearing from the list while the
 * administrator walks to the tablet would be more confusing than a stale entry, and removal stays
 * an administrator's act in the change feed. Maintenance deletes only expired code rows
 * (deleteExpiredKioskPairings), which can no longer pair anything.
 */

export function hashKioskCode(code: string): string {
  return createHash('sha256').update(normaliseKioskCode(code), 'utf8').digest('hex');
}

/** KIOSK_CODE_LENGTH characters of KIOSK_CODE_ALPHABET, each drawn by crypto.randomInt. */
export function newKioskCode(): string {
  let code = '';
  for (let i = 0; i < KIOSK_CODE_LENGTH; i += 1) {
    code += KIOSK_CODE_ALPHABET[randomInt(KIOSK_CODE_ALPHABET.length)];
  }
  return code;
}

export interface KioskPairingStart {
  EntityHierarchy: string;
  name: string;
  createdBy: string;
}

/**
 * Registers a KIOSK device at the location, waiting for pairing (DISCONNECTED, pairingExpiresAt,
 * no key yet), and its pairing code; answers the code once.
 */
export async function startKioskPairing(
  tx: Sql,
  start: KioskPairingStart,
  now: number,
): Promise<{ deviceId: string; pairingCode: string; pairingExpiresAt: number }> {
  const deviceId = newDeviceId();
  const pairingExpiresAt = now + KIOSK_PAIRING_TTL_MS;
  let pairingCode: string | null = null;
  // 31^8 codes: a clash with a live code is all but impossible; draw again if it happens.
  for (let attempt = 0; attempt < 5 && pairingCode === null; attempt += 1) {
    const code = newKioskCode();
    const inserted = await tx.query(
      `INSERT INTO kiosk_pairings
         (code_hash, organisation_id, hierarchy, device_id, created_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (code_hash) DO NOTHING
       RETURNING code_hash`,
      [
        hashKioskCode(code),
        organisationOf(start.EntityHierarchy),
        start.EntityHierarchy,
        deviceId,
        start.createdBy,
        pairingExpiresAt,
      ],
    );
    if (inserted.rows.length > 0) pairingCode = code;
  }
  if (pairingCode === null) throw new Error('No free kiosk pairing code');
  await writeDeviceRecord(
    tx,
    {
      EntityHierarchy: start.EntityHierarchy,
      deviceId,
      name: start.name,
      kind: 'KIOSK',
      registeredBy: start.createdBy,
    },
    now,
    { pairingExpiresAt },
  );
  return { deviceId, pairingCode, pairingExpiresAt };
}

/**
 * Spends a live code (unexpired, unclaimed, its device not removed): marks it claimed, stores the
 * hash of a new device key and records the pairing on the device record (pairedAt,
 * lastContactAt, appVersion; pairingExpiresAt dropped). Null for an unknown, expired or spent
 * code; PairingGone is thrown (so the transaction, claim included, rolls back) when the code's
 * device is no longer waiting for pairing. Run it in one transaction. Rows are taken in removeDevice's order (pairing, key, change feed lock), so the two cannot
 * deadlock.
 */
export async function claimKioskPairing(
  tx: Sql,
  code: string,
  appVersion: string | undefined,
  now: number,
): Promise<KioskPairResponse | null> {
  const claimed = await tx.query<{ organisation_id: string; hierarchy: string; device_id: string }>(
    `UPDATE kiosk_pairings SET claimed_at = $2
      WHERE code_hash = $1 AND claimed_at IS NULL AND expires_at > $2
      RETURNING organisation_id, hierarchy, device_id`,
    [hashKioskCode(code), now],
  );
  const pairing = claimed.rows[0];
  if (!pairing) return null;
  const { hierarchy, device_id: deviceId } = pairing;
  const existingKey = await tx.query('SELECT 1 FROM device_keys WHERE device_id = $1', [deviceId]);
  if (existingKey.rows.length > 0) throw new PairingGone();
  const deviceKey = newDeviceKey();
  await insertDeviceKey(tx, deviceId, hierarchy, deviceKey, now);
  const live = await readLiveRecordsForUpdate(tx, 'devices', [{ hierarchy, key: deviceId }]);
  const current = live.get(recordId(hierarchy, deviceId));
  if (!current) throw new PairingGone();
  const {
    EntityHierarchy: _h,
    lmt: _l,
    changeSeq: _c,
    pairingExpiresAt: _p,
    ...record
  } = current.record;
  await writeRecords(
    tx,
    'devices',
    [
      {
        kind: 'upsert',
        hierarchy,
        key: deviceId,
        eventTime: null,
        record: {
          ...record,
          pairedAt: now,
          lastContactAt: now,
          ...(appVersion === undefined ? {} : { appVersion }),
        },
      },
    ],
    now,
  );
  return {
    key: 'KIOSK_PAIRED',
    deviceId,
    deviceKey,
    organisationId: pairing.organisation_id,
    EntityHierarchy: hierarchy,
    name: String(record.name ?? ''),
  };
}

/** A claimed code whose device is gone (or already keyed): the claim must roll back. */
export class PairingGone extends Error {
  constructor() {
    super('The pairing code names a device that no longer waits for pairing');
    this.name = 'PairingGone';
  }
}

/** Deletes the rows of expired codes (maintenance); they answer as unknown codes anyway. */
export async function deleteExpiredKioskPairings(sql: Sql, now = Date.now()): Promise<void> {
  await sql.query('DELETE FROM kiosk_pairings WHERE expires_at <= $1', [now]);
}
