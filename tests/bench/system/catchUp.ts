import { today } from '../../e2e/support/demo.ts';
import type { Measurement } from '../page/storageBench.ts';
import { type BenchPage, localVisitorCount } from './benchPage.ts';
import type { BenchServer } from './benchServer.ts';
import { measurement, waitUntil } from './measure.ts';
import { benchVisitor, waitUntilPublished, writeVisitors } from './writes.ts';

const CHANGES = 5_000;
const BATCH = 500;
const TIMEOUT_MS = 120_000;

/**
 * `catch-up`: the page's MQTT connection is dropped (its WebSocket closed, new ones refused),
 * 5,000 sign-ins are written on the server, then the connection is allowed again and the page
 * gets the browser's `online` event (the engine's reconnect trigger: reconnect, catch up,
 * flush). Value: from that moment until all 5,000 are in the page's Dexie database.
 * Target ≤ 2 s.
 *
 * Baseline: a plain HTTP fetch (Node, the page's session) of the same `changedSince` answer:
 * the visitor log of the site for today since the cursor taken before the changes.
 */
export async function benchCatchUp(server: BenchServer, bench: BenchPage): Promise<Measurement> {
  const tag = `catch${Date.now().toString(36)}`;
  const logWindow = { hierarchies: [bench.site.hierarchy], ...today() };
  const { cursor } = await bench.api.visitorLog(logWindow);
  await bench.cutMqtt();
  const since = Date.now();
  const before = await localVisitorCount(bench.page, bench.site.hierarchy, since);
  for (let first = 0; first < CHANGES; first += BATCH) {
    const people = Array.from({ length: BATCH }, (_, i) => benchVisitor(tag, first + i));
    await writeVisitors(server.gatehouse, bench.site.hierarchy, people);
  }
  // Measured from a settled server: the publisher has sent the 5,000 events (to nobody: the page
  // is cut off) before the page comes back.
  await waitUntilPublished(server.gatehouse);
  bench.restoreMqtt();
  const started = Date.now();
  await bench.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await waitUntil(
    'catch-up',
    async () =>
      (await localVisitorCount(bench.page, bench.site.hierarchy, since)) >= before + CHANGES,
    TIMEOUT_MS,
  );
  const caughtUp = Date.now() - started;

  const fetchStarted = Date.now();
  const answer = await bench.api.visitorLog({ ...logWindow, changedSince: cursor });
  const fetchMs = Date.now() - fetchStarted;
  if (answer.Items.length < CHANGES) {
    throw new Error(`catch-up baseline: changedSince gave ${answer.Items.length} records`);
  }
  return measurement('catch-up', caughtUp, fetchMs);
}
