import type { Page } from '@playwright/test';
import type { Measurement } from '../page/storageBench.ts';
import type { BenchPage } from './benchPage.ts';
import type { BenchServer } from './benchServer.ts';
import { measurement, percentile, sleep, waitUntil } from './measure.ts';
import { subscribeRaw } from './rawSubscriber.ts';
import { benchVisitor, writeVisitors } from './writes.ts';

const EVENTS = 1_000;
const EVERY_MS = 10;
const SETTLE_TIMEOUT_MS = 60_000;

/** Records in the page when each `Bench {tag}n{i}` name first appears in the document. */
async function watchNames(page: Page, tag: string): Promise<void> {
  await page.evaluate((tag) => {
    const pattern = new RegExp(`Bench ${tag}n(\\d+)`, 'g');
    const seen = new Map<string, number>();
    (window as unknown as { benchSeen: Map<string, number> }).benchSeen = seen;
    const scan = (text: string, at: number) => {
      for (const match of text.matchAll(pattern)) {
        const lastName = `${tag}n${match[1]}`;
        if (!seen.has(lastName)) seen.set(lastName, at);
      }
    };
    new MutationObserver((mutations) => {
      const at = Date.now();
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') scan(mutation.target.textContent ?? '', at);
        for (const node of mutation.addedNodes) scan(node.textContent ?? '', at);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, tag);
}

function seenInPage(page: Page): Promise<[string, number][]> {
  return page.evaluate(() => [
    ...(window as unknown as { benchSeen: Map<string, number> }).benchSeen.entries(),
  ]);
}

/**
 * `live-latency-p95`: one sign-in every 10 ms for 10 s through the server's write path; for each,
 * the time from its commit (then the publisher is kicked) until the visitor's name is in the
 * visitor log's DOM (a MutationObserver in the page; same machine clock). The log is newest
 * first, so every new row renders at the top. Events not seen in the DOM within a minute
 * (possible when a burst refresh is still running) fail the bench.
 *
 * Baseline: the p95 of commit to arrival at a plain Node MQTT subscriber on the same topic, in
 * the same run: the broker path without the browser, Dexie and React. Target: p95 ≤ 100 ms.
 */
export async function benchLiveLatency(
  server: BenchServer,
  bench: BenchPage,
): Promise<Measurement> {
  const tag = `lat${Date.now().toString(36)}`;
  const raw = await subscribeRaw(bench.api, server.baseURL, bench.site.hierarchy);
  await watchNames(bench.page, tag);
  const committed = new Map<string, number>();
  const started = Date.now();
  try {
    for (let i = 0; i < EVENTS; i++) {
      await sleep(Math.max(0, started + i * EVERY_MS - Date.now()));
      const person = benchVisitor(tag, i);
      committed.set(
        person.lastName,
        await writeVisitors(server.gatehouse, bench.site.hierarchy, [person]),
      );
    }
    await waitUntil(
      'live-latency-p95',
      async () => (await seenInPage(bench.page)).length >= EVENTS && raw.arrivals.size >= EVENTS,
      SETTLE_TIMEOUT_MS,
      100,
    );
  } finally {
    await raw.close();
  }
  const seen = new Map(await seenInPage(bench.page));
  const latency = (arrivals: Map<string, number>) =>
    [...committed].map(([name, at]) => (arrivals.get(name) ?? Number.NaN) - at);
  return measurement(
    'live-latency-p95',
    percentile(latency(seen), 95),
    percentile(latency(raw.arrivals), 95),
  );
}
