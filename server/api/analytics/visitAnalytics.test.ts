import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { writeRecords } from '../records/writeRecords.ts';
import { computeVisitAnalytics } from './visitAnalytics.ts';

let db: Database;

function signIn(hierarchy: string, iso: string, id: string, extra: Record<string, unknown> = {}) {
  const evtTimeStamp = Date.parse(iso);
  const key = `${evtTimeStamp}#${id}`;
  return {
    kind: 'upsert' as const,
    hierarchy,
    key,
    eventTime: evtTimeStamp,
    record: {
      evtTimeStampProfileID: key,
      evtTimeStamp,
      ProfileId: id,
      visitorFullDetails: { ProfileId: id },
      ...extra,
    },
  };
}

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  await db.transaction((tx) =>
    writeRecords(tx, 'visitorLog', [
      signIn('acme#north#jhb', '2026-11-02T09:00:00Z', 'a', { hostDetails: { name: 'Ann' } }),
      signIn('acme#north', '2026-11-03T16:30:00Z', 'b', { evtTimeZone: 'Africa/Johannesburg' }),
      signIn('acme#south', '2026-11-03T10:00:00Z', 'c'),
      signIn('acme#north', '2026-11-09T10:00:00Z', 'late'),
    ]),
  );
  await db.transaction((tx) =>
    writeRecords(tx, 'workerLog', [
      {
        kind: 'upsert',
        hierarchy: 'acme#north',
        key: 'w1',
        eventTime: Date.parse('2026-11-02T07:00:00Z'),
        record: {
          evtTimeStampProfileID: 'w1',
          evtTimeStamp: Date.parse('2026-11-02T07:00:00Z'),
          eventType: 'CLOCK_IN',
          ProfileId: 'w',
        },
      },
    ]),
  );
});

afterAll(async () => {
  await db.close();
});

describe('computeVisitAnalytics', () => {
  it("aggregates the subtree's visits and clock-ins of the range by the contract's rules", async () => {
    const figures = await computeVisitAnalytics(db, {
      organisationId: 'acme',
      hierarchies: ['acme#north'],
      range: {
        beginTime: Date.parse('2026-11-02T00:00:00Z'),
        endTime: Date.parse('2026-11-08T23:59:59.999Z'),
      },
      timeZone: 'UTC',
    });
    expect(figures.totals).toMatchObject({ visits: 2, employees: 1 });
    expect(figures.days.slice(0, 3).map((d) => [d.visits, d.placeholder])).toEqual([
      [1, false],
      [1, false],
      [0, true],
    ]);
    // 16:30 UTC is 18:30 in Johannesburg: outside 08:00–17:00 there.
    expect(figures.totals.outsideHours).toBe(1);
    expect(figures.hosts).toEqual([
      { label: 'Ann', visits: 1 },
      { label: null, visits: 1 },
    ]);
  });

  it('reads a range not at day limits as the whole days it touches', async () => {
    const figures = await computeVisitAnalytics(db, {
      organisationId: 'acme',
      hierarchies: ['acme#north'],
      range: {
        beginTime: Date.parse('2026-11-02T12:00:00Z'),
        endTime: Date.parse('2026-11-03T12:00:00Z'),
      },
      timeZone: 'UTC',
    });
    expect(figures.rangeProblem).toMatch(/not at day limits/);
    expect(figures.totals.visits).toBe(2);
  });
});
