import type { VisitorLogRecord } from '../../contract/index.ts';
import { expect, test } from './fixtures.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { SyncStatusBar } from './pages/SyncStatusBar.ts';
import { VisitorLogPage } from './pages/VisitorLogPage.ts';
import type { GatehouseApi, Site } from './support/api.ts';
import { countChangesOfAll } from './support/changeFeedCounts.ts';
import { today } from './support/demo.ts';
import { loseFirstSignOutAnswer } from './support/lostAnswer.ts';
import { killServer } from './support/serverKill.ts';
import { waitForServiceWorkerControl } from './support/serviceWorker.ts';
import { openSiteLogAsAdmin, signInNewVisitor, visitorName } from './support/visitorLogFlow.ts';

const VISITORS = 3;
const DRAIN_TIMEOUT_MS = 90_000;

async function newVisitors(api: GatehouseApi, site: Site, label: string) {
  const visitors: VisitorLogRecord[] = [];
  for (let i = 0; i < VISITORS; i++) visitors.push(await signInNewVisitor(api, site, label));
  return visitors;
}

/** Every visitor signed out on the server, each once: one sign-in and one sign-out in the feed. */
async function expectSignedOutOnce(
  api: GatehouseApi,
  server: Parameters<typeof countChangesOfAll>[0],
  visitors: VisitorLogRecord[],
) {
  const site = visitors[0]?.EntityHierarchy ?? '';
  const { Items } = await api.visitorLog({ hierarchies: [site], ...today() });
  for (const visitor of visitors) {
    const copies = Items.filter((item) => item.ProfileId === visitor.ProfileId);
    expect(copies, `${visitorName(visitor)}: one visit on the server`).toHaveLength(1);
    expect(copies[0]?.evtTimeStampOut, `${visitorName(visitor)}: signed out`).toBeDefined();
  }
  const counts = await countChangesOfAll(server, visitors);
  expect(counts, 'change feed: each visitor signed in once and signed out once').toEqual(
    visitors.map(() => ({ INSERT: 1, MODIFY: 1 })),
  );
}

test.describe('faults', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the server killed during a flush loses no sign-out and applies none twice', async ({
    page,
    context,
    adminApi,
    network,
    server,
  }) => {
    const site = await adminApi.firstSite();
    const visitors = await newVisitors(adminApi, site, 'Kill');
    const log = await openSiteLogAsAdmin(page, site);
    for (const visitor of visitors)
      await expect(log.signOutButton(visitorName(visitor))).toBeVisible();
    await waitForServiceWorkerControl(page);

    const lost = await loseFirstSignOutAnswer(context, () => killServer(server));
    await network.goOffline();
    for (const visitor of visitors) await log.signOut(visitorName(visitor));
    for (const visitor of visitors)
      await expect(log.pendingMarker(visitorName(visitor))).toBeVisible();

    await network.goOnline();
    expect(await lost.firstAnswered, 'the first sign-out reached the server before it died').toBe(
      200,
    );
    await expect(
      log.pendingMarker(visitorName(visitors[0]!)),
      'not confirmed while down',
    ).toBeVisible();
    await server.start();

    for (const visitor of visitors) {
      await expect(log.pendingMarker(visitorName(visitor)), 'the outbox drains').toBeHidden({
        timeout: DRAIN_TIMEOUT_MS,
      });
    }
    const status = new SyncStatusBar(page);
    await expect(status.pending).toBeHidden();
    await expect(status.notApplied).toBeHidden();
    expect(
      lost.keys.filter((key) => key === lost.keys[0]).length,
      'the lost one sent again with its key',
    ).toBeGreaterThan(1);
    await expectSignedOutOnce(adminApi, server, visitors);
  });
});

test.describe('faults across tabs', () => {
  // Without a service worker its Background Sync cannot send first: the tabs' leader does the
  // sending (the service worker runs the same flush code; the test above lets it take part).
  test.use({ serviceWorkers: 'block' });
  test.describe.configure({ timeout: 180_000 });

  test('two tabs: the leader closed mid-sync, the follower takes over, sends each sign-out once and keeps live updates', async ({
    page: leaderPage,
    context,
    adminApi,
    network,
    server,
  }) => {
    const site = await adminApi.firstSite();
    const visitors = await newVisitors(adminApi, site, 'Tabs');
    const leaderLog = await openSiteLogAsAdmin(leaderPage, site);
    await expect(leaderLog.signOutButton(visitorName(visitors[0]!))).toBeVisible();

    const followerPage = await context.newPage();
    let followerSockets = 0;
    followerPage.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname.startsWith('/mqtt')) followerSockets++;
    });
    const followerLog = new VisitorLogPage(followerPage);
    await followerLog.goto();
    await new ShellPage(followerPage).chooseLocation(site.name);
    for (const visitor of visitors) {
      await expect(followerLog.signOutButton(visitorName(visitor))).toBeVisible();
    }
    expect(followerSockets, 'the second tab is a follower: no MQTT connection').toBe(0);

    const senders: string[] = [];
    const lost = await loseFirstSignOutAnswer(context, async (request) => {
      senders.push(
        request.serviceWorker()
          ? 'service worker'
          : request.frame().page() === leaderPage
            ? 'leader'
            : 'follower',
      );
      await leaderPage.close();
    });
    await network.goOffline();
    for (const visitor of visitors) await followerLog.signOut(visitorName(visitor));
    for (const visitor of visitors) {
      await expect(followerLog.pendingMarker(visitorName(visitor))).toBeVisible();
    }

    await network.goOnline();
    expect(await lost.firstAnswered, 'the first sign-out reached the server').toBe(200);
    expect(senders, 'the leader tab was sending when it closed').toEqual(['leader']);

    for (const visitor of visitors) {
      await expect(
        followerLog.pendingMarker(visitorName(visitor)),
        'the new leader drains the outbox',
      ).toBeHidden({
        timeout: DRAIN_TIMEOUT_MS,
      });
    }
    const status = new SyncStatusBar(followerPage);
    await expect(status.pending).toBeHidden();
    await expect(status.notApplied).toBeHidden();

    // Within the MQTT reconnect period (15 s) of the new leader's first connection attempt.
    const live = await signInNewVisitor(adminApi, site, 'AfterTakeover');
    await expect(
      followerLog.row(visitorName(live)),
      'live events reach the new leader',
    ).toBeVisible({
      timeout: 20_000,
    });
    await expectSignedOutOnce(adminApi, server, visitors);
  });
});
