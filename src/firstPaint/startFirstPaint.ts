import { paintFirstRows } from '../kit/firstPaint/paintFirstRows.ts';
import type { FirstPaint } from '../kit/firstPaint/recipe.ts';

/**
 * The startup script (vite.config.ts firstPaintScript), the only script index.html runs, inline at
 * the top of its head: the build's entry calls it with the first paints the features registered
 * (each feature's firstPaint module: this script imports none of them). It draws the newest rows
 * of the page the app last showed, then starts the app, whose modules the browser has been
 * fetching meanwhile (modulepreload). Started after the first paint, not beside it: the app's
 * evaluation is one long task that would hold the first paint's database reads behind it. It
 * never waits more than FIRST_PAINT_WAIT_MS, and the app starts whatever the first paint does.
 */
const FIRST_PAINT_WAIT_MS = 150;

let started = false;
function startApp(): void {
  if (started) return;
  // The script runs at the top of the head: the entry's link may not be parsed yet.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', startApp, { once: true });
    return;
  }
  started = true;
  const entry = document.querySelector<HTMLLinkElement>('link[data-app-entry]');
  if (entry) void import(/* @vite-ignore */ entry.href);
}

/**
 * After the frame that shows the rows: started at once, the app's evaluation (one long task)
 * would hold that frame back by its whole length.
 */
function afterNextFrame(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

export function startFirstPaint(paints: readonly FirstPaint[]): void {
  setTimeout(startApp, FIRST_PAINT_WAIT_MS);
  void paintFirstRows(paints).then(
    (drew) => (drew ? afterNextFrame(startApp) : startApp()),
    () => startApp(),
  );
}
