import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentEvacStatuses,
  evacPersonKey,
  OPEN_END,
  type VisitorLogRecord,
} from '../../contract/index.ts';
import { renderableRecords } from '../kit/records/renderable.ts';
import { CLOCK_OFFSET_KEY } from './clockOffset.ts';
import { type SyncedRecord, serverFields } from './families.ts';
import type { MarkEvacStatusArgs } from './mutators/index.ts';
import type { ScopeSpec } from './scopes.ts';
import { createTestDevice, SITES, siteScope, type TestDevice } from './testing/harness.ts';
import { InMemoryServer } from './testing/inMemoryServer.ts';

type EvacResponse = SyncedRecord & {
  responseKey: string;
  responseTimestamp: number;
  status: string;
  mutationId?: string;
  respondedBy?: { email: string; name: string };
};

const DAY = 86_400_000;
const SITE = 'acme#north#jhb';
let server: InMemoryServer;
let device: TestDevice;
let today: number;
let visitors: VisitorLogRecord[];

const ref = (v: VisitorLogRecord) => ({
  EntityHierarchy: v.EntityHierarchy,
  evtTimeStampProfileID: v.evtTimeStampProfileID,
});
const person = (v: VisitorLogRecord) => ({ ...ref(v), type: 'VISITOR' as const });
const marshal = { email: 'marshal@example.com', name: 'Marshal' };
const mark = (status: 'SAFE' | 'NOT_SAFE', ...people: VisitorLogRecord[]): MarkEvacStatusArgs => ({
  userData: people.map(person),
  status,
  responder: marshal,
});
const evacScope = (): ScopeSpec => ({
  family: 'evacResponses',
  root: 'acme#north',
  hierarchies: SITES.filter((h) => h.startsWith('acme#north')),
  beginTime: today,
  endTime: OPEN_END,
});

/** What the roll call would show: each person's current status from the visible marks. */
async function statuses(): Promise<Map<string, string | undefined>> {
  const marks = renderableRecords(await responses());
  const byPerson = currentEvacStatuses(marks);
  return new Map([...byPerson].map(([key, s]) => [key, s.current?.status]));
}
const responses = (): Promise<EvacResponse[]> => device.db.table('evacResponses').toArray();
const visibleVisitors = async () =>
  renderableRecords(await device.db.visitorLog.toArray()).map((r) => r.ProfileId);

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  server = new InMemoryServer();
  today = server.clock - (server.clock % DAY);
  visitors = ['v1', 'v2', 'v3'].map((id, i) => server.signIn(SITE, id, today + 1000 + i));
  device = createTestDevice(server);
  device.engine.openScope(siteScope('acme#north', today, OPEN_END));
  device.engine.openScope(evacScope());
  await vi.waitFor(async () => expect(await device.db.visitorLog.count()).toBe(3));
  await vi.waitFor(() => expect(device.engine.getStatus().connection).toBe('online'));
  await device.engine.settle();
});
afterEach(() => {
  device.engine.stop();
  device.db.close();
  vi.restoreAllMocks();
});

