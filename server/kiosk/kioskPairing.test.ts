import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  deviceAuthorization,
  formatKioskCode,
  KIOSK_CODE_ALPHABET,
  KIOSK_CODE_LENGTH,
  KIOSK_HEARTBEAT_PATH,
  KIOSK_KEY_ROTATION_MS,
  KIOSK_PAIR_ATTEMPTS_PER_MINUTE,
  KIOSK_PAIR_PATH,
  KIOSK_PAIRING_TTL_MS,
  kioskHeartbeatResponse,
  kioskPairResponse,
} from '../../contract/kioskPairing.ts';
import type { ManageDevicesRequest } from '../../contract/resources.ts';
import { deviceOfKey } from '../devices/deviceStore.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { KIOSK_CONTACT_WRITE_MS } from './kioskHeartbeat.ts';

const SITE = 'acme#north#pretoria';
const INVALID_MESSAGE = 'This pairing code is not valid. Ask an administrator for a new one.';
const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);

let server: TestServer;
let committed = 0;
/** Each test pairs from its own address, so the rate limit of one does not touch the others. */
let address = 0;
const nextAddress = () => {
  address += 1;
  return `198.51.100.${address}`;
};

beforeAll(async () => {
  server = await createTestServer({}, { onCommitted: () => (committed += 1) });
});
afterAll(async () => {
  await server.app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Date alone is faked (not timers): the database and Fastify keep working. */
function clockAt(at: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function manage(body: ManageDevicesRequest, as = 'demo-admin', headers = {}) {
  return server.call('resourceOperations/manageDevices', body, as, headers);
}

async function startPairing(name = 'Front door kiosk', hierarchy = SITE, headers = {}) {
  const response = await manage(
    { operation: 'PAIR_KIOSK', EntityHierarchy: hierarchy, name },
    'demo-admin',
    headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { deviceId: string; pairingCode: string; pairingExpiresAt: number };
}

function pair(code: string, from: string, appVersion?: string) {
  return server.app.inject({
    method: 'POST',
    url: KIOSK_PAIR_PATH,
    remoteAddress: from,
    payload: { code, ...(appVersion === undefined ? {} : { appVersion }) },
  });
}

async function pairedKiosk(name = 'Paired kiosk') {
  const { pairingCode } = await startPairing(name);
  const response = await pair(pairingCode, nextAddress(), '1.0.0');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { deviceId: string; deviceKey: string };
}

function heartbeat(
  deviceId: string,
  key: string,
  body: unknown = { appVersion: '1.0.0', pendingChanges: 0 },
) {
  return server.app.inject({
    method: 'POST',
    url: KIOSK_HEARTBEAT_PATH,
    headers: { authorization: deviceAuthorization(deviceId, key) },
    payload: body as object,
  });
}

async function deviceRecord(deviceId: string) {
  const response = await server.call(
    'resourceOperations/retrieveDevices',
    { query: { hierarchies: [SITE], beginTime: 0, endTime: 9_999_999_999_999 } },
    'demo-admin',
  );
  expect(response.statusCode, response.body).toBe(200);
  const items = (response.json() as { Items: Record<string, unknown>[] }).Items;
  return items.find((item) => item.deviceId === deviceId);
}

async function keyRow(deviceId: string) {
  const result = await server.db.query<Record<string, unknown>>(
    'SELECT key_hash, next_key_hash, key_created_at FROM device_keys WHERE device_id = $1',
    [deviceId],
  );
  return result.rows[0];
}

describe('PAIR_KIOSK', () => {
  test('answers a code once and registers a kiosk waiting for pairing, without a key', async () => {
    clockAt(T0);
    const headers = { 'idempotency-key': 'pair-kiosk-once-1' };
    const started = await startPairing('Front door kiosk', SITE, headers);
    expect(started.pairingCode).toHaveLength(KIOSK_CODE_LENGTH);
    for (const c of started.pairingCode) expect(KIOSK_CODE_ALPHABET).toContain(c);
    expect(started.pairingExpiresAt).toBe(T0 + KIOSK_PAIRING_TTL_MS);

    expect(await deviceRecord(started.deviceId)).toMatchObject({
      kind: 'KIOSK',
      name: 'Front door kiosk',
      connectionState: 'DISCONNECTED',
      pairingExpiresAt: T0 + KIOSK_PAIRING_TTL_MS,
      registeredBy: 'admin@example.com',
    });
    expect((await deviceRecord(started.deviceId))?.pairedAt).toBeUndefined();
    expect(await keyRow(started.deviceId)).toBeUndefined();

    // Only the code's hash is kept, and the idempotency store keeps no code either.
    const pairings = await server.db.query<{ code_hash: string }>(
      'SELECT * FROM kiosk_pairings WHERE device_id = $1',
      [started.deviceId],
    );
    expect(pairings.rows.map((row) => row.code_hash)).toEqual([sha256(started.pairingCode)]);
    expect(JSON.stringify(pairings.rows)).not.toContain(started.pairingCode);
    const repeat = await manage(
      { operation: 'PAIR_KIOSK', EntityHierarchy: SITE, name: 'Front door kiosk' },
      'demo-admin',
      headers,
    );
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({
      key: 'OPERATION_PROCESSED',
      deviceId: started.deviceId,
      pairingExpiresAt: started.pairingExpiresAt,
    });
    const stored = await server.db.query('SELECT * FROM idempotency_keys');
    expect(JSON.stringify(stored.rows)).not.toContain(started.pairingCode);
  });

  test('a HOST, an ADMIN without amResourceAdmin and another organisation are refused', async () => {
    const body = (hierarchy: string): ManageDevicesRequest => ({
      operation: 'PAIR_KIOSK',
      EntityHierarchy: hierarchy,
      name: 'Not allowed',
    });
    expect((await manage(body('acme#north#jhb-hq'), 'demo-host')).statusCode).toBe(403);
    expect((await manage(body('acme#south#george'), 'demo-marshal')).statusCode).toBe(403);
    expect((await manage(body(SITE), 'demo-other')).statusCode).toBe(403);
    const pending = await server.db.query(
      "SELECT * FROM kiosk_pairings WHERE created_by <> 'admin@example.com'",
    );
    expect(pending.rows).toEqual([]);
  });
});

describe('pairing', () => {
  test('the code, typed lower-case with a dash, pairs once and answers the key once', async () => {
    clockAt(T0);
    const { deviceId, pairingCode } = await startPairing('Lobby kiosk');
    const from = nextAddress();
    const before = committed;
    const response = await pair(formatKioskCode(pairingCode).toLowerCase(), from, '2.4.0');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const paired = kioskPairResponse.parse(response.json());
    expect(paired).toMatchObject({
      deviceId,
      organisationId: 'acme',
      EntityHierarchy: SITE,
      name: 'Lobby kiosk',
    });
    expect(paired.deviceKey).toMatch(/^ghd_[A-Za-z0-9_-]{43}$/);
    expect(committed).toBeGreaterThan(before);

    const row = await keyRow(deviceId);
    expect(row).toMatchObject({ key_hash: sha256(paired.deviceKey), next_key_hash: null });
    expect(Number(row?.key_created_at)).toBe(T0);
    const record = await deviceRecord(deviceId);
    expect(record).toMatchObject({ pairedAt: T0, lastContactAt: T0, appVersion: '2.4.0' });
    expect(record?.pairingExpiresAt).toBeUndefined();
    expect(await deviceOfKey(server.db, deviceId, paired.deviceKey)).toEqual({ hierarchy: SITE });

    const again = await pair(pairingCode, from);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ key: 'KIOSK_CODE_INVALID', message: INVALID_MESSAGE });
    // A code never issued answers the same.
    const unknown = await pair('ABCD-EFGH', from);
    expect(unknown.json()).toEqual(again.json());
  });

  test('an expired code does not pair; the device stays listed with its expired pairing', async () => {
    clockAt(T0);
    const late = await startPairing('Late kiosk');
    const onTime = await startPairing('On-time kiosk');
    vi.setSystemTime(T0 + KIOSK_PAIRING_TTL_MS - 1);
    expect((await pair(onTime.pairingCode, nextAddress())).statusCode).toBe(200);
    vi.setSystemTime(T0 + KIOSK_PAIRING_TTL_MS);
    const expired = await pair(late.pairingCode, nextAddress());
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ key: 'KIOSK_CODE_INVALID', message: INVALID_MESSAGE });
    expect(await deviceRecord(late.deviceId)).toMatchObject({
      pairingExpiresAt: T0 + KIOSK_PAIRING_TTL_MS,
    });
    expect(await keyRow(late.deviceId)).toBeUndefined();
  });

  test('a removed kiosk waiting for pairing cannot be paired', async () => {
    const { deviceId, pairingCode } = await startPairing('Removed before pairing');
    const removal = await manage({ operation: 'DELETE_EXISTING', EntityHierarchy: SITE, deviceId });
    expect(removal.statusCode).toBe(200);
    const rows = await server.db.query('SELECT 1 FROM kiosk_pairings WHERE device_id = $1', [
      deviceId,
    ]);
    expect(rows.rows).toEqual([]);
    expect((await pair(pairingCode, nextAddress())).statusCode).toBe(404);
  });

  test(`more than ${KIOSK_PAIR_ATTEMPTS_PER_MINUTE} wrong codes a minute from one address: 429`, async () => {
    clockAt(T0);
    const { pairingCode } = await startPairing('Rate limited kiosk');
    const guesser = nextAddress();
    for (let i = 0; i < KIOSK_PAIR_ATTEMPTS_PER_MINUTE; i += 1) {
      expect((await pair('ZZZZZZZZ', guesser)).statusCode).toBe(404);
    }
    const limited = await pair(pairingCode, guesser);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ key: 'KIOSK_PAIR_RATE_LIMITED' });
    // The limit is per address, and it lifts a minute after the failures.
    vi.setSystemTime(T0 + 60_000);
    expect((await pair(pairingCode, guesser)).statusCode).toBe(200);
  });

  test('a malformed body is refused 400 with a key, and does not count as a wrong code', async () => {
    const from = nextAddress();
    const short = await pair('ABC', from);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ key: 'VALIDATION_FAILED' });
    const notJson = await server.app.inject({
      method: 'POST',
      url: KIOSK_PAIR_PATH,
      remoteAddress: from,
      headers: { 'content-type': 'application/json' },
      payload: '{"code": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ key: 'VALIDATION_FAILED' });
    const extra = await pair('ABCDEFGH', from, '');
    expect(extra.statusCode).toBe(400);
  });
});

