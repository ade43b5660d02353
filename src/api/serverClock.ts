/**
 * The server clock offset (server time minus device time, ms) measured from response `Date`
 * headers, so client times of mutations (evacuation marks order by them) agree across devices.
 *
 * One sample: the server stamped its `Date` somewhere between the request leaving and the answer
 * arriving, so offset ≈ (Date + 500) − midpoint(send, receive). `Date` has one-second resolution
 * (the true server time is in [Date, Date + 1 s)), so a sample is off by at most 500 ms plus half
 * the round trip. Samples are smoothed (exponential average, weight 1/5 for a new one), which
 * averages the rounding out over a few requests; a sample more than 5 s from the estimate
 * (the device clock was changed) replaces it.
 */
export interface ServerClock {
  /** The current estimate, null before the first answer with a `Date` header. */
  offset(): number | null;
  /** Starts from an offset measured earlier (kept across restarts). */
  seed(offset: number): void;
  observe(sentAt: number, receivedAt: number, dateHeader: string | null): void;
  subscribe(listener: (offset: number) => void): () => void;
}

const NEW_SAMPLE_WEIGHT = 0.2;
const CLOCK_JUMP_MS = 5_000;

export function createServerClock(): ServerClock {
  let estimate: number | null = null;
  const listeners = new Set<(offset: number) => void>();
  return {
    offset: () => estimate,
    seed(offset) {
      if (estimate === null) estimate = offset;
    },
    observe(sentAt, receivedAt, dateHeader) {
      if (!dateHeader) return;
      const serverDate = Date.parse(dateHeader);
      if (Number.isNaN(serverDate)) return;
      const sample = serverDate + 500 - (sentAt + receivedAt) / 2;
      estimate =
        estimate === null || Math.abs(sample - estimate) > CLOCK_JUMP_MS
          ? sample
          : estimate + (sample - estimate) * NEW_SAMPLE_WEIGHT;
      for (const listener of listeners) listener(estimate);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
