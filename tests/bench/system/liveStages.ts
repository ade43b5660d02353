import type { Page } from '@playwright/test';
import { lastLiveBreakdown } from './liveBreakdown.ts';

/**
 * Where a live event's time goes, per stage of the live path (issue 9 item 1: MQTT parse,
 * validation, the apply transaction, the live-query re-read, the React render), in ms, as
 * `live-latency-p95`'s `stages` in bench/results.json and printed under the table.
 */
export type LiveStageBreakdown = Record<string, number>;

/**
 * The p95 of each stage in the last latency round, from the app's live trace (withLiveBreakdown
 * in ./liveBreakdown.ts switches it on around every round and prints each round's breakdown).
 */
export async function liveStageBreakdown(_page: Page): Promise<LiveStageBreakdown | null> {
  const figures = lastLiveBreakdown();
  if (!figures) return null;
  return Object.fromEntries(figures.map((figure) => [`${figure.stage} p95`, figure.p95]));
}
