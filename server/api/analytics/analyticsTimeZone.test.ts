import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { writeRecords } from '../records/writeRecords.ts';
import { computeVisitAnalytics } from './visitAnalytics.ts';

let db: Database;

function signIn(hierarchy: string, iso: string, id: string) {
  const evtTimeStamp = Date.parse(iso);
  const key = `${evtTimeStamp}#${id}`;
  return {
    kind: 'upsert' as const,
    hierarchy,
    key,
    eventTime: evtTimeStamp,
    record: { evtTimeStampProfileID: key, evtTimeStamp, ProfileId: id },
  };
}

// 25 October 2026 in Berlin (clocks go back: 25 hours) runs from 22:00 UTC on the 24th to 23:00
// UTC on the 25th. The client is in UTC and picks 25 October.
const PICKED_IN_UTC = {
  beginTime: Date.parse('2026-10-25T00:00:00Z'),
  endTime: Date.parse('2026-10-25T23:59:59.999Z'),
};

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  await db.query(
    `INSERT INTO location_settings (organisation_id, hierarchy, section, value, lmt, updated_by)
     VALUES ('acme', 'acme#berlin', 'locationConfig', $1, 1, 'test')`,
    [{ enabled: true, locationShortDescription: '', timeZone: 'Europe/Berlin' }],
  );
  const day = (site: string) => [
    signIn(site, '2026-10-24T22:30:00Z', `${site}-a`), // 00:30 on the 25th in Berlin
    signIn(site, '2026-10-24T22:45:00Z', `${site}-b`),
    signIn(site, '2026-10-25T12:00:00Z', `${site}-c`),
    signIn(site, '2026-10-25T23:30:00Z', `${site}-d`), // 00:30 on the 26th in Berlin
  ];
  await db.transaction((tx) =>
    writeRecords(tx, 'visitorLog', [...day('acme#berlin#gate'), ...day('acme#nowhere')]),
  );
});

afterAll(async () => {
  await db.close();
});

describe("server analytics in the site's zone", () => {
  it("cut the picked day at the site's midnights on a daylight-saving day", async () => {
    const figures = await computeVisitAnalytics(db, {
      organisationId: 'acme',
      hierarchies: ['acme#berlin'],
      range: PICKED_IN_UTC,
      timeZone: 'UTC',
    });
    expect(figures.totals.visits).toBe(3);
    expect(figures.days).toHaveLength(1);
    expect(figures.days[0]?.visits).toBe(3);
  });

  it("use the client's zone where no location names one", async () => {
    const figures = await computeVisitAnalytics(db, {
      organisationId: 'acme',
      hierarchies: ['acme#nowhere'],
      range: PICKED_IN_UTC,
      timeZone: 'UTC',
    });
    expect(figures.totals.visits).toBe(2);
  });

  it("use the client's zone when the subtrees' zones differ", async () => {
    const figures = await computeVisitAnalytics(db, {
      organisationId: 'acme',
      hierarchies: ['acme#berlin', 'acme#nowhere'],
      range: PICKED_IN_UTC,
      timeZone: 'UTC',
    });
    expect(figures.totals.visits).toBe(4);
  });
});
