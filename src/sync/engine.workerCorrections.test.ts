import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLOCK_EVENT_EXISTS_MESSAGE,
  correctionsHistoryOf,
  LOG_ITEM_OUTDATED_MESSAGE,
  OPEN_END,
  type WorkerLogRecord,
  workerLogRecord,
} from '../../contract/index.ts';
import type { LocalRecordMeta } from '../db/database.ts';
import { renderableRecords } from '../kit/records/renderable.ts';
import {
  createTestDevice,
  loadedAndOnline,
  type TestDevice,
  untilStatus,
} from './testing/harness.ts';
import { InMemoryServer, type StoredRecord } from './testing/inMemoryServer.ts';

/**
 * The worker log's corrections through the real engine (outbox, optimistic writes, rebase)
 * against the in-memory server: a time adjustment is ONE mutator that removes the old record and
 * creates the new one locally, and a refusal restores the server's state with the spec's reason.
 */

const SITE = 'acme#north#jhb';
const HOUR = 3_600_000;
const author = { user: 'Ada Admin', email: 'admin@example.com' };
let server: InMemoryServer;
let device: TestDevice;
let clockIn: WorkerLogRecord;

function event(at: number, eventType: 'CLOCK_IN' | 'CLOCK_OUT'): StoredRecord {
  return {
    EntityHierarchy: SITE,
    evtTimeStampProfileID: `${at}#w1`,
    evtTimeStamp: at,
    eventType,
    ProfileId: 'w1',
    referenceTimeStamp: at,
    lmt: 0,
    changeSeq: 0,
  };
}

const visibleKeys = async () =>
  renderableRecords(await device.db.table<WorkerLogRecord & LocalRecordMeta>('workerLog').toArray())
    .map((record) => record.evtTimeStampProfileID)
    .sort();

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  server = new InMemoryServer();
  const at = server.clock - 8 * HOUR;
  clockIn = workerLogRecord.parse(server.writeRecord('workerLog', event(at, 'CLOCK_IN')));
  server.writeRecord('workerLog', event(at + HOUR, 'CLOCK_OUT'));
  device = createTestDevice(server);
  device.engine.openScope({
    family: 'workerLog',
    root: 'acme#north',
    hierarchies: [SITE],
    beginTime: 0,
    endTime: OPEN_END,
  });
  await untilStatus(device.engine, loadedAndOnline);
  await device.engine.settle();
  expect(await visibleKeys()).toHaveLength(2);
});
afterEach(() => {
  device.engine.stop();
  device.db.close();
  vi.restoreAllMocks();
});

describe('workers.adjustClockTime', () => {
  it('offline: the old key goes and the new one appears at once; the server gets both on flush', async () => {
    server.reachable = false;
    const newTime = clockIn.evtTimeStamp - 30 * 60_000;
    const id = await device.engine.mutate('workers.adjustClockTime', {
      event: clockIn,
      newEvtTimeStamp: newTime,
      correctionComment: 'Badge reader was down',
      author,
    });
    const row = await device.db.outbox.get(id);
    expect(row?.records.map((record) => record.key[1])).toEqual([
      clockIn.evtTimeStampProfileID,
      `${newTime}#w1`,
    ]);
    expect(await visibleKeys()).toContain(`${newTime}#w1`);
    expect(await visibleKeys()).not.toContain(clockIn.evtTimeStampProfileID);

    server.reachable = true;
    await device.engine.flush();
    expect(server.recordOf('workerLog', SITE, clockIn.evtTimeStampProfileID)).toBeUndefined();
    const moved = server.recordOf('workerLog', SITE, `${newTime}#w1`);
    expect(correctionsHistoryOf(moved ?? {})).toEqual([
      expect.objectContaining({ correctionId: id, correctionType: 'ADJUST_CLOCK_IN' }),
    ]);
    await vi.waitFor(async () => expect(await device.db.outbox.count()).toBe(0));
  });

  it('onto a taken time: refused with the spec message, and the old record comes back', async () => {
    const taken = clockIn.evtTimeStamp + 2 * HOUR;
    server.writeRecord('workerLog', event(taken, 'CLOCK_OUT'));
    server.reachable = false;
    const id = await device.engine.mutate('workers.adjustClockTime', {
      event: clockIn,
      newEvtTimeStamp: taken,
      correctionComment: 'Wrong time',
      author,
    });
    server.reachable = true;
    await device.engine.flush();
    expect(await device.db.outbox.get(id)).toMatchObject({
      status: 'rejected',
      lastError: CLOCK_EVENT_EXISTS_MESSAGE,
    });
    await vi.waitFor(async () =>
      expect(await visibleKeys()).toContain(clockIn.evtTimeStampProfileID),
    );
    expect(server.recordOf('workerLog', SITE, clockIn.evtTimeStampProfileID)).toBeDefined();
  });
});

describe('workers.addComment', () => {
  it('shows the entry at once; an outdated version is refused as outdated', async () => {
    await device.engine.mutate('workers.addComment', {
      event: clockIn,
      correctionComment: 'Checked with the site manager',
      author,
    });
    const local = await device.db
      .table<WorkerLogRecord>('workerLog')
      .get([SITE, clockIn.evtTimeStampProfileID]);
    expect(correctionsHistoryOf(local ?? {})[0]).toMatchObject({
      correctionComment: 'Checked with the site manager',
      user: 'Ada Admin',
    });
    await device.engine.settle();
    await vi.waitFor(async () => expect(await device.db.outbox.count()).toBe(0));

    // Someone else changed the event since this (stale) copy was read.
    const id = await device.engine.mutate('workers.addComment', {
      event: { ...clockIn, lmt: clockIn.lmt - 1 },
      correctionComment: 'Stale',
      author,
    });
    await device.engine.settle();
    await vi.waitFor(async () =>
      expect(await device.db.outbox.get(id)).toMatchObject({
        status: 'rejected',
        lastError: LOG_ITEM_OUTDATED_MESSAGE,
      }),
    );
  });
});
