import { describe, expect, it } from 'vitest';
import {
  BURST_ROWS_PER_SECOND,
  BURST_UPDATE_MS,
  createLivePacer,
  type PacerClock,
} from './livePacer.ts';

/** A clock whose time moves only by `advance`, running the timers that fall due. */
function fakeClock() {
  let now = 0;
  let timers: { at: number; run: () => void }[] = [];
  const clock: PacerClock = {
    now: () => now,
    setTimeout(run, ms) {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimeout(timer) {
      timers = timers.filter((t) => t !== timer);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.run();
    }
    now = until;
  };
  return { clock, advance, waiting: () => timers.length };
}

/** Offers an update every `everyMs` with `live` rows for `forMs`; returns what was drawn. */
function stream(everyMs: number, live: number, forMs: number) {
  const { clock, advance } = fakeClock();
  const pacer = createLivePacer(clock);
  const drawn: { update: number; paced: boolean; at: number }[] = [];
  let update = 0;
  for (let t = 0; t < forMs; t += everyMs) {
    const mine = ++update;
    pacer.offer((paced) => drawn.push({ update: mine, paced, at: clock.now() }), live);
    advance(everyMs);
  }
  advance(BURST_UPDATE_MS);
  return { drawn, offered: update };
}

describe('createLivePacer', () => {
  it('draws every update at once while live rows arrive slowly (the latency bench: 100/s)', () => {
    const { drawn, offered } = stream(10, 1, 2_000);
    expect(drawn).toHaveLength(offered);
    expect(drawn.every((d) => !d.paced)).toBe(true);
  });

  it(`in a burst draws at most one update per ${BURST_UPDATE_MS} ms, always ending on the newest`, () => {
    const { drawn, offered } = stream(16, 16, 2_000);
    expect(offered).toBe(125);
    const paced = drawn.filter((d) => d.paced);
    expect(paced.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThanOrEqual(
      Math.ceil((BURST_ROWS_PER_SECOND + 16) / 16) + 2_000 / BURST_UPDATE_MS + 1,
    );
    for (let i = 1; i < paced.length; i++) {
      expect(paced[i]!.at - paced[i - 1]!.at).toBeGreaterThanOrEqual(BURST_UPDATE_MS);
    }
    expect(drawn.at(-1)!.update).toBe(offered);
  });

  it('draws at once again once a second has passed without a burst', () => {
    const { clock, advance } = fakeClock();
    const pacer = createLivePacer(clock);
    const drawn: boolean[] = [];
    pacer.offer((paced) => drawn.push(paced), BURST_ROWS_PER_SECOND + 1);
    advance(BURST_UPDATE_MS);
    expect(drawn).toEqual([true]);
    advance(1_000);
    pacer.offer((paced) => drawn.push(paced), 1);
    expect(drawn).toEqual([true, false]);
  });

  it('an update without live rows waits behind a paced one, and replaces it', () => {
    const { clock, advance } = fakeClock();
    const pacer = createLivePacer(clock);
    const drawn: string[] = [];
    pacer.offer(() => drawn.push('burst'), BURST_ROWS_PER_SECOND + 1);
    pacer.offer(() => drawn.push('re-read'), 0);
    expect(drawn).toEqual([]);
    advance(BURST_UPDATE_MS);
    expect(drawn).toEqual(['re-read']);
  });

  it('stop drops the update still waiting', () => {
    const { clock, advance, waiting } = fakeClock();
    const pacer = createLivePacer(clock);
    const drawn: number[] = [];
    pacer.offer(() => drawn.push(1), BURST_ROWS_PER_SECOND + 1);
    pacer.stop();
    expect(waiting()).toBe(0);
    advance(1_000);
    expect(drawn).toEqual([]);
  });
});