describe('evacuation.markStatus (an append-only create)', () => {
  it('shows an offline mark at once, then the server image replaces it', async () => {
    server.reachable = false;
    const id = await device.engine.mutate('evacuation.markStatus', mark('SAFE', visitors[0]!));
    const [local] = await responses();
    expect(local).toMatchObject({
      EntityHierarchy: SITE,
      status: 'SAFE',
      mutationId: id,
      respondedBy: marshal,
      _base: null,
      _pending: 1,
    });
    const row = await device.db.outbox.get(id);
    expect(local?.responseTimestamp).toBe(row?.clientTime);
    expect(await statuses()).toEqual(new Map([[evacPersonKey(person(visitors[0]!)), 'SAFE']]));

    // A later mark of the same person wins; both are kept (append-only).
    device.clock.now += 1000;
    await device.engine.mutate('evacuation.markStatus', mark('NOT_SAFE', visitors[0]!));
    expect(await device.db.table('evacResponses').count()).toBe(2);
    expect(await statuses()).toEqual(new Map([[evacPersonKey(person(visitors[0]!)), 'NOT_SAFE']]));

    server.reachable = true;
    device.clock.now += 120_000;
    await device.engine.flush();
    expect(await device.db.outbox.count()).toBe(0);
    expect(server.records('evacResponses')).toHaveLength(2);
    await vi.waitFor(async () => {
      const stored = await responses();
      // The server's images: who marked is the signed-in user as the server knows them.
      expect(stored.map((r) => r.respondedBy?.name)).toEqual(['Admin', 'Admin']);
      expect(stored.every((r) => r._pending === undefined && r.changeSeq > 0)).toBe(true);
    });
    expect(await statuses()).toEqual(new Map([[evacPersonKey(person(visitors[0]!)), 'NOT_SAFE']]));
  });

  it('composes a pending create on its own echo that arrives before the answer', async () => {
    let release: () => void = () => {};
    server.answerGate = (operation) =>
      operation === 'evacuationOperations/updateEvacStatus'
        ? new Promise<void>((resolve) => {
            release = resolve;
          })
        : Promise.resolve();
    const id = await device.engine.mutate('evacuation.markStatus', mark('SAFE', visitors[1]!));
    await vi.waitFor(async () => {
      const [echoed] = await responses();
      expect(echoed).toMatchObject({ respondedBy: { name: 'Admin' }, _pending: 1 });
      expect(echoed?._base).toMatchObject({ mutationId: id });
    });
    server.answerGate = null;
    release();
    await device.engine.settle();
    await vi.waitFor(async () => expect(await device.db.outbox.count()).toBe(0));
    const [settled] = await responses();
    expect(settled).toEqual(server.records('evacResponses')[0]);
  });

  it('a refused mark disappears and is listed as not applied with the reason', async () => {
    server.refuseMutations = 1;
    const id = await device.engine.mutate(
      'evacuation.markStatus',
      mark('SAFE', visitors[0]!, visitors[1]!),
    );
    await device.engine.settle();
    expect(await device.db.table('evacResponses').count()).toBe(0);
    expect(await statuses()).toEqual(new Map());
    expect(await device.db.outbox.get(id)).toMatchObject({
      status: 'rejected',
      lastError: 'Not Authorized',
      args: { status: 'SAFE' },
    });
    expect(server.records('evacResponses')).toHaveLength(0);
  });
});

describe('visitors.deleteEntries (a multi-record remove)', () => {
  it('hides the entries at once and removes them when the server confirms', async () => {
    server.reachable = false;
    await device.engine.mutate('visitors.deleteEntries', {
      logEntries: [ref(visitors[0]!), ref(visitors[1]!)],
    });
    expect(await visibleVisitors()).toEqual(['v3']);
    const hidden = await device.db.visitorLog.get([SITE, visitors[0]!.evtTimeStampProfileID]);
    expect(hidden).toMatchObject({ _removed: true, _pending: 1, _base: visitors[0] });
    server.reachable = true;
    device.clock.now += 120_000;
    await device.engine.flush();
    expect(server.records('visitorLog')).toHaveLength(1);
    await vi.waitFor(async () =>
      expect((await device.db.visitorLog.toArray()).map((r) => r.ProfileId)).toEqual(['v3']),
    );
  });

  it('a refused remove brings the entries back as the server has them', async () => {
    server.broker.goDown();
    server.refuseMutations = 1;
    server.reachable = false;
    await device.engine.mutate('visitors.deleteEntries', { logEntries: [ref(visitors[0]!)] });
    expect(await visibleVisitors()).toEqual(['v2', 'v3']);
    server.reachable = true;
    device.clock.now += 120_000;
    await device.engine.flush();
    expect(
      (await device.db.visitorLog.toArray()).map((r) => serverFields(r as SyncedRecord)),
    ).toEqual(visitors);
    expect(await device.db.outbox.where('status').equals('rejected').count()).toBe(1);
  });

  it('a server image arriving while the remove is pending stays hidden and becomes the base', async () => {
    server.reachable = false;
    await device.engine.mutate('visitors.deleteEntries', { logEntries: [ref(visitors[2]!)] });
    const badged = server.write({ ...visitors[2]!, badgeNumber: 'B7' });
    await vi.waitFor(async () => {
      const row = await device.db.visitorLog.get([SITE, visitors[2]!.evtTimeStampProfileID]);
      expect(row?._base).toEqual(badged);
    });
    expect(await visibleVisitors()).toEqual(['v1', 'v2']);
  });
});

