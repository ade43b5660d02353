import type { Browser } from '@playwright/test';
import { evacPersonKey } from '../../contract/index.ts';
import { BACKOFF_BASE_MS } from '../../src/sync/outbox/backoff.ts';
import { MQTT_RECONNECT_PERIOD_MS } from '../../src/sync/live/mqttTypes.ts';
import { expect, signInApi, test } from './fixtures.ts';
import type { GatehouseApi } from './support/api.ts';
import { demoUsers } from './support/demo.ts';
import { evacResponseWrites } from './support/evacResponseWrites.ts';
import { startEvacuation } from './support/evacuationApi.ts';
import { type DeviceLedger, ServerKillMidBurst } from './support/killMidBurst.ts';
import { localRecords } from './support/localRecords.ts';
import { type MarshalDevice, openMarshalDevice } from './support/marshalDevice.ts';
import { killServer } from './support/serverKill.ts';
import type { TestServer } from './support/testServer.ts';
import { signInNewVisitor, visitorName } from './support/visitorLogFlow.ts';

/** The site of this suite: the archived drill's, which no other spec evacuates. */
const SITE = 'acme#south#cape-town';
const MARKS_EACH = 5;
/** Each phone's success answers before the kill; its next write is done but its answer lost. */
const ACKNOWLEDGED_EACH = 2;
const MARK_PATH = '/api/evacuationOperations/updateEvacStatus';
/** Playwright's own expect timeout (playwright.config.ts), the margin of the bounds below. */
const EXPECT_MS = 10_000;

/** The two phones: the demo admin and the marshal, each marking a half of the people. */
const PHONES = [
  { label: 'A', email: demoUsers.admin },
  { label: 'B', email: demoUsers.marshal },
] as const;

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Keys each device sent, in first-sent order, without repeats. */
function distinctKeys(ledger: DeviceLedger): string[] {
  return [...new Set(ledger.sent)];
}

/**
 * Two phones mark people SAFE offline, come back together, and the server is SIGKILLed while
 * both flush (ServerKillMidBurst), then started again on the same data. Checks and prints what
 * happened to every mark.
 */
