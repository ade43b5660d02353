/**
 * How many CSP reports one client address may send per window before the rest of that window's
 * are refused (429) unlogged. A page with a broken policy reports each violation, so a normal
 * burst is tens; a flood is someone filling the server's log. Kept in memory: the counts are
 * worthless after a restart, and forgetting them only lets a few more reports through.
 */
export const REPORTS_PER_WINDOW = 100;
export const REPORT_WINDOW_MS = 60_000;

export interface ReportLimiter {
  /** Whether this address may send one more report now; counts it when it may. */
  take(address: string, now?: number): boolean;
  /** Reports refused since the last call (for one summary line in the log), then zero again. */
  takeRefused(): number;
}

export function createReportLimiter(
  limit = REPORTS_PER_WINDOW,
  windowMs = REPORT_WINDOW_MS,
): ReportLimiter {
  let windowStart = Number.NEGATIVE_INFINITY;
  let counts = new Map<string, number>();
  let refused = 0;
  return {
    take(address, now = Date.now()) {
      // One window for every address: the map is dropped whole, so it cannot grow past one
      // window's addresses however many send.
      if (now - windowStart >= windowMs) {
        windowStart = now;
        counts = new Map();
      }
      const sent = counts.get(address) ?? 0;
      if (sent >= limit) {
        refused += 1;
        return false;
      }
      counts.set(address, sent + 1);
      return true;
    },
    takeRefused() {
      const count = refused;
      refused = 0;
      return count;
    },
  };
}
