import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { workerLogRetrieved } from '../../contract/familyOperations.ts';
import { OPEN_END } from '../../contract/primitives.ts';
import {
  ACTIVE_SHIFT_LOOKBACK_MS,
  pairShifts,
  shiftLogWindow,
} from '../../contract/transitions/shiftPairing.ts';
import { type DeviceDoor, openDeviceDoor } from '../demo/deviceDoor.ts';
import { clockWorker } from '../demo/simulatorMoves.ts';
import { startOfDay } from '../demo/visitorHistory.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { writeRecords } from './records/writeRecords.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const HOUR = 3_600_000;
const OPERATION = 'workerLogOperations/employeeLogRetrieval';

function query(hierarchies: string[], beginTime: number, endTime = OPEN_END) {
  return { query: { hierarchies, beginTime, endTime } };
}

describe('employeeLogRetrieval', () => {
  test("answers today's log of a region with yesterday's open night shifts (ACTIVE look-back)", async () => {
    const today = startOfDay(Date.now());
    const window = shiftLogWindow({ beginTime: today, endTime: OPEN_END }, true);
    expect(window.beginTime).toBe(today - ACTIVE_SHIFT_LOOKBACK_MS);
    const response = await server.call(
      OPERATION,
      query(['acme#north'], window.beginTime),
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    const answer = workerLogRetrieved.parse(response.json());
    expect(answer.Items.length).toBeGreaterThan(0);
    for (const item of answer.Items) {
      expect(item.EntityHierarchy.startsWith('acme#north#')).toBe(true);
      expect(item.evtTimeStamp).toBeGreaterThanOrEqual(window.beginTime);
    }
    const { pairs } = pairShifts(answer.Items, { cutOff: window.cutOff });
    expect(pairs.length).toBeGreaterThan(0);
    // Before the cut-off only shifts still open then are kept.
    for (const pair of pairs.filter((p) => p.referenceTimeStamp < today)) {
      expect(pair.clockInEvent).not.toBeNull();
      expect(pair.clockOutEvent === null || pair.clockOutEvent.evtTimeStamp >= today).toBe(true);
    }
  });

  test('refuses a window that ends before it begins, and an empty hierarchy list, with 400', async () => {
    const backwards = await server.call(OPERATION, query(['acme#north'], 2000, 1000), 'demo-admin');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('beginTime must not be after endTime');
    const none = await server.call(OPERATION, query([], 0), 'demo-admin');
    expect(none.statusCode).toBe(400);
  });

  test('is hidden from a HOST who is no evacuation admin; other locations are Not Authorized', async () => {
    const host = await server.call(OPERATION, query(['acme#north#jhb-hq'], 0), 'demo-host');
    expect(host.statusCode).toBe(403);
    expect(host.body).toContain('Not Authorized');
    const marshalOwn = await server.call(OPERATION, query(['acme#south'], 0), 'demo-marshal');
    expect(marshalOwn.statusCode).toBe(200);
    const marshalOther = await server.call(OPERATION, query(['acme#north'], 0), 'demo-marshal');
    expect(marshalOther.statusCode).toBe(403);
  });
});

describe('employeeLogRetrieval by getItemKeys', () => {
  test('answers the live events with those keys, any time, and nothing for unknown keys', async () => {
    const site = 'globex#east#new-york';
    const at = 1_000_000_000_000;
    await server.db.transaction((tx) =>
      writeRecords(tx, 'workerLog', [
        {
          kind: 'upsert',
          hierarchy: site,
          key: `${at}#ny-1`,
          eventTime: at,
          record: {
            evtTimeStampProfileID: `${at}#ny-1`,
            evtTimeStamp: at,
            eventType: 'CLOCK_IN',
            ProfileId: 'ny-1',
          },
        },
        {
          kind: 'upsert',
          hierarchy: site,
          key: `${at + HOUR}#ny-1`,
          eventTime: at + HOUR,
          record: {
            evtTimeStampProfileID: `${at + HOUR}#ny-1`,
            evtTimeStamp: at + HOUR,
            eventType: 'CLOCK_OUT',
            ProfileId: 'ny-1',
          },
        },
      ]),
    );
    await server.db.transaction((tx) =>
      writeRecords(tx, 'workerLog', [
        { kind: 'remove', hierarchy: site, key: `${at + HOUR}#ny-1` },
      ]),
    );
    const response = await server.call(
      OPERATION,
      {
        getItemKeys: [
          { EntityHierarchy: site, evtTimeStampProfileID: `${at}#ny-1` },
          { EntityHierarchy: site, evtTimeStampProfileID: `${at + HOUR}#ny-1` },
          { EntityHierarchy: site, evtTimeStampProfileID: 'no-such-event' },
        ],
      },
      'demo-other',
    );
    expect(response.statusCode).toBe(200);
    const answer = workerLogRetrieved.parse(response.json());
    expect(answer.Items.map((item) => item.evtTimeStampProfileID)).toEqual([`${at}#ny-1`]);
    expect(Number(answer.cursor)).toBeGreaterThan(0);
  });

  test("checks every key's location and refuses an empty or oversized key list", async () => {
    const foreign = await server.call(
      OPERATION,
      { getItemKeys: [{ EntityHierarchy: 'acme#north#jhb-hq', evtTimeStampProfileID: '1#x' }] },
      'demo-other',
    );
    expect(foreign.statusCode).toBe(403);
    const empty = await server.call(OPERATION, { getItemKeys: [] }, 'demo-admin');
    expect(empty.statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => ({
      EntityHierarchy: 'acme#north#jhb-hq',
      evtTimeStampProfileID: `${i}#x`,
    }));
    const tooMany = await server.call(OPERATION, { getItemKeys: many }, 'demo-admin');
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('the simulator clocking workers', () => {
  const SITE = 'globex#east#boston';
  /** A random source giving these numbers in turn. */
  const sequence = (...values: number[]) => {
    const queue = [...values];
    return () => {
      const next = queue.shift();
      if (next === undefined) throw new Error('random called more often than planned');
      return next;
    };
  };

  test('a night shift ends the next morning; PENDING events get their result; missed clock-outs', async () => {
    const door: DeviceDoor | null = await openDeviceDoor(server.app, server.db, 'globex');
    if (!door) throw new Error('globex has no demo ADMIN for the simulator door');
    await server.db.transaction((tx) =>
      writeRecords(tx, 'directory', [
        {
          kind: 'upsert',
          hierarchy: SITE,
          key: 'night-owl',
          eventTime: null,
          record: { ProfileId: 'night-owl', firstName: 'Nina', lastName: 'Owl' },
        },
      ]),
    );
    const evening = new Date(2026, 10, 16, 22, 0).getTime();
    // No pending event to finish (0.9), the only worker (0), not PENDING (0.9).
    const clockIn = await clockWorker(server.db, 'globex', sequence(0.9, 0, 0.9), evening, door);
    expect(clockIn?.action).toBe('clockIn');
    const morning = evening + 8 * HOUR;
    // ..., clocks out (0.5 is no missed clock-out), PENDING (0.01).
    const clockOut = await clockWorker(
      server.db,
      'globex',
      sequence(0.9, 0, 0.5, 0.01),
      morning,
      door,
    );
    expect(clockOut?.action).toBe('clockOut');
    const pendingBefore = await storedEvent(SITE, clockOut!.key);
    expect(pendingBefore.biometricProcessingStatus).toBe('PENDING');
    expect(pendingBefore.referenceTimeStamp).toBe(evening);
    // A step that finishes an analysis (0.1): a MODIFY of the PENDING event.
    const done = await clockWorker(server.db, 'globex', sequence(0.1), morning + HOUR, door);
    expect(done).toEqual({ action: 'biometricDone', hierarchy: SITE, key: clockOut!.key });
    expect((await storedEvent(SITE, clockOut!.key)).biometricProcessingStatus).toBe(
      'BIOMETRIC_N/A',
    );
    // Next evening in again, then a missed clock-out (0.05): in again the morning after.
    await clockWorker(server.db, 'globex', sequence(0.9, 0, 0.9), evening + 24 * HOUR, door);
    const again = await clockWorker(
      server.db,
      'globex',
      sequence(0.9, 0, 0.05, 0.9),
      morning + 24 * HOUR,
      door,
    );
    expect(again?.action).toBe('clockIn');
    const log = await server.call(OPERATION, query([SITE], evening - HOUR), 'demo-other');
    const { pairs, pendingCount } = pairShifts(workerLogRetrieved.parse(log.json()).Items);
    expect(pendingCount).toBe(0);
    expect(
      pairs.map((p) => [
        p.clockInEvent?.evtTimeStamp ?? null,
        p.clockOutEvent?.evtTimeStamp ?? null,
      ]),
    ).toEqual([
      [morning + 24 * HOUR, null],
      [evening + 24 * HOUR, null],
      [evening, morning],
    ]);
    const feed = await server.db.query<{ op: string }>(
      `SELECT op FROM change_feed WHERE family = 'workerLog' AND hierarchy = $1 ORDER BY seq`,
      [SITE],
    );
    expect(feed.rows.map((r) => r.op)).toEqual(['INSERT', 'INSERT', 'MODIFY', 'INSERT', 'INSERT']);
  });
});

async function storedEvent(hierarchy: string, key: string): Promise<Record<string, unknown>> {
  const result = await server.db.query<{ record: Record<string, unknown> }>(
    'SELECT record FROM worker_log WHERE hierarchy = $1 AND sort_key = $2',
    [hierarchy, key],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`no worker event ${key}`);
  return row.record;
}