async function killMidBurstOfTwoPhones(options: {
  browser: Browser;
  api: GatehouseApi;
  server: TestServer;
  variant: string;
}) {
  const { browser, api, server, variant } = options;
  const site = await api.site(SITE);
  const visitors = [];
  for (let index = 0; index < MARKS_EACH * PHONES.length; index++) {
    visitors.push(await signInNewVisitor(api, site, `Burst${index}`));
  }
  const names = visitors.map(visitorName);
  const evacuation = await startEvacuation(api, site);
  const phones: MarshalDevice[] = [];
  try {
    const opening = await Promise.allSettled(
      PHONES.map((phone) =>
        openMarshalDevice(browser, {
          baseURL: server.baseURL,
          label: phone.label,
          email: phone.email,
          site,
          expectedNames: names,
        }),
      ),
    );
    for (const result of opening) if (result.status === 'fulfilled') phones.push(result.value);
    const failed = opening.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const namesOf = (index: number) => names.slice(index * MARKS_EACH, (index + 1) * MARKS_EACH);

    for (const phone of phones) await phone.network.goOffline();
    await Promise.all(
      phones.map(async (phone, index) => {
        for (const name of namesOf(index)) {
          await phone.rollCall.oneTapSafe(name).click();
          await expect(phone.rollCall.pendingMarker(name), phone.label).toBeVisible();
        }
      }),
    );

    const burst = new ServerKillMidBurst(
      phones.map((phone) => phone.network),
      { writePath: MARK_PATH, acknowledgedEach: ACKNOWLEDGED_EACH, kill: () => killServer(server) },
    );
    await Promise.all(phones.map((phone) => phone.network.goOnline()));
    await burst.killed;
    const killedAt = Date.now();
    await server.start();
    const downtime = Date.now() - killedAt;

    // A queued write is retried with exponential backoff from 1 s (src/sync/outbox/backoff.ts),
    // so its first try after the restart comes within twice the downtime plus the base delay.
    const drainBound = 2 * downtime + BACKOFF_BASE_MS + EXPECT_MS;
    for (const phone of phones) {
      await expect(phone.page.getByText('Waiting to sync'), `${phone.label} drains`).toHaveCount(
        0,
        { timeout: drainBound },
      );
    }
    // The other phone's marks arrive live once MQTT is back (it retries every 15 s) or by its
    // catch-up after the reconnect.
    await expect(async () => {
      const shown = await Promise.all(phones.map((phone) => phone.rollCall.snapshot(names)));
      expect(shown[1]?.rows, 'both phones show the same rows').toEqual(shown[0]?.rows);
      expect(
        shown[0]?.rows.filter((row) => row?.status !== 'SAFE' || row.pending || row.notApplied),
        'everyone SAFE and synced',
      ).toEqual([]);
    }).toPass({ timeout: MQTT_RECONNECT_PERIOD_MS + EXPECT_MS, intervals: [250] });

    const { Items } = await api.evacResponses({
      hierarchies: [site.hierarchy],
      beginTime: evacuation.activatedTimestamp - 60_000,
      endTime: Date.now() + 60_000,
    });
    const people = new Set(
      visitors.map((visitor) =>
        evacPersonKey({
          EntityHierarchy: visitor.EntityHierarchy,
          type: 'VISITOR',
          evtTimeStampProfileID: visitor.evtTimeStampProfileID,
        }),
      ),
    );
    const serverMarks = Items.filter((mark) => people.has(mark.personKey ?? ''));
    const serverMutations = serverMarks.map((mark) => mark.mutationId ?? '').sort();
    for (const phone of phones) {
      const local = (await localRecords(phone.page, 'evacResponses')).filter((row) =>
        people.has(String(row.personKey)),
      );
      expect(
        local.map((row) => String(row.mutationId)).sort(),
        `${phone.label}'s local database holds the server's marks, each once`,
      ).toEqual(serverMutations);
    }
    for (const phone of phones) await phone.close();
    phones.length = 0;

    const writes = await evacResponseWrites(server, site.hierarchy);
    const sentKeys = burst.ledgers.flatMap(distinctKeys);
    const changeEntries = (key: string) =>
      Object.values(writes.get(key)?.changes ?? {}).reduce((sum, count) => sum + count, 0);
    const once = sentKeys.filter((key) => {
      const stored = writes.get(key);
      return stored?.stored === 1 && stored.changes.INSERT === 1 && changeEntries(key) === 1;
    });
    // A second record or any second write (a MODIFY of the same mark counts too).
    const doubled = sentKeys.filter(
      (key) => (writes.get(key)?.stored ?? 0) > 1 || changeEntries(key) > 1,
    );
    const lost = sentKeys.filter((key) => (writes.get(key)?.stored ?? 0) === 0);
    const acknowledged = burst.ledgers.reduce((sum, ledger) => sum + ledger.acknowledged.size, 0);
    const answerLost = burst.ledgers.reduce((sum, ledger) => sum + ledger.answerLost.size, 0);
    const retried = burst.ledgers.reduce((sum, ledger) => sum + ledger.afterRestart.size, 0);
    const counts =
      `[${variant}] server SIGKILLed mid-burst of two phones: writes sent ${sentKeys.length}, ` +
      `acknowledged before the kill ${acknowledged}, answered but cut at the kill ${answerLost}, ` +
      `sent after the restart ${retried}, stored once ${once.length}, doubled ${doubled.length}, ` +
      `lost ${lost.length}; server down ${downtime} ms`;
    console.log(counts);
    test.info().annotations.push({ type: 'counts', description: counts });

    expect(sentKeys, 'every mark was sent').toHaveLength(MARKS_EACH * PHONES.length);
    expect(serverMarks, 'one mark per person on the server').toHaveLength(sentKeys.length);
    expect(new Set(serverMutations), 'the server holds the marks made').toEqual(new Set(sentKeys));
    expect({ doubled, lost }, 'no mark doubled or lost').toEqual({ doubled: [], lost: [] });
    expect(once, 'every mark stored once, with one change event').toHaveLength(sentKeys.length);
    for (const [index, ledger] of burst.ledgers.entries()) {
      const label = PHONES[index]?.label;
      expect(ledger.acknowledged.size, `${label}: acknowledged before the kill`).toBe(
        ACKNOWLEDGED_EACH,
      );
      expect(ledger.answerLost.size, `${label}: one answer cut at the kill`).toBe(1);
      for (const key of distinctKeys(ledger).filter((one) => !ledger.acknowledged.has(one))) {
        const answers = ledger.afterRestart.get(key) ?? [];
        expect(answers.some(isSuccess), `${label}: ${key} sent again and accepted`).toBe(true);
      }
    }
  } finally {
    for (const phone of phones) await phone.close();
    // Reported, not thrown: a failure above (the server still down, say) is the one to see.
    await evacuation
      .end()
      .catch((error: unknown) => console.warn(`The evacuation at ${SITE} did not end: ${error}`));
  }
}

test.describe('faults: the server killed mid-burst', () => {
  test.describe.configure({ timeout: 180_000 });

  test('two phones flush offline marks, the server is SIGKILLed mid-burst on PGlite: each mark stored once, both phones converge', async ({
    browser,
    adminApi,
    server,
  }) => {
    await killMidBurstOfTwoPhones({ browser, api: adminApi, server, variant: 'PGlite' });
  });
});

test.describe('faults: the server killed mid-burst on PostgreSQL', () => {
  test.describe.configure({ timeout: 180_000 });

  test('two phones flush offline marks, the server is SIGKILLed mid-burst on PostgreSQL (and Mosquitto): each mark stored once, both phones converge', async ({
    browser,
    realServers: { server },
  }) => {
    const admin = await signInApi(browser, server.baseURL, 'admin');
    try {
      await killMidBurstOfTwoPhones({
        browser,
        api: admin.api,
        server,
        variant: 'PostgreSQL + Mosquitto',
      });
    } finally {
      await admin.close();
    }
  });
});
