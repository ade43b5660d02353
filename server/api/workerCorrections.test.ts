import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CLOCK_EVENT_EXISTS_MESSAGE,
  correctionResponse,
  LOG_ITEM_OUTDATED_MESSAGE,
} from '../../contract/workerCorrections.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { readRecordWindow } from './records/readRecords.ts';
import { writeRecords } from './records/writeRecords.ts';

/**
 * The worker log's corrections on real PGlite (spec/workers.md §4, §8): each writes its
 * transaction and change-feed rows, appends to correctionsHistory and updates lmt; a taken key
 * and an outdated version are refused with the spec's messages and change nothing.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const SITE = 'acme#north#jhb-hq';
const BASE = 1_000_000_000_000;
const HOUR = 3_600_000;
let run = 0;

/** A clock-in (or out) of a fresh worker at BASE + hours; answers its stored image. */
async function seedEvent(hours: number, eventType = 'CLOCK_IN', profile = `w-${++run}`) {
  const at = BASE + hours * HOUR;
  const key = `${at}#${profile}`;
  const [written] = await server.db.transaction((tx) =>
    writeRecords(tx, 'workerLog', [
      {
        kind: 'upsert',
        hierarchy: SITE,
        key,
        eventTime: at,
        record: {
          evtTimeStampProfileID: key,
          evtTimeStamp: at,
          eventType,
          ProfileId: profile,
          referenceTimeStamp: at,
          workerFullDetails: { firstName: 'Wanda', lastName: profile },
        },
      },
    ]),
  );
  return { key, at, profile, lmt: written?.lmt ?? 0 };
}

async function stored(key: string) {
  const answer = await readRecordWindow(server.db, 'workerLog', {
    hierarchies: [SITE],
    beginTime: 0,
    endTime: Number.MAX_SAFE_INTEGER,
  });
  return answer.items.find((item) => item.evtTimeStampProfileID === key);
}

async function feedOf(key: string) {
  const result = await server.db.query<{ op: string }>(
    `SELECT op FROM change_feed WHERE family = 'workerLog' AND record_key = $1 ORDER BY seq`,
    [key],
  );
  return result.rows.map((row) => row.op);
}

const correction = (comment = 'Forgot to clock') => ({
  correctionComment: comment,
  mutationId: `m-${++run}`,
});

