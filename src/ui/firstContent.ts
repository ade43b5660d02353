import { type ComponentType, type LazyExoticComponent, lazy, useLayoutEffect } from 'react';
import { FIRST_CONTENT_ATTRIBUTE, FIRST_PAINT_ID } from '../kit/firstPaint/names.ts';

/**
 * The moment the page first shows its content: its first local read of records, or its mounting
 * for a page that reads none. What that content does not need (the sync engine, the shell's header
 * and sidebar, notifications, the update prompt) loads after it, so that on a cold start the page's
 * own chunk and data go first. A page that never says so (a failed read) releases the rest after
 * FIRST_CONTENT_TIMEOUT_MS.
 *
 * The first paint (the plain table drawn before the app's code ran) stays until the page shows its
 * content or an error screen shows, not until that timeout: on a slow tablet the page can take
 * longer, and a spinner in place of rows already drawn is worse than the rows. It goes after
 * FIRST_PAINT_LIMIT_MS whatever happens, so that no screen that forgot to say it showed stays
 * hidden behind it.
 */
export const FIRST_CONTENT_TIMEOUT_MS = 3000;
export const FIRST_PAINT_LIMIT_MS = 20_000;

let release: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  release = resolve;
});

let fallbackStarted = false;
/**
 * The timeouts run from the first thing that waits for the first content (the app's start), not
 * from this module's import: a test that imports it only to mark the first content (the test
 * setup) must not have it marked again seconds later, in the middle of a first-paint test on a
 * loaded machine.
 */
function startFallback(): void {
  if (fallbackStarted) return;
  fallbackStarted = true;
  setTimeout(release, FIRST_CONTENT_TIMEOUT_MS);
  setTimeout(markFirstContent, FIRST_PAINT_LIMIT_MS);
}

/**
 * The page shows its content: what waits for it loads, and the first paint (src/kit/firstPaint), the
 * plain table drawn before the app's code ran, gives way to it (and is not drawn any more).
 */
export function markFirstContent(): void {
  if (typeof document !== 'undefined') {
    document.documentElement.setAttribute(FIRST_CONTENT_ATTRIBUTE, '');
    document.getElementById(FIRST_PAINT_ID)?.remove();
  }
  release();
}

/** Runs `load` once the page's first content has shown. */
export function afterFirstContent<T>(load: () => Promise<T>): Promise<T> {
  startFallback();
  return shown.then(load);
}

/**
 * A component whose code loads once the page's first content has shown (React.lazy on
 * afterFirstContent); render it inside a Suspense boundary.
 */
export function lazyAfterFirstContent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => afterFirstContent(load).then((component) => ({ default: component })));
}

/**
 * Marks the first content once `shownNow` is true (from a component that shows it): in a layout
 * effect, so the first paint is gone in the same commit that draws the page's own rows (never both
 * tables on screen, nor in the document at once).
 */
export function useFirstContent(shownNow = true): void {
  useLayoutEffect(() => {
    if (shownNow) markFirstContent();
  }, [shownNow]);
}
