import type { BrowserContext, Page } from '@playwright/test';
import { sleep } from './measure.ts';

/**
 * What the timing script records in a page, in the page's own clock (performance.now(): ms since
 * the navigation started).
 */
export interface PageTimes {
  /** The first animation frame after the first row (installPageTiming's selector) entered the DOM. */
  firstRow: number | null;
  /** Main-thread tasks over 50 ms: [start, duration]. */
  longTasks: [number, number][];
  /** Long animation frames, each with its scripts of 5 ms or more (for the bench's log). */
  frames: string[];
}

/** A body row of a table (the visitor log's virtual-scroll padding rows are aria-hidden). */
export const TABLE_BODY_ROW = 'tbody tr:not([aria-hidden])';

/** A person's row in marshal mode's roll call at phone width (MarshalRollCall, MarshalRow). */
export const MARSHAL_ROW = '[role="table"] > [role="row"][data-row]';

/**
 * Installed before any script of every page of a context (a string, so that tsx's `__name`
 * wrappers stay out of it). `firstRow` waits for `rowSelector` (the skeletons have no rows).
 */
const timingScript = (rowSelector: string) => `(() => {
  const times = { firstRow: null, longTasks: [], frames: [] };
  Object.defineProperty(window, '__benchTimes', { value: times });
  try {
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) times.longTasks.push([task.startTime, task.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) {
        const scripts = frame.scripts
          .filter((script) => script.duration >= 5)
          .map((script) => Math.round(script.duration) + ' ' + script.invokerType + ' ' + script.invoker + ' ' + (script.sourceURL.split('/').pop() || '') + (script.sourceFunctionName ? ' ' + script.sourceFunctionName : ''));
        const render = Math.round(frame.startTime + frame.duration - frame.renderStart);
        times.frames.push(Math.round(frame.startTime) + '+' + Math.round(frame.duration) + ' [render ' + render + '] ' + scripts.join('; '));
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(rowSelector)})) return;
    observer.disconnect();
    requestAnimationFrame(() => { times.firstRow = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** tsx (esbuild keepNames) wraps named functions in `__name(...)`; evaluated functions need it. */
const NAME_HELPER = 'window.__name = (fn) => fn;';

export async function installPageTiming(
  context: BrowserContext,
  rowSelector = TABLE_BODY_ROW,
): Promise<void> {
  await context.addInitScript(NAME_HELPER);
  await context.addInitScript(timingScript(rowSelector));
}

function readTimes(page: Page): Promise<PageTimes | undefined> {
  return page.evaluate(() => (window as unknown as { __benchTimes?: PageTimes }).__benchTimes);
}

/** Waits for the first row (polling, not on every frame) and returns the page's times. */
export async function firstRowTimes(page: Page, timeoutMs = 120_000): Promise<PageTimes> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const times = await readTimes(page);
    if (times?.firstRow != null) return times;
    if (Date.now() > deadline) throw new Error(`no table row on ${page.url()} in ${timeoutMs} ms`);
    await sleep(50);
  }
}

/**
 * Time to Interactive's rule counted from the first row, with a shorter quiet window: the end of
 * the last long task before the first `quietMs` without one (the first row itself when no long
 * task follows it). Null while that window has not passed yet at `now`.
 */
export function interactiveFrom(times: PageTimes, now: number, quietMs: number): number | null {
  if (times.firstRow === null) return null;
  let busyUntil = times.firstRow;
  const tasks = [...times.longTasks].sort((a, b) => a[0] - b[0]);
  for (const [start, duration] of tasks) {
    if (start + duration <= busyUntil) continue;
    if (start - busyUntil >= quietMs) return busyUntil;
    busyUntil = start + duration;
  }
  return now - busyUntil >= quietMs ? busyUntil : null;
}

/** When the page became interactive (page clock), see interactiveFrom; waits for the quiet. */
export async function interactiveAt(page: Page, quietMs = 1_000, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [times, now] = await Promise.all([
      readTimes(page),
      page.evaluate(() => performance.now()),
    ]);
    if (!times) throw new Error(`${page.url()} has no timing script`);
    const interactive = interactiveFrom(times, now, quietMs);
    if (interactive !== null) return interactive;
    if (Date.now() > deadline) throw new Error(`${page.url()} was not quiet for ${quietMs} ms`);
    await sleep(100);
  }
}

/** The longest main-thread task (ms) that started at or after `from` (page clock); 0 if none. */
export async function longestTaskSince(page: Page, from: number): Promise<number> {
  const times = await readTimes(page);
  const durations = (times?.longTasks ?? [])
    .filter(([start]) => start >= from)
    .map(([, duration]) => duration);
  return Math.max(0, ...durations);
}

/** The page's long tasks so far, as `start+duration` pairs in ms (page clock), for the bench log. */
export async function longTasksText(page: Page): Promise<string> {
  const times = await readTimes(page);
  return (times?.longTasks ?? [])
    .map(([start, duration]) => `${Math.round(start)}+${Math.round(duration)}`)
    .join(' ');
}

/**
 * The page's long animation frames so far (or those that started at or after `from`, page clock)
 * with their scripts, one per line, for the bench log.
 */
export async function longFramesText(page: Page, from = 0): Promise<string> {
  const times = await readTimes(page);
  return (times?.frames ?? [])
    .filter((frame) => Number.parseFloat(frame) >= from)
    .map((frame) => `  ${frame}`)
    .join('\n');
}

/**
 * The page's fetches so far (scripts, styles, the document), one per line as `start–end name`
 * in ms (page clock), for the bench log: which chunks the start waited for, and in which order.
 */
export async function resourcesText(page: Page): Promise<string> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .map((entry) => {
        const name = entry.name.replace(/^.*\//, '');
        return `  ${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ${name}`;
      })
      .join('\n'),
  );
}
