import type { VisitorLogRecord } from '../../contract/index.ts';
import { MQTT_RECONNECT_PERIOD_MS } from '../../src/sync/live/mqttTypes.ts';
import { expect, test } from './fixtures.ts';
import { SyncStatusBar } from './pages/SyncStatusBar.ts';
import type { GatehouseApi, Site } from './support/api.ts';
import { today } from './support/demo.ts';
import { localRecords } from './support/localRecords.ts';
import { openSiteLogAsAdmin, signInNewVisitor, visitorName } from './support/visitorLogFlow.ts';

/** Visitors signed in at each stage of the outage. */
const EACH = 3;
/** Playwright's own expect timeout (playwright.config.ts), the margin of the bound below. */
const EXPECT_MS = 10_000;

const STAGES = ['before', 'during', 'afterStart', 'afterReconnect'] as const;
type Stage = (typeof STAGES)[number];

async function signInVisitors(api: GatehouseApi, site: Site, stage: Stage) {
  const visitors: VisitorLogRecord[] = [];
  for (let index = 0; index < EACH; index++) {
    visitors.push(await signInNewVisitor(api, site, `Broker${stage}${index}`));
  }
  return visitors;
}

/** Signs `visitors` out through the API (a MODIFY event each). */
async function signOutVisitors(api: GatehouseApi, visitors: readonly VisitorLogRecord[]) {
  await api.call('visitorLogOperations/signOutVisitors', {
    userData: visitors.map(({ EntityHierarchy, evtTimeStampProfileID }) => ({
      EntityHierarchy,
      evtTimeStampProfileID,
    })),
    signOutSource: 'DB',
    evtTimeStampOut: Date.now(),
    evtTZOffsetOut: 0,
    evtTimeZoneOut: 'UTC',
  });
}

/** key → sign-out time (null while on site) of the visitor log rows at `site` today. */
function byKey(rows: readonly { evtTimeStampProfileID?: unknown; evtTimeStampOut?: unknown }[]) {
  return Object.fromEntries(
    rows.map((row) => [String(row.evtTimeStampProfileID), row.evtTimeStampOut ?? null]),
  );
}

test.describe('faults: the MQTT broker restarted under a live client', () => {
  test.describe.configure({ timeout: 120_000 });

  test('events before, during and after a broker restart all reach the page once, its local database matches the server', async ({
    page,
    adminApi,
    server,
  }) => {
    const site = await adminApi.firstSite();
    const log = await openSiteLogAsAdmin(page, site);
    const status = new SyncStatusBar(page);
    await expect(status.connection('Online')).toBeVisible();

    const stages = {} as Record<Stage, VisitorLogRecord[]>;
    stages.before = await signInVisitors(adminApi, site, 'before');
    for (const visitor of stages.before) {
      await expect(log.signOutButton(visitorName(visitor)), 'live before').toBeVisible();
    }

    await server.stopBroker();
    await expect(status.connection('Online'), 'the page lost its broker').toBeHidden();
    stages.during = await signInVisitors(adminApi, site, 'during');
    await signOutVisitors(adminApi, stages.before);
    await server.startBroker();
    stages.afterStart = await signInVisitors(adminApi, site, 'afterStart');

    // mqtt.js retries every MQTT_RECONNECT_PERIOD_MS; the catch-up follows the subscription.
    await expect(status.connection('Online'), 'the page reconnects').toBeVisible({
      timeout: MQTT_RECONNECT_PERIOD_MS + EXPECT_MS,
    });
    stages.afterReconnect = await signInVisitors(adminApi, site, 'afterReconnect');

    const all = STAGES.flatMap((stage) => stages[stage]);
    const signedOut = new Set(stages.before.map(visitorName));
    for (const visitor of all) {
      const name = visitorName(visitor);
      await expect(log.row(name), `${name}: one row`).toHaveCount(1);
      await expect(log.signOutButton(name), `${name}: on site or signed out`).toHaveCount(
        signedOut.has(name) ? 0 : 1,
      );
    }

    let local: Record<string, unknown> = {};
    let remote: Record<string, unknown> = {};
    await expect(async () => {
      const window = today();
      const { Items } = await adminApi.visitorLog({ hierarchies: [site.hierarchy], ...window });
      const rows = (await localRecords(page, 'visitorLog')).filter(
        (row) =>
          row.EntityHierarchy === site.hierarchy &&
          Number(row.evtTimeStamp) >= window.beginTime &&
          Number(row.evtTimeStamp) <= window.endTime,
      );
      local = byKey(rows);
      remote = byKey(Items);
      expect(rows, 'no key twice in the local database').toHaveLength(Object.keys(local).length);
      expect(local, "the page's database is the server's visitor log of the day").toEqual(remote);
    }).toPass({ timeout: EXPECT_MS, intervals: [250] });

    const ours = all.map((visitor) => visitor.evtTimeStampProfileID);
    const missing = ours.filter((key) => !(key in local));
    const wrong = ours.filter((key) => key in local && local[key] !== remote[key]);
    const counts =
      `[embedded broker] restarted under a live page: visitors signed in before ${EACH}, ` +
      `during ${EACH} (and ${EACH} signed out), after the start ${EACH}, after the reconnect ` +
      `${EACH}; on the page ${ours.length - missing.length} of ${ours.length}, each once; ` +
      `missing ${missing.length}, out of date ${wrong.length}; the day's rows on the page and ` +
      `the server ${Object.keys(local).length} and ${Object.keys(remote).length}`;
    console.log(counts);
    test.info().annotations.push({ type: 'counts', description: counts });
    expect({ missing, wrong }).toEqual({ missing: [], wrong: [] });
  });
});
