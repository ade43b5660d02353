/**
 * The blink of the evacuation statuses (visitors.md: Notified, Not Safe and Unknown blink) as one
 * clock per page: every BLINK_HALF_PERIOD_MS it toggles BLINK_OFF_ATTRIBUTE on the document
 * element, and BLINK_CSS dims the blinking badges while it is set.
 *
 * Not a CSS animation on purpose: an infinite animation makes the browser draw every frame (about
 * 12% of a core per page in headless Chromium, measured with a dozen badges; a marshal's phone
 * pays it in battery for the whole evacuation). Two style changes a cycle cost about a fifth.
 * Nothing blinks when the user prefers reduced motion.
 */
export const BLINK_HALF_PERIOD_MS = 600;
export const BLINK_OFF_ATTRIBUTE = 'data-evac-blink-off';

let users = 0;
let timer: ReturnType<typeof setInterval> | null = null;

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Starts the page's blink clock (shared by every caller); the returned function releases it. */
export function startBlinkClock(): () => void {
  users += 1;
  if (timer === null && !prefersReducedMotion()) {
    const root = document.documentElement;
    timer = setInterval(() => root.toggleAttribute(BLINK_OFF_ATTRIBUTE), BLINK_HALF_PERIOD_MS);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users > 0 || timer === null) return;
    clearInterval(timer);
    timer = null;
    document.documentElement.removeAttribute(BLINK_OFF_ATTRIBUTE);
  };
}
