import type { Page } from '@playwright/test';

/**
 * Where a live event's time goes, per stage of the live path (issue 9 item 1: MQTT parse,
 * validation, the apply transaction, the live-query re-read, the React render), in ms, as
 * `live-latency-p95`'s `stages` in bench/results.json and printed under the table.
 */
export type LiveStageBreakdown = Record<string, number>;

/**
 * The breakdown of the live events `page` received since it opened. PLACE FOR BRANCH perf-w (the
 * sync engine in a Web Worker), which provides the per-stage timing: until it is merged there is
 * none, and the figure has no `stages`.
 */
export async function liveStageBreakdown(_page: Page): Promise<LiveStageBreakdown | null> {
  return null;
}
