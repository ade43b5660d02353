import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_END, type VisitorLogRecord } from '../../contract/index.ts';
import { createTestDevice, siteScope, type TestDevice } from './testing/harness.ts';
import { InMemoryServer } from './testing/inMemoryServer.ts';

const DAY = 86_400_000;
let server: InMemoryServer;
let device: TestDevice;
let visitor: VisitorLogRecord;

const signOutArgs = (v: VisitorLogRecord, at = 42) => ({
  EntityHierarchy: v.EntityHierarchy,
  evtTimeStampProfileID: v.evtTimeStampProfileID,
  evtTimeStampOut: v.evtTimeStamp + at,
  evtTZOffsetOut: 0,
  evtTimeZoneOut: 'UTC',
});

const local = () =>
  device.db.visitorLog.get([visitor.EntityHierarchy, visitor.evtTimeStampProfileID]);
const signOuts = () =>
  server.applied.filter((a) => a.operation === 'visitorLogOperations/signOutVisitors');

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  server = new InMemoryServer();
  const today = server.clock - (server.clock % DAY);
  visitor = server.signIn('acme#north#jhb', 'v1', today + 1000);
  device = createTestDevice(server);
  device.engine.openScope(siteScope('acme#north', today, OPEN_END));
  await vi.waitFor(async () => expect(await local()).toBeDefined());
  await device.engine.settle();
});
afterEach(() => {
  device.engine.stop();
  device.db.close();
  vi.restoreAllMocks();
});

