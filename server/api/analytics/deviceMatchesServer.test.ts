import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatehouseDatabase } from '../../../src/db/database.ts';
import { computeAnalytics } from '../../../src/features/analytics/worker/serveAnalytics.ts';
import { openWindowReader } from '../../../src/kit/worker/windowReader.ts';
import {
  ANALYTICS_HIERARCHIES,
  ANALYTICS_RANGE,
  ANALYTICS_ROOT,
  ANALYTICS_ZONE,
  makeAnalyticsVisits,
  siteKey,
} from '../../../tests/bench/analytics/visits.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { writeRecordsInChunks } from '../records/writeRecordsInChunks.ts';

/**
 * The analytics page computes its figures on the device (the worker reading the local database);
 * the server computes them from PostgreSQL. For the same records both must be identical: the
 * bench organisation's month (fewer visits a day), with visits and clock-ins at the range's first
 * and last millisecond and just outside it.
 */
const DEVICE_DB = 'gatehouse-analytics-device-matches-server';
const { beginTime, endTime } = ANALYTICS_RANGE;

function extraVisits() {
  return [beginTime - 1, beginTime, endTime, endTime + 1].map((evtTimeStamp, i) => ({
    EntityHierarchy: siteKey(i),
    evtTimeStampProfileID: `${evtTimeStamp}#edge${i}`,
    evtTimeStamp,
    evtTimeZone: 'Asia/Kolkata',
    ProfileId: `edge${i}`,
    visitorType: i % 2 ? 'Guest' : undefined,
    visitorFullDetails: { ProfileId: `edge${i}` },
    hostDetails: { uniqueAttributeValue: `edge${i}@example.com` },
    lmt: evtTimeStamp,
    changeSeq: 1,
  }));
}

function clockIns() {
  return [beginTime - 1, beginTime + 8 * 3_600_000, endTime].flatMap((time, i) =>
    ['CLOCK_IN', 'CLOCK_OUT'].map((eventType, j) => ({
      EntityHierarchy: siteKey(i),
      evtTimeStampProfileID: `${time + j}#w${i}`,
      evtTimeStamp: time + j,
      eventType,
      ProfileId: `w${i}`,
      lmt: time,
      changeSeq: 1,
    })),
  );
}

let server: Database;
let device: GatehouseDatabase;

const serverWrites = (records: readonly Record<string, unknown>[]) =>
  records.map(({ EntityHierarchy, lmt: _lmt, changeSeq: _seq, ...record }) => ({
    kind: 'upsert' as const,
    hierarchy: String(EntityHierarchy),
    key: String(record.evtTimeStampProfileID),
    eventTime: Number(record.evtTimeStamp),
    record,
  }));

beforeAll(async () => {
  const visits = [...makeAnalyticsVisits(10), ...extraVisits()];
  server = await openDatabase({ dataDir: 'memory://' });
  await migrate(server);
  await writeRecordsInChunks(server, 'visitorLog', serverWrites(visits), { chunkSize: 2_000 });
  await writeRecordsInChunks(server, 'workerLog', serverWrites(clockIns()), { chunkSize: 100 });
  device = new GatehouseDatabase(DEVICE_DB);
  await device.visitorLog.bulkPut(visits);
  await device.table('workerLog').bulkPut(clockIns());
});

afterAll(async () => {
  device.close();
  await device.delete();
  await server.close();
});

describe('analytics on the device and on the server', () => {
  it('give identical figures for the same records', async () => {
    const reader = openWindowReader(DEVICE_DB);
    const onDevice = await computeAnalytics(reader, {
      dbName: DEVICE_DB,
      hierarchies: ANALYTICS_HIERARCHIES,
      range: ANALYTICS_RANGE,
      timeZone: ANALYTICS_ZONE,
      employees: true,
    });
    reader.close();
    const { computeVisitAnalytics } = await import('./visitAnalytics.ts');
    const onServer = await computeVisitAnalytics(server, {
      organisationId: ANALYTICS_ROOT,
      hierarchies: [ANALYTICS_ROOT],
      range: ANALYTICS_RANGE,
      timeZone: ANALYTICS_ZONE,
    });
    expect(onDevice.figures.totals.visits).toBeGreaterThan(4_000);
    expect(onDevice.figures.totals.employees).toBe(2);
    expect(onDevice.figures).toEqual(onServer);
  });
});
