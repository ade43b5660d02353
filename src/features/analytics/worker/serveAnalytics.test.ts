import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VisitorLogRecord } from '../../../../contract/index.ts';
import { openTestDatabase } from '../../../kit/testing/index.ts';
import { openWindowReader } from '../../../kit/worker/windowReader.ts';
import type { AnalyticsCommand, AnalyticsEvent } from './protocol.ts';
import { serveAnalytics } from './serveAnalytics.ts';

const SITE = 'org#region#site';
const OTHER = 'org#region#other';
const BEGIN = Date.parse('2026-11-02T00:00:00Z');
const END = Date.parse('2026-11-08T23:59:59.999Z');

function visit(hierarchy: string, iso: string, id: string): VisitorLogRecord {
  const evtTimeStamp = Date.parse(iso);
  return {
    EntityHierarchy: hierarchy,
    evtTimeStampProfileID: `${evtTimeStamp}#${id}`,
    evtTimeStamp,
    ProfileId: id,
    visitorFullDetails: { ProfileId: id },
    hostDetails: { name: 'Ann' },
    lmt: evtTimeStamp,
    changeSeq: 1,
  };
}

let db: ReturnType<typeof openTestDatabase>;
let port: MessagePort;
let served: MessagePort;
let events: AnalyticsEvent[];

beforeEach(() => {
  db = openTestDatabase();
  const channel = new MessageChannel();
  port = channel.port1;
  served = channel.port2;
  serveAnalytics(served, openWindowReader);
  events = [];
  port.addEventListener('message', (event: MessageEvent<AnalyticsEvent>) => {
    events.push(event.data);
  });
  port.start();
  served.start();
});

afterEach(async () => {
  port.postMessage({ type: 'stop' } satisfies AnalyticsCommand);
  port.close();
  db.close();
  await db.delete();
});

async function until<T>(find: () => T | undefined, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function ask(id: number, hierarchies: string[]) {
  port.postMessage({
    type: 'query',
    id,
    query: {
      dbName: db.name,
      hierarchies,
      range: { beginTime: BEGIN, endTime: END },
      timeZone: 'UTC',
      employees: true,
    },
  } satisfies AnalyticsCommand);
}

describe('the analytics worker', () => {
  it('computes the figures of the subtree and window from the local database', async () => {
    await db.visitorLog.bulkPut([
      visit(SITE, '2026-11-02T09:00:00Z', 'a'),
      visit(SITE, '2026-11-03T10:00:00Z', 'b'),
      visit(OTHER, '2026-11-03T10:00:00Z', 'c'),
      visit(SITE, '2026-11-09T10:00:00Z', 'late'),
    ]);
    ask(1, [SITE]);
    const answer = await until(() => events.find((e) => e.type === 'figures' && e.id === 1));
    if (answer.type !== 'figures') throw new Error(JSON.stringify(answer));
    expect(answer.figures.totals.visits).toBe(2);
    expect(answer.figures.days.map((d) => d.visits)).toEqual([1, 1, 0, 0, 0, 0, 0]);
    expect(answer.timing.records).toBe(2);
  });

  it('counts the visitors of the range not signed out yet (for "On site now")', async () => {
    await db.visitorLog.bulkPut([
      visit(SITE, '2026-11-02T09:00:00Z', 'staying'),
      {
        ...visit(SITE, '2026-11-03T10:00:00Z', 'gone'),
        evtTimeStampOut: Date.parse('2026-11-03T11:00:00Z'),
      },
      visit(OTHER, '2026-11-03T10:00:00Z', 'elsewhere'),
      visit(SITE, '2026-11-01T23:00:00Z', 'before'),
    ]);
    ask(1, [SITE]);
    const answer = await until(() => events.find((e) => e.type === 'figures' && e.id === 1));
    if (answer.type !== 'figures') throw new Error(JSON.stringify(answer));
    // Only the range's own: who signed in before it is counted by the page (useOnSiteBefore).
    expect(answer.onSite).toBe(1);
  });

  it('counts clock-ins of the worker log only when asked to (the employee log on)', async () => {
    const time = Date.parse('2026-11-03T07:00:00Z');
    await db.table('workerLog').put({
      EntityHierarchy: SITE,
      evtTimeStampProfileID: `${time}#w`,
      evtTimeStamp: time,
      eventType: 'CLOCK_IN',
      ProfileId: 'w',
      lmt: time,
      changeSeq: 1,
    });
    const query = (id: number, employees: boolean) =>
      port.postMessage({
        type: 'query',
        id,
        query: {
          dbName: db.name,
          hierarchies: [SITE],
          range: { beginTime: BEGIN, endTime: END },
          timeZone: 'UTC',
          employees,
        },
      } satisfies AnalyticsCommand);
    query(1, true);
    const withEmployees = await until(() => events.find((e) => e.type === 'figures' && e.id === 1));
    query(2, false);
    const without = await until(() => events.find((e) => e.type === 'figures' && e.id === 2));
    if (withEmployees.type !== 'figures' || without.type !== 'figures')
      throw new Error('no figures');
    expect(withEmployees.figures.totals.employees).toBe(1);
    expect(without.figures.totals.employees).toBe(0);
  });

  it('computes again after a write to the visitor log', async () => {
    ask(1, [SITE]);
    await until(() => events.find((e) => e.type === 'figures'));
    await db.visitorLog.put(visit(SITE, '2026-11-04T11:00:00Z', 'new'));
    const again = await until(() =>
      events.find((e) => e.type === 'figures' && e.figures.totals.visits === 1),
    );
    expect(again.id).toBe(1);
  });

  it('answers an error for a query it cannot compute', async () => {
    port.postMessage({
      type: 'query',
      id: 7,
      query: {
        dbName: db.name,
        hierarchies: [SITE],
        range: { beginTime: END, endTime: BEGIN },
        timeZone: 'UTC',
        employees: true,
      },
    } satisfies AnalyticsCommand);
    const answer = await until(() => events.find((e) => e.id === 7));
    expect(answer).toMatchObject({ type: 'error', message: expect.stringMatching(/begin ≤ end/) });
  });
});
