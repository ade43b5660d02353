import type { Page } from '@playwright/test';
import type { VisitorLogRecord } from '../../contract/index.ts';
import { MQTT_RECONNECT_PERIOD_MS } from '../../src/sync/live/mqttTypes.ts';
import { expect, signInApi, test } from './fixtures.ts';
import { SyncStatusBar } from './pages/SyncStatusBar.ts';
import type { GatehouseApi, Site } from './support/api.ts';
import { today } from './support/demo.ts';
import { localRecords } from './support/localRecords.ts';
import { openSiteLogAsAdmin, signInNewVisitor, visitorName } from './support/visitorLogFlow.ts';

/** Visitors signed in at each stage of the outage. */
const EACH = 3;
/** Playwright's own expect timeout (playwright.config.ts), the margin of the bound below. */
const EXPECT_MS = 10_000;

type Stage = 'before' | 'during' | 'afterStart' | 'afterReconnect';

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

/** How a test stops and starts the broker the page is connected to. */
interface BrokerSwitch {
  name: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A page live on `site`'s visitor log; visitors signed in before the broker stops, while it is
 * down (and the first ones signed out), right after it started and after the page reconnected.
 * Checks and prints that every row reached the page once and its database matches the server.
 */
async function restartBrokerUnderLivePage(page: Page, api: GatehouseApi, broker: BrokerSwitch) {
  const site = await api.firstSite();
  const log = await openSiteLogAsAdmin(page, site);
  const status = new SyncStatusBar(page);
  await expect(status.connection('Online')).toBeVisible();

  const before = await signInVisitors(api, site, 'before');
  for (const visitor of before) {
    await expect(log.signOutButton(visitorName(visitor)), 'live before').toBeVisible();
  }

  await broker.stop();
  await expect(status.connection('Online'), 'the page lost its broker').toBeHidden();
  const during = await signInVisitors(api, site, 'during');
  await signOutVisitors(api, before);
  await broker.start();
  const afterStart = await signInVisitors(api, site, 'afterStart');

  // mqtt.js retries every MQTT_RECONNECT_PERIOD_MS; the catch-up follows the subscription.
  await expect(status.connection('Online'), 'the page reconnects').toBeVisible({
    timeout: MQTT_RECONNECT_PERIOD_MS + EXPECT_MS,
  });
  const afterReconnect = await signInVisitors(api, site, 'afterReconnect');

  const all = [...before, ...during, ...afterStart, ...afterReconnect];
  const signedOut = new Set(before.map(visitorName));
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
    const { Items } = await api.visitorLog({ hierarchies: [site.hierarchy], ...window });
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
    `[${broker.name}] restarted under a live page: visitors signed in before ${EACH}, ` +
    `during ${EACH} (and ${EACH} signed out), after the start ${EACH}, after the reconnect ` +
    `${EACH}; on the page ${ours.length - missing.length} of ${ours.length}, each once; ` +
    `missing ${missing.length}, out of date ${wrong.length}; the day's rows on the page and ` +
    `the server ${Object.keys(local).length} and ${Object.keys(remote).length}`;
  console.log(counts);
  test.info().annotations.push({ type: 'counts', description: counts });
  expect({ missing, wrong }).toEqual({ missing: [], wrong: [] });
}

test.describe('faults: the MQTT broker restarted under a live client', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the embedded broker: events before, during and after its restart all reach the page once, its local database matches the server', async ({
    page,
    adminApi,
    server,
  }) => {
    await restartBrokerUnderLivePage(page, adminApi, {
      name: 'embedded broker',
      stop: () => server.stopBroker(),
      start: () => server.startBroker(),
    });
  });

  test('Mosquitto: events before, during and after its restart all reach the page once, its local database matches the server', async ({
    browser,
    realServers: { server, broker },
  }) => {
    const admin = await signInApi(browser, server.baseURL, 'admin');
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      await restartBrokerUnderLivePage(await context.newPage(), admin.api, {
        name: 'Mosquitto',
        stop: () => broker.stop(),
        start: () => broker.start(),
      });
    } finally {
      await context.close();
      await admin.close();
    }
  });
});
