import type { Measurement } from '../page/storageBench.ts';
import { type BenchPage, localVisitorCount } from './benchPage.ts';
import type { BenchServer } from './benchServer.ts';
import { measurement, sleep, waitUntil } from './measure.ts';
import { longestTaskSince, longFramesText } from './pageTiming.ts';
import { benchVisitor, writeVisitors } from './writes.ts';

const EVENTS = 5_000;
const BATCH = 100;
const BATCH_EVERY_MS = 100;
const TIMEOUT_MS = 120_000;
/** A long task is one over 50 ms (Long Tasks API): the goal is that none runs. */
export const LONG_TASK_MS = 50;

/**
 * `live-burst`, one round: 5,000 sign-ins at 1,000 per second (batches of 100 every 100 ms
 * through the server's write path, each kicking the publisher) while the visitor log is open;
 * value = time from the first write until all 5,000 are in the page's Dexie database. Over 80
 * messages in 15 s the engine refreshes the context instead of applying events (spec), so this is
 * that path.
 *
 * Baseline: the time from the first write until the server committed the last batch, i.e. the
 * earliest moment everything could be in the browser. ratio = baseline / value: 1 means the page
 * was done as soon as the source was. The goal: value within 1.2× the baseline in every round.
 *
 * `live-burst-longest-task`: the longest main-thread task of the page (PerformanceObserver
 * 'longtask', installed by pageTiming.ts) that started during the round; 0 when none was over
 * 50 ms. Its baseline is that 50 ms limit.
 */
export async function benchLiveBurst(
  server: BenchServer,
  bench: BenchPage,
): Promise<{ burst: Measurement; longestTask: Measurement }> {
  const tag = `burst${Date.now().toString(36)}`;
  const since = Date.now();
  const before = await localVisitorCount(bench.page, bench.site.hierarchy, since);
  const pageStart = await bench.page.evaluate(() => performance.now());
  const started = Date.now();
  let lastCommit = started;
  for (let first = 0; first < EVENTS; first += BATCH) {
    const due = started + (first / BATCH) * BATCH_EVERY_MS;
    await sleep(Math.max(0, due - Date.now()));
    const people = Array.from({ length: BATCH }, (_, i) => benchVisitor(tag, first + i));
    lastCommit = await writeVisitors(server.gatehouse, bench.site.hierarchy, people);
  }
  await waitUntil(
    'live-burst',
    async () =>
      (await localVisitorCount(bench.page, bench.site.hierarchy, since)) >= before + EVENTS,
    TIMEOUT_MS,
  );
  const done = Date.now();
  const longest = await longestTaskSince(bench.page, pageStart);
  if (longest > LONG_TASK_MS) {
    console.log(
      `live-burst: a task of ${longest} ms; long animation frames [start+ms, render ms, scripts]:\n${await longFramesText(bench.page, pageStart)}`,
    );
  }
  return {
    burst: measurement('live-burst', done - started, lastCommit - started),
    longestTask: measurement('live-burst-longest-task', longest, LONG_TASK_MS),
  };
}