describe('correction operations', () => {
  test('convertClockInToClockOut makes the clock-in a clock-out with its history entry', async () => {
    const event = await seedEvent(1);
    const body = { EntityHierarchy: SITE, evtTimeStampProfileID: event.key, lmt: event.lmt };
    const response = await server.call(
      'workerLogOperations/convertClockInToClockOut',
      { ...body, ...correction('Was leaving') },
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    expect(correctionResponse.parse(response.json()).transactionResult).toEqual([
      { EntityHierarchy: SITE, evtTimeStampProfileID: event.key, change: 'MODIFY' },
    ]);
    const after = await stored(event.key);
    expect(after).toMatchObject({ eventType: 'CLOCK_OUT' });
    expect(after?.lmt).toBeGreaterThan(event.lmt);
    expect(after?.correctionsHistory).toEqual([
      expect.objectContaining({
        correctionType: 'CONVERT_TO_CLOCK_OUT',
        correctionComment: 'Was leaving',
        email: 'admin@example.com',
        user: 'Ada Admin',
        correctionTiming: after?.lmt,
        preCorrectionValues: { eventType: 'CLOCK_IN' },
      }),
    ]);
    expect(await feedOf(event.key)).toEqual(['INSERT', 'MODIFY']);
  });

  test('adjustClockTime removes the old record and writes the new key in one transaction', async () => {
    const event = await seedEvent(2);
    const newTime = event.at + 15 * 60_000;
    const response = await server.call(
      'workerLogOperations/adjustClockTime',
      {
        EntityHierarchy: SITE,
        evtTimeStampProfileID: event.key,
        lmt: event.lmt,
        newEvtTimeStamp: newTime,
        ...correction(),
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    const newKey = `${newTime}#${event.profile}`;
    expect(await stored(event.key)).toBeUndefined();
    expect(await stored(newKey)).toMatchObject({
      evtTimeStamp: newTime,
      referenceTimeStamp: newTime,
      eventType: 'CLOCK_IN',
      correctionsHistory: [
        expect.objectContaining({
          correctionType: 'ADJUST_CLOCK_IN',
          preCorrectionValues: { evtTimeStamp: event.at, evtTimeStampProfileID: event.key },
        }),
      ],
    });
    expect(await feedOf(event.key)).toEqual(['INSERT', 'REMOVE']);
    expect(await feedOf(newKey)).toEqual(['INSERT']);
  });

  test('adjustClockTime onto an existing event is refused with the spec message, nothing changes', async () => {
    const event = await seedEvent(3);
    const other = await seedEvent(4, 'CLOCK_OUT', event.profile);
    const feedBefore = await server.feedCount();
    const response = await server.call(
      'workerLogOperations/adjustClockTime',
      {
        EntityHierarchy: SITE,
        evtTimeStampProfileID: event.key,
        lmt: event.lmt,
        newEvtTimeStamp: other.at,
        ...correction(),
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      key: 'CLOCK_EVENT_EXISTS',
      message: CLOCK_EVENT_EXISTS_MESSAGE,
    });
    expect(await stored(event.key)).toBeDefined();
    expect(await server.feedCount()).toBe(feedBefore);
  });

  test('a correction of an outdated version is PROCESS_INSTANCE_OBSOLETE', async () => {
    const event = await seedEvent(5);
    const response = await server.call(
      'workerLogOperations/addLogComment',
      {
        EntityHierarchy: SITE,
        evtTimeStampProfileID: event.key,
        lmt: event.lmt - 1,
        ...correction(),
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      key: 'PROCESS_INSTANCE_OBSOLETE',
      message: LOG_ITEM_OUTDATED_MESSAGE,
    });
    expect((await stored(event.key))?.correctionsHistory).toBeUndefined();
  });

  test("a correction queued after this device's own earlier one is accepted (lastCorrectionId)", async () => {
    const event = await seedEvent(6);
    const first = correction('first');
    const one = await server.call(
      'workerLogOperations/addLogComment',
      { EntityHierarchy: SITE, evtTimeStampProfileID: event.key, lmt: event.lmt, ...first },
      'demo-admin',
    );
    expect(one.statusCode).toBe(200);
    // The device showed its own lmt for the first comment, not the server's.
    const chained = {
      EntityHierarchy: SITE,
      evtTimeStampProfileID: event.key,
      lmt: event.lmt + 12_345,
      lastCorrectionId: first.mutationId,
    };
    const two = await server.call(
      'workerLogOperations/addLogComment',
      { ...chained, ...correction('second') },
      'demo-admin',
    );
    expect(two.statusCode).toBe(200);
    const history = (await stored(event.key))?.correctionsHistory;
    expect(Array.isArray(history) && history.map((entry) => entry.correctionComment)).toEqual([
      'first',
      'second',
    ]);
    // Named after a correction that is no longer the last write: outdated.
    const stale = await server.call(
      'workerLogOperations/addLogComment',
      { ...chained, ...correction('third') },
      'demo-admin',
    );
    expect(stale.statusCode).toBe(409);
  });

  test('createClockOut writes a clock-out after the clock-in; before it is refused', async () => {
    const event = await seedEvent(7);
    const seen = { EntityHierarchy: SITE, evtTimeStampProfileID: event.key, lmt: event.lmt };
    const early = await server.call(
      'workerLogOperations/createClockOut',
      { ...seen, clockOutTimeStamp: event.at - 1, ...correction() },
      'demo-admin',
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().key).toBe('CORRECTION_NOT_POSSIBLE');
    const outAt = event.at + 8 * HOUR;
    const response = await server.call(
      'workerLogOperations/createClockOut',
      { ...seen, clockOutTimeStamp: outAt, ...correction() },
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    expect(await stored(`${outAt}#${event.profile}`)).toMatchObject({
      eventType: 'CLOCK_OUT',
      ProfileId: event.profile,
      referenceTimeStamp: event.at,
      workerFullDetails: { firstName: 'Wanda', lastName: event.profile },
      correctionsHistory: [expect.objectContaining({ correctionType: 'CREATE_CLOCK_OUT' })],
    });
  });

  test('createShiftPair writes both events; a taken key refuses the whole pair', async () => {
    const event = await seedEvent(30);
    const body = {
      EntityHierarchy: SITE,
      evtTimeStampProfileID: event.key,
      clockInTimeStamp: event.at - 24 * HOUR,
      clockOutTimeStamp: event.at - 16 * HOUR,
    };
    const response = await server.call(
      'workerLogOperations/createShiftPair',
      { ...body, ...correction() },
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().transactionResult.map((r: { change: string }) => r.change)).toEqual([
      'INSERT',
      'INSERT',
    ]);
    const inKey = `${body.clockInTimeStamp}#${event.profile}`;
    expect(await stored(inKey)).toMatchObject({ eventType: 'CLOCK_IN' });
    const taken = await server.call(
      'workerLogOperations/createShiftPair',
      { ...body, clockOutTimeStamp: body.clockOutTimeStamp + HOUR, ...correction() },
      'demo-admin',
    );
    expect(taken.statusCode).toBe(409);
    expect(await stored(`${body.clockOutTimeStamp + HOUR}#${event.profile}`)).toBeUndefined();
  });

  test('a repeated request with the same Idempotency-Key is applied once', async () => {
    const event = await seedEvent(40);
    const body = {
      EntityHierarchy: SITE,
      evtTimeStampProfileID: event.key,
      lmt: event.lmt,
      ...correction('once'),
    };
    const headers = { 'idempotency-key': body.mutationId };
    const first = await server.call(
      'workerLogOperations/addLogComment',
      body,
      'demo-admin',
      headers,
    );
    const again = await server.call(
      'workerLogOperations/addLogComment',
      body,
      'demo-admin',
      headers,
    );
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const history = (await stored(event.key))?.correctionsHistory;
    expect(Array.isArray(history) ? history.length : 0).toBe(1);
  });

  test('a HOST and a user without amTimeAdmin are refused; a blank comment is a 400', async () => {
    const event = await seedEvent(50);
    const body = { EntityHierarchy: SITE, evtTimeStampProfileID: event.key, lmt: event.lmt };
    const host = await server.call(
      'workerLogOperations/addLogComment',
      { ...body, ...correction() },
      'demo-host',
    );
    expect(host.statusCode).toBe(403);
    const blank = await server.call(
      'workerLogOperations/addLogComment',
      { ...body, ...correction('   ') },
      'demo-admin',
    );
    expect(blank.statusCode).toBe(400);
    expect((await stored(event.key))?.correctionsHistory).toBeUndefined();
  });
});
