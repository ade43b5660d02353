/**
 * Pacing of a live window's updates during a burst.
 *
 * Each update of a watched window is a whole new list of rows, so a later one replaces an earlier
 * one that has not been drawn yet. While live rows arrive slowly every update is drawn at once;
 * when more than BURST_ROWS_PER_SECOND arrive (a catch-up's hundreds, a 1,000-per-second burst)
 * at most one update is drawn per BURST_UPDATE_MS, the newest. Nobody reads a table that changes
 * sixty times a second, and each drawing of it (React, then the browser's style, layout and
 * paint) took 10–20 ms of the main thread: at that rate the page had no time left, and a frame
 * that met other work became a long task (bench `live-burst-longest-task`).
 */

/** Live rows in the last second above which updates are paced. */
export const BURST_ROWS_PER_SECOND = 300;
/** At most one update per this many ms while paced. */
export const BURST_UPDATE_MS = 250;

export interface PacerClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const realClock: PacerClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export interface LivePacer {
  /**
   * An update bringing `live` new live rows: `draw` runs now, or (paced) later unless a newer
   * update replaces it. `draw` is told whether it was paced.
   */
  offer(draw: (paced: boolean) => void, live: number): void;
  /** Drops an update still waiting. */
  stop(): void;
}

export function createLivePacer(clock: PacerClock = realClock): LivePacer {
  /** [time, live rows] of the updates of the last second. */
  let recent: [number, number][] = [];
  let waiting: ((paced: boolean) => void) | null = null;
  let timer: unknown = null;
  let drawnAt = Number.NEGATIVE_INFINITY;

  const drawWaiting = () => {
    timer = null;
    const draw = waiting;
    waiting = null;
    drawnAt = clock.now();
    draw?.(true);
  };

  return {
    offer(draw, live) {
      const now = clock.now();
      recent = recent.filter(([at]) => at > now - 1_000);
      if (live > 0) recent.push([now, live]);
      const rate = recent.reduce((sum, [, rows]) => sum + rows, 0);
      if (rate <= BURST_ROWS_PER_SECOND && timer === null) {
        drawnAt = now;
        draw(false);
        return;
      }
      waiting = draw;
      if (timer === null) {
        timer = clock.setTimeout(drawWaiting, Math.max(0, drawnAt + BURST_UPDATE_MS - now));
      }
    },
    stop() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      waiting = null;
    },
  };
}