describe('heartbeat', () => {
  test('updates the device record, but rewrites an unchanged one only every 30 s', async () => {
    clockAt(T0);
    const { deviceId, deviceKey } = await pairedKiosk('Beating kiosk');
    vi.setSystemTime(T0 + 5_000);
    const first = await heartbeat(deviceId, deviceKey, { appVersion: '1.1.0', pendingChanges: 3 });
    expect(first.statusCode, first.body).toBe(200);
    const answer = kioskHeartbeatResponse.parse(first.json());
    expect(answer).toEqual({
      key: 'KIOSK_ACTIVE',
      deviceId,
      EntityHierarchy: SITE,
      name: 'Beating kiosk',
      serverTime: T0 + 5_000,
    });
    expect(await deviceRecord(deviceId)).toMatchObject({
      appVersion: '1.1.0',
      pendingChanges: 3,
      lastContactAt: T0 + 5_000,
    });

    // The same report 5 s later: no write (no change feed row, no publish).
    const feed = await server.feedCount();
    const before = committed;
    vi.setSystemTime(T0 + 10_000);
    expect(
      (await heartbeat(deviceId, deviceKey, { appVersion: '1.1.0', pendingChanges: 3 })).statusCode,
    ).toBe(200);
    expect(await server.feedCount()).toBe(feed);
    expect(committed).toBe(before);
    expect((await deviceRecord(deviceId))?.lastContactAt).toBe(T0 + 5_000);

    // A changed count is written at once; an unchanged report once lastContactAt is 30 s old.
    expect((await heartbeat(deviceId, deviceKey, { pendingChanges: 0 })).statusCode).toBe(200);
    expect(await deviceRecord(deviceId)).toMatchObject({
      appVersion: '1.1.0',
      pendingChanges: 0,
      lastContactAt: T0 + 10_000,
    });
    expect(committed).toBe(before + 1);
    vi.setSystemTime(T0 + 10_000 + KIOSK_CONTACT_WRITE_MS);
    expect((await heartbeat(deviceId, deviceKey, { pendingChanges: 0 })).statusCode).toBe(200);
    expect((await deviceRecord(deviceId))?.lastContactAt).toBe(
      T0 + 10_000 + KIOSK_CONTACT_WRITE_MS,
    );
  });

  test('a wrong key, an unknown device, or a removed kiosk: 401 KIOSK_REVOKED', async () => {
    const { deviceId, deviceKey } = await pairedKiosk('Revoked kiosk');
    const revoked = { key: 'KIOSK_REVOKED', message: 'This kiosk has been unpaired' };
    const wrong = await heartbeat(deviceId, `${deviceKey.slice(0, -2)}xx`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(revoked);
    expect((await heartbeat('no-such-device', deviceKey)).json()).toEqual(revoked);
    // A device registered for the broker is not a kiosk: its key does not beat.
    const tablet = await manage({
      operation: 'REGISTER_NEW',
      EntityHierarchy: SITE,
      name: 'Tablet',
      kind: 'RECEPTION_TABLET',
    });
    const { deviceId: tabletId, deviceKey: tabletKey } = tablet.json() as {
      deviceId: string;
      deviceKey: string;
    };
    expect((await heartbeat(tabletId, tabletKey)).statusCode).toBe(401);

    const noHeader = await server.app.inject({
      method: 'POST',
      url: KIOSK_HEARTBEAT_PATH,
      payload: { pendingChanges: 0 },
    });
    expect(noHeader.statusCode).toBe(401);
    expect(noHeader.json()).toMatchObject({ key: 'NO_CREDENTIALS' });
    const badBody = await heartbeat(deviceId, deviceKey, { pendingChanges: -1 });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toMatchObject({ key: 'VALIDATION_FAILED' });

    expect((await heartbeat(deviceId, deviceKey)).statusCode).toBe(200);
    const removal = await manage({ operation: 'DELETE_EXISTING', EntityHierarchy: SITE, deviceId });
    expect(removal.statusCode).toBe(200);
    const after = await heartbeat(deviceId, deviceKey);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(revoked);
    expect(await deviceRecord(deviceId)).toBeUndefined();
  });

  test('an old key is rotated: the next key works once stored, then the old one is refused', async () => {
    clockAt(T0);
    const { deviceId, deviceKey } = await pairedKiosk('Rotating kiosk');
    vi.setSystemTime(T0 + KIOSK_KEY_ROTATION_MS - 1);
    expect((await heartbeat(deviceId, deviceKey)).json()).not.toHaveProperty('nextDeviceKey');

    vi.setSystemTime(T0 + KIOSK_KEY_ROTATION_MS);
    const first = kioskHeartbeatResponse.parse((await heartbeat(deviceId, deviceKey)).json());
    expect(first.nextDeviceKey).toMatch(/^ghd_/);
    expect((await keyRow(deviceId))?.next_key_hash).toBe(sha256(first.nextDeviceKey ?? ''));
    // The kiosk did not keep it and beats with the old key again: a fresh next key replaces it.
    const second = kioskHeartbeatResponse.parse((await heartbeat(deviceId, deviceKey)).json());
    expect(second.nextDeviceKey).toMatch(/^ghd_/);
    expect(second.nextDeviceKey).not.toBe(first.nextDeviceKey);
    expect((await heartbeat(deviceId, first.nextDeviceKey ?? '')).statusCode).toBe(401);
    const next = second.nextDeviceKey ?? '';
    // The broker accepts either key meanwhile.
    expect(await deviceOfKey(server.db, deviceId, next)).toEqual({ hierarchy: SITE });
    expect(await deviceOfKey(server.db, deviceId, deviceKey)).toEqual({ hierarchy: SITE });

    vi.setSystemTime(T0 + KIOSK_KEY_ROTATION_MS + 5_000);
    const promoted = await heartbeat(deviceId, next);
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).not.toHaveProperty('nextDeviceKey');
    const row = await keyRow(deviceId);
    expect(row).toMatchObject({ key_hash: sha256(next), next_key_hash: null });
    expect(Number(row?.key_created_at)).toBe(T0 + KIOSK_KEY_ROTATION_MS + 5_000);
    const old = await heartbeat(deviceId, deviceKey);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ key: 'KIOSK_REVOKED' });
    expect(await deviceOfKey(server.db, deviceId, deviceKey)).toBeNull();
    expect((await heartbeat(deviceId, next)).statusCode).toBe(200);
  });
});