describe('confirming a mutation', () => {
  it('shows the server image when one newer than the base arrived before the answer', async () => {
    let release: () => void = () => {};
    server.answerGate = (operation) =>
      operation === 'visitorLogOperations/deleteLogEntries'
        ? new Promise<void>((resolve) => {
            release = resolve;
          })
        : Promise.resolve();
    await device.engine.mutate('visitors.deleteEntries', { logEntries: [ref(visitors[0]!)] });
    await vi.waitFor(() => expect(server.records('visitorLog')).toHaveLength(2));
    // The kiosk signs the same visitor in again before this device hears back.
    const again = server.write({ ...visitors[0]!, badgeNumber: 'B1' });
    await vi.waitFor(async () => {
      const row = await device.db.visitorLog.get([SITE, visitors[0]!.evtTimeStampProfileID]);
      expect(row).toMatchObject({ _removed: true, _base: again });
    });
    server.answerGate = null;
    release();
    await vi.waitFor(async () => expect(await device.db.outbox.count()).toBe(0));
    const row = await device.db.visitorLog.get([SITE, visitors[0]!.evtTimeStampProfileID]);
    expect(row).toEqual(again);
  });
});

describe('visitors.signOutMany (several records, one request)', () => {
  it('signs every visitor out optimistically and sends one request', async () => {
    server.reachable = false;
    await device.engine.mutate('visitors.signOutMany', {
      userData: visitors.slice(0, 2).map(ref),
      evtTimeStampOut: today + 5000,
      evtTZOffsetOut: 0,
      evtTimeZoneOut: 'UTC',
    });
    const rows = await device.db.visitorLog.toArray();
    expect(rows.map((r) => [r.evtTimeStampOut, r._pending])).toEqual([
      [today + 5000, 1],
      [today + 5000, 1],
      [undefined, undefined],
    ]);
    server.reachable = true;
    device.clock.now += 120_000;
    await device.engine.flush();
    expect(server.applied.map((a) => a.operation)).toEqual([
      'visitorLogOperations/signOutVisitors',
    ]);
    expect(server.records('visitorLog').map((r) => r.evtTimeStampOut)).toEqual([
      today + 5000,
      today + 5000,
      undefined,
    ]);
  });
});

describe('client time', () => {
  it('is the device time corrected by the offset measured from Date headers, kept across restarts', async () => {
    // The device clock runs 30 s behind the server's.
    device.clock.now = server.clock - 30_000;
    await device.engine.refresh();
    server.reachable = false;
    const id = await device.engine.mutate('evacuation.markStatus', mark('SAFE', visitors[0]!));
    const row = await device.db.outbox.get(id);
    // Date has 1 s resolution: the estimate is within 500 ms plus half the round trip.
    expect(Math.abs((row?.clientTime ?? 0) - server.clock)).toBeLessThanOrEqual(1_000);
    await vi.waitFor(async () =>
      expect((await device.db.meta.get(CLOCK_OFFSET_KEY))?.value).toBeGreaterThan(29_000),
    );

    device.engine.stop();
    const restarted = createTestDevice(server, { dbName: device.db.name });
    restarted.clock.now = server.clock - 30_000;
    try {
      const next = await restarted.engine.mutate(
        'evacuation.markStatus',
        mark('NOT_SAFE', visitors[1]!),
      );
      const offline = await restarted.db.outbox.get(next);
      expect(Math.abs((offline?.clientTime ?? 0) - server.clock)).toBeLessThanOrEqual(1_000);
    } finally {
      restarted.engine.stop();
      restarted.db.close();
    }
  });
});
