import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitorLogRecord } from '../../../contract/index.ts';
import { OPEN_END } from '../../../contract/index.ts';
import { GatehouseDatabase } from '../../db/database.ts';
import { syncFamily } from '../families.ts';
import { MUTATORS, signOutVisitors } from '../mutators/index.ts';
import { enqueueMutation } from '../outbox/enqueue.ts';
import { InMemoryServer } from '../testing/inMemoryServer.ts';
import { familyTombstones } from '../tombstones.ts';
import { applyEvents } from './applyEvents.ts';
import { enableConsoleOutput } from '../../log/consoleOutput.ts';

// These tests check what is reported on the console: as with log=true.
beforeEach(() => enableConsoleOutput(true));
afterEach(() => enableConsoleOutput(false));

const SITE = 'acme#north#jhb';
const visitorLog = syncFamily('visitorLog');
let db: GatehouseDatabase;
let server: InMemoryServer;

function apply(events: Parameters<typeof applyEvents>[2]) {
  return applyEvents(db, visitorLog, events, MUTATORS);
}

function stored(record: VisitorLogRecord) {
  return db.visitorLog.get([record.EntityHierarchy, record.evtTimeStampProfileID]);
}

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  server = new InMemoryServer();
  db = new GatehouseDatabase(`apply-events-${crypto.randomUUID()}`);
  await db.scopes.put({
    id: 'scope',
    family: 'visitorLog',
    root: 'acme#north',
    hierarchies: [SITE, 'acme#north#pta'],
    beginTime: 0,
    endTime: OPEN_END,
    cursor: String(server.changeSeq),
    lastSyncedAt: 0,
    status: 'ready',
  });
});
afterEach(async () => {
  await db.delete();
  vi.restoreAllMocks();
});

describe('applyEvents: one batch, one transaction', () => {
  it('applies INSERT then MODIFY of the same record in one batch, ending at the newest image', async () => {
    const inserted = server.signIn(SITE, 'p1', 1000);
    const modified = server.write({ ...inserted, badgeNumber: 'B7' });
    const applied = await apply([
      server.eventFor(modified, 'MODIFY'),
      server.eventFor(inserted, 'INSERT'),
    ]);
    expect(applied).toBe(2);
    expect((await stored(modified))?.badgeNumber).toBe('B7');
    expect((await stored(modified))?.changeSeq).toBe(modified.changeSeq);
  });

  it('reports what it wrote once committed: the newest image of each record', async () => {
    const inserted = server.signIn(SITE, 'p1', 1000);
    const modified = server.write({ ...inserted, badgeNumber: 'B7' });
    const outside = server.signIn('acme#south', 'p2', 1000);
    const reports: Parameters<NonNullable<Parameters<typeof applyEvents>[4]>>[0][] = [];
    await applyEvents(
      db,
      visitorLog,
      [
        server.eventFor(inserted, 'INSERT'),
        server.eventFor(modified, 'MODIFY'),
        server.eventFor(outside, 'INSERT'),
      ],
      MUTATORS,
      (rows) => reports.push(rows),
    );
    expect(reports).toHaveLength(1);
    expect(reports[0]?.family).toBe('visitorLog');
    expect(reports[0]?.puts).toEqual([await stored(modified)]);
    expect(reports[0]?.deletes).toEqual([]);
  });

  it('applies a duplicate delivered twice in one batch once', async () => {
    const inserted = server.signIn(SITE, 'p1', 1000);
    const event = server.eventFor(inserted, 'INSERT');
    expect(await apply([event, { ...event }])).toBe(1);
    expect(await db.visitorLog.count()).toBe(1);
  });

  it('removes a record inserted earlier in the same batch and keeps its tombstone', async () => {
    const inserted = server.signIn(SITE, 'p1', 1000);
    server.remove(SITE, inserted.evtTimeStampProfileID);
    const removedAt = server.changeSeq;
    const applied = await apply([
      server.eventFor(inserted, 'INSERT'),
      { ...server.eventFor(inserted, 'REMOVE'), changeSeq: removedAt },
    ]);
    expect(applied).toBe(2);
    expect(await stored(inserted)).toBeUndefined();
    const tombstones = await familyTombstones(db.meta, 'visitorLog');
    expect([...tombstones.values()]).toEqual([removedAt]);
    // A replayed INSERT older than the removal cannot bring it back.
    expect(await apply([server.eventFor(inserted, 'INSERT')])).toBe(0);
    expect(await stored(inserted)).toBeUndefined();
  });

  it('skips events outside the scope, stale versions and invalid images, and applies the rest', async () => {
    const inside = server.signIn(SITE, 'inside', 1000);
    const otherSite = server.signIn('acme#south#cpt', 'outside', 1000);
    const broken = server.signIn(SITE, 'broken', 2000);
    const applied = await apply([
      server.eventFor(inside, 'INSERT'),
      server.eventFor(otherSite, 'INSERT'),
      { ...server.eventFor(broken, 'INSERT'), NewImage: { ...broken, visitorFullDetails: 7 } },
      { ...server.eventFor(inside, 'INSERT'), family: 'workerLog' },
    ]);
    expect(applied).toBe(1);
    expect((await db.visitorLog.toArray()).map((r) => r.ProfileId)).toEqual(['inside']);
    expect(console.warn).toHaveBeenCalled();
    // The same image again is not newer than the stored one.
    expect(await apply([server.eventFor(inside, 'MODIFY')])).toBe(0);
  });

  it('keeps a pending sign-out on top of a newer server image', async () => {
    /** A plausible time: the contract refuses sign-outs before 2000. */
    const T0 = Date.UTC(2024, 0, 1);
    const inserted = server.signIn(SITE, 'p1', T0 + 1000);
    await apply([server.eventFor(inserted, 'INSERT')]);
    await enqueueMutation(
      db,
      signOutVisitors,
      {
        EntityHierarchy: SITE,
        evtTimeStampProfileID: inserted.evtTimeStampProfileID,
        evtTimeStampOut: T0 + 5000,
        evtTZOffsetOut: 0,
        evtTimeZoneOut: 'UTC',
      },
      T0 + 4000,
      T0 + 4000,
    );
    const modified = server.write({ ...inserted, badgeNumber: 'B9' });
    expect(await apply([server.eventFor(modified, 'MODIFY')])).toBe(1);
    const local = await stored(modified);
    expect(local?.badgeNumber).toBe('B9');
    expect(local?.evtTimeStampOut).toBe(T0 + 5000);
    expect(local?._pending).toBeTruthy();
  });
});
