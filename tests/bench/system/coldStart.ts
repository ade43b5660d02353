import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { builtAppDir } from '../../e2e/support/builtApp.ts';
import { printLongTasks, startTaskTrace } from '../tools/longTaskTrace.ts';
import { closeAndSettle } from './measure.ts';
import {
  firstRowTimes,
  interactiveAt,
  longFramesText,
  longTasksText,
  resourcesText,
} from './pageTiming.ts';

/**
 * A cold start of one of the app's pages, for the offline start figures (offline-cold-start,
 * rollcall-cold-start): a new page with its CPU slowed down, opened with the context offline and
 * the server unreachable (the caller's part), from the installed service worker and the local
 * database; against the same page's static shell on the same slowed-down CPU.
 */

export const CPU_SLOWDOWN = 4;

export interface Viewport {
  width: number;
  height: number;
}

/** Issue 10's phone (marshal mode). */
export const PHONE_VIEWPORT: Viewport = { width: 390, height: 844 };

export interface ColdStartTarget {
  baseURL: string;
  /** The page's path, e.g. /visitors/log. */
  path: string;
  /** The page's size; the context's own when absent. */
  viewport?: Viewport;
}

/** BENCH_TRACE=1: each cold start's long tasks are printed with what ran in them (slower). */
const TRACE = process.env.BENCH_TRACE === '1';

/**
 * A new page with the CPU slowed down CPU_SLOWDOWN times (CDP) and the target's viewport, before
 * it loads anything.
 */
async function throttledPage(
  context: BrowserContext,
  viewport?: Viewport,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

/** The built index.html without the app: its module script and preloads removed. */
function staticShellHtml(): string {
  return readFileSync(join(builtAppDir, 'index.html'), 'utf8')
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * The baseline: the target page's static shell (the built index.html, its stylesheet and boot
 * splash, no JavaScript) on a throttled page of the same size, answered by the bench from dist/
 * on another origin (127.0.0.1, which no service worker controls); time to its first contentful
 * paint.
 */
async function staticShellPaint(context: BrowserContext, target: ColdStartTarget) {
  const { page } = await throttledPage(context, target.viewport);
  const origin = target.baseURL.replace('localhost', '127.0.0.1');
  const html = staticShellHtml();
  await page.route(`${origin}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === target.path) return route.fulfill({ contentType: 'text/html', body: html });
    if (pathname.endsWith('.css')) return route.fulfill({ path: join(builtAppDir, pathname) });
    return route.abort('internetdisconnected');
  });
  try {
    await page.goto(`${origin}${target.path}`);
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (entry.name === 'first-contentful-paint') resolve(entry.startTime);
            }
          }).observe({ type: 'paint', buffered: true });
        }),
    );
  } finally {
    await closeAndSettle(page);
  }
}

export interface ColdStartTimes {
  /** The static shell's first contentful paint (the baseline). */
  shell: number;
  /** Navigation start to the first row drawn (pageTiming.ts, the context's row selector). */
  firstRow: number;
  /** Navigation start to interactive (pageTiming.ts interactiveAt), when asked for. */
  interactive: number | null;
}

/**
 * One cold start round: the static shell's paint, then a new throttled page opening the target.
 * The row the first-row time waits for is the one installPageTiming was given for the context.
 */
export async function coldStart(
  context: BrowserContext,
  target: ColdStartTarget,
  { interactive }: { interactive: boolean },
): Promise<ColdStartTimes> {
  const shell = await staticShellPaint(context, target);
  const { page, cdp } = await throttledPage(context, target.viewport);
  try {
    if (TRACE) await startTaskTrace(cdp);
    await page.goto(`${target.baseURL}${target.path}`);
    const { firstRow } = await firstRowTimes(page);
    const interactiveTime = interactive ? await interactiveAt(page) : null;
    if (interactive) {
      console.log(`${target.path} long tasks [start, ms]: ${await longTasksText(page)}`);
      console.log(
        `long animation frames [start+ms, render ms, scripts]:\n${await longFramesText(page)}`,
      );
    }
    if (TRACE) {
      console.log(`first row ${firstRow}; fetches [start–end]:\n${await resourcesText(page)}`);
      await printLongTasks(cdp, {
        untilMs: firstRow ?? undefined,
        keepAs: `coldStart-${Date.now()}`,
      });
    }
    return { shell, firstRow: firstRow ?? Number.NaN, interactive: interactiveTime };
  } finally {
    await closeAndSettle(page);
  }
}

/**
 * Runs `rounds` with the context offline and the server's connections refused (`network`, see
 * serverSwitch.ts), and both back on afterwards, also when a round fails.
 */
export async function whileOffline<T>(
  context: BrowserContext,
  network: { on(): void; off(): void },
  run: () => Promise<T>,
): Promise<T> {
  await context.setOffline(true);
  network.off();
  try {
    return await run();
  } finally {
    network.on();
    await context.setOffline(false);
  }
}
