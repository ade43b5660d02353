import type { Page } from '@playwright/test';
import type { LiveTraceMark, LiveTraceStage } from '../../../src/sync/trace/liveTrace.ts';
import { percentile } from './measure.ts';

/**
 * Where a live event's time goes, from the app's live trace (src/sync/trace/liveTrace.ts): per
 * event, the time between consecutive stages, as median and p95 over the events of a run.
 */
export interface StageFigures {
  stage: string;
  median: number;
  p95: number;
}

const SPANS: [string, LiveTraceStage, LiveTraceStage][] = [
  ['parse + validate', 'received', 'parsed'],
  ['wait for batch', 'parsed', 'applying'],
  ['Dexie transaction', 'applying', 'committed'],
  ['live-query re-read', 'committed', 'queried'],
  ['React render', 'queried', 'rendered'],
  ['received → rendered', 'received', 'rendered'],
];

/** The first mark of `stage` at or after `at` (marks sorted by time). */
function firstAfter(marks: readonly LiveTraceMark[], stage: LiveTraceStage, at: number) {
  return marks.find((mark) => mark.stage === stage && mark.at >= at)?.at;
}

/** Per event: each stage's time; the page's stages are the first ones after the commit. */
export function liveBreakdown(marks: readonly LiveTraceMark[]): StageFigures[] {
  const sorted = [...marks].sort((a, b) => a.at - b.at);
  const events = new Map<number, Partial<Record<LiveTraceStage, number>>>();
  for (const mark of sorted) {
    for (const id of mark.ids) {
      const times = events.get(id) ?? {};
      times[mark.stage] ??= mark.at;
      events.set(id, times);
    }
  }
  for (const times of events.values()) {
    if (times.committed === undefined) continue;
    times.queried = firstAfter(sorted, 'queried', times.committed);
    if (times.queried !== undefined) times.rendered = firstAfter(sorted, 'rendered', times.queried);
  }
  return SPANS.map(([stage, from, to]) => {
    const spans = [...events.values()]
      .map((times) => (times[to] ?? Number.NaN) - (times[from] ?? Number.NaN))
      .filter((span) => Number.isFinite(span));
    const round = (n: number) => Math.round(n * 10) / 10;
    return { stage, median: round(percentile(spans, 50)), p95: round(percentile(spans, 95)) };
  });
}

/** Events parsed but never applied live: dropped for a context refresh (the burst rule). */
export function eventsLeftToRefresh(marks: readonly LiveTraceMark[]): number {
  const parsed = new Set<number>();
  const applied = new Set<number>();
  for (const mark of marks) {
    for (const id of mark.ids) {
      if (mark.stage === 'parsed') parsed.add(id);
      if (mark.stage === 'applying') applied.add(id);
    }
  }
  return [...parsed].filter((id) => !applied.has(id)).length;
}

export function printLiveBreakdown(title: string, figures: readonly StageFigures[]): void {
  console.log(`${title}: where a live event's time goes (ms)`);
  const width = Math.max(...figures.map((f) => f.stage.length));
  console.log(`  ${'stage'.padEnd(width)}  median     p95`);
  for (const f of figures) {
    console.log(
      `  ${f.stage.padEnd(width)}  ${String(f.median).padStart(6)}  ${String(f.p95).padStart(6)}`,
    );
  }
}

let lastBreakdown: StageFigures[] | null = null;

/** The breakdown of the last run of withLiveBreakdown, or null before the first. */
export function lastLiveBreakdown(): readonly StageFigures[] | null {
  return lastBreakdown;
}

type TraceWindow = { gatehouseLiveTrace?: { channel: BroadcastChannel; marks: LiveTraceMark[] } };

/**
 * Runs `run` with the app's live trace switched on in `page` and prints the per-stage breakdown
 * of the events it caused. Wiring: `await withLiveBreakdown(bench.page, () => benchLiveLatency(...))`.
 */
export async function withLiveBreakdown<T>(page: Page, run: () => Promise<T>): Promise<T> {
  await page.evaluate((name) => {
    const channel = new BroadcastChannel(name);
    const marks: LiveTraceMark[] = [];
    const trace = { channel, marks };
    channel.onmessage = (event: MessageEvent<LiveTraceMark | { type: 'trace' }>) => {
      if (event.data.type === 'mark') trace.marks.push(event.data);
    };
    channel.postMessage({ type: 'trace', on: true });
    (window as TraceWindow).gatehouseLiveTrace = trace;
  }, 'gatehouse-live-trace');
  try {
    return await run();
  } finally {
    // Printed for a failed run too: the stages show where it got stuck.
    const marks = await page.evaluate(() => {
      const trace = (window as TraceWindow).gatehouseLiveTrace;
      if (!trace) return [];
      trace.channel.postMessage({ type: 'trace', on: false });
      trace.channel.close();
      return trace.marks;
    });
    lastBreakdown = liveBreakdown(marks);
    printLiveBreakdown('live trace', lastBreakdown);
    const refreshed = eventsLeftToRefresh(marks);
    if (refreshed > 0) console.log(`  ${refreshed} events left to a context refresh (burst rule)`);
  }
}

interface LongTaskWatch {
  observer: PerformanceObserver;
  count: number;
  longest: number;
}
type LongTaskWindow = { gatehouseLongTasks?: LongTaskWatch };

/**
 * Runs `run` while watching the page's main thread for long tasks (over 50 ms, the browser's
 * Long Tasks API) and prints how many there were and the longest. Wiring:
 * `await withLongTaskWatch(bench.page, 'live-burst', () => benchLiveBurst(...))`.
 */
export async function withLongTaskWatch<T>(
  page: Page,
  title: string,
  run: () => Promise<T>,
): Promise<T> {
  await page.evaluate(() => {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        watch.count += 1;
        watch.longest = Math.max(watch.longest, entry.duration);
      }
    });
    const watch: LongTaskWatch = { observer, count: 0, longest: 0 };
    observer.observe({ type: 'longtask' });
    (window as LongTaskWindow).gatehouseLongTasks = watch;
  });
  const result = await run();
  const { count, longest } = await page.evaluate(() => {
    const watch = (window as LongTaskWindow).gatehouseLongTasks;
    watch?.observer.disconnect();
    return { count: watch?.count ?? 0, longest: watch?.longest ?? 0 };
  });
  console.log(`${title}: ${count} main-thread tasks over 50 ms, longest ${Math.round(longest)} ms`);
  return result;
}