describe('outbox', () => {
  it('writes the optimistic record and the outbox row together', async () => {
    server.reachable = false;
    const id = await device.engine.mutate('visitors.signOut', signOutArgs(visitor));
    const record = await local();
    expect(record).toMatchObject({ evtTimeStampOut: visitor.evtTimeStamp + 42, _pending: 1 });
    expect(record?._base).toMatchObject({ changeSeq: visitor.changeSeq });
    expect(record?._base).not.toHaveProperty('evtTimeStampOut');
    const row = await device.db.outbox.get(id);
    expect(row).toMatchObject({ status: 'pending', mutator: 'visitors.signOut', seq: 1 });
    await vi.waitFor(() => expect(device.engine.getStatus().pending).toBe(1));
  });

  it('offline, then online: the server gets the sign-out exactly once despite a lost answer', async () => {
    server.reachable = false;
    const id = await device.engine.mutate('visitors.signOut', signOutArgs(visitor));
    await device.engine.settle();
    expect(server.applied).toHaveLength(0);
    server.reachable = true;
    server.failNext('lose-response');
    device.clock.now += 120_000;
    await device.engine.flush();
    expect(signOuts()).toHaveLength(1);
    expect(await device.db.outbox.count()).toBe(1);
    device.clock.now += 120_000;
    await device.engine.flush();
    expect(signOuts()).toHaveLength(1);
    const keys = server.requests.filter((r) => r.path.endsWith('signOutVisitors'));
    expect(keys.map((r) => r.idempotencyKey)).toEqual([id, id]);
    expect(await device.db.outbox.count()).toBe(0);
    await vi.waitFor(async () => {
      const record = await local();
      expect(record).toMatchObject({ evtTimeStampOut: visitor.evtTimeStamp + 42 });
      expect(record).not.toHaveProperty('_base');
      expect(record?.changeSeq).toBe(server.changeSeq);
    });
  });

  it('backs off on 5xx and network errors, then succeeds', async () => {
    server.failNext('5xx', 'network');
    await device.engine.mutate('visitors.signOut', signOutArgs(visitor));
    await device.engine.settle();
    let row = (await device.db.outbox.toArray())[0]!;
    expect(row).toMatchObject({ attempts: 1, status: 'pending' });
    expect(row.nextAttemptAt).toBeGreaterThan(device.clock.now);
    device.clock.now = row.nextAttemptAt;
    await device.engine.flush();
    row = (await device.db.outbox.toArray())[0]!;
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt - device.clock.now).toBeGreaterThanOrEqual(1_000);
    device.clock.now = row.nextAttemptAt;
    await device.engine.flush();
    expect(await device.db.outbox.count()).toBe(0);
    expect(signOuts()).toHaveLength(1);
  });

  it('pauses on 401 until the user signs in again, then resumes', async () => {
    server.sessionValid = false;
    await device.engine.mutate('visitors.signOut', signOutArgs(visitor));
    await device.engine.settle();
    await vi.waitFor(() => expect(device.engine.getStatus().authRequired).toBe(true));
    server.sessionValid = true;
    expect((await device.engine.flush())?.state).toBe('auth-required');
    expect(signOuts()).toHaveLength(0);
    await device.engine.resumeAfterSignIn();
    expect(signOuts()).toHaveLength(1);
    expect(device.engine.getStatus().authRequired).toBe(false);
  });

  it('moves a refused mutation to the rejected list and restores the server version', async () => {
    server.refuseMutations = 1;
    await device.engine.mutate('visitors.signOut', signOutArgs(visitor, 99));
    await device.engine.settle();
    const [row] = await device.db.outbox.toArray();
    expect(row).toMatchObject({ status: 'rejected', lastError: 'Not Authorized' });
    const record = await local();
    expect(record?.evtTimeStampOut).toBeUndefined();
    expect(record).not.toHaveProperty('_pending');
    expect(record).not.toHaveProperty('_base');
    await vi.waitFor(() =>
      expect(device.engine.getStatus()).toMatchObject({ rejected: 1, pending: 0 }),
    );
    await device.engine.dismissRejected(row!.id);
    await vi.waitFor(() => expect(device.engine.getStatus().rejected).toBe(0));
  });

  it('double sign-out: the first sign-out stands and the later one is not listed as refused', async () => {
    server.broker.goDown();
    const first = server.write({ ...visitor, evtTimeStampOut: visitor.evtTimeStamp + 5 });
    const staleLocal = (await local())!;
    expect(staleLocal.evtTimeStampOut).toBeUndefined();
    await device.engine.mutate('visitors.signOut', signOutArgs(visitor, 99));
    await device.engine.settle();
    expect(await device.db.outbox.count()).toBe(0);
    expect(signOuts()).toHaveLength(1);
    expect(server.record(visitor.EntityHierarchy, visitor.evtTimeStampProfileID)).toEqual(first);
    server.broker.comeBack();
    await device.engine.refresh();
    await vi.waitFor(async () =>
      expect((await local())?.evtTimeStampOut).toBe(visitor.evtTimeStamp + 5),
    );
  });

  it('refuses arguments that fail the operation schema, queueing nothing', async () => {
    await expect(
      device.engine.mutate('visitors.signOut', { ...signOutArgs(visitor), evtTimeZoneOut: '' }),
    ).rejects.toThrow(/Invalid visitors.signOut/);
    expect(await device.db.outbox.count()).toBe(0);
    expect((await local())?.evtTimeStampOut).toBeUndefined();
  });

  it("refuses a change at 'ALL' (a selection, not a location), queueing nothing", async () => {
    await expect(
      device.engine.mutate('visitors.signOut', { ...signOutArgs(visitor), EntityHierarchy: 'ALL' }),
    ).rejects.toThrow(/'ALL' is a selection, not a location/);
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('rebases a pending mutation over an incoming server image', async () => {
    server.reachable = false;
    await device.engine.mutate('visitors.signOut', signOutArgs(visitor));
    // HTTP is unreachable (the mutation stays pending) while live events still arrive.
    const changed = server.write({ ...visitor, badgeNumber: 'B12' });
    await vi.waitFor(async () => expect((await local())?.badgeNumber).toBe('B12'));
    const record = await local();
    expect(record).toMatchObject({
      badgeNumber: 'B12',
      evtTimeStampOut: visitor.evtTimeStamp + 42,
      _pending: 1,
    });
    expect(record?._base).toMatchObject({ changeSeq: changed.changeSeq, badgeNumber: 'B12' });
    expect(record?._base).not.toHaveProperty('evtTimeStampOut');
  });

  it('keeps per-device order: sign-out then revert reach the server in that order', async () => {
    server.reachable = false;
    await device.engine.mutate('visitors.signOut', signOutArgs(visitor));
    await device.engine.mutate('visitors.revertSignOut', {
      EntityHierarchy: visitor.EntityHierarchy,
      evtTimeStampProfileID: visitor.evtTimeStampProfileID,
    });
    expect(await local()).toMatchObject({ _pending: 2 });
    expect((await local())?.evtTimeStampOut).toBeUndefined();
    server.reachable = true;
    device.clock.now += 120_000;
    await device.engine.flush();
    expect(server.applied.map((a) => a.operation)).toEqual([
      'visitorLogOperations/signOutVisitors',
      'visitorLogOperations/revertSignOut',
    ]);
    expect(
      server.record(visitor.EntityHierarchy, visitor.evtTimeStampProfileID)?.evtTimeStampOut,
    ).toBeUndefined();
  });
});
