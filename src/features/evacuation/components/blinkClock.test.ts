import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLINK_HALF_PERIOD_MS, BLINK_OFF_ATTRIBUTE, startBlinkClock } from './blinkClock.ts';

const dimmed = () => document.documentElement.hasAttribute(BLINK_OFF_ATTRIBUTE);

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
  }));
}

describe('blink clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('dims and restores every half period, one clock however many parts of the page ask', () => {
    prefersReducedMotion(false);
    const releaseOne = startBlinkClock();
    const releaseTwo = startBlinkClock();
    expect(dimmed()).toBe(false);
    vi.advanceTimersByTime(BLINK_HALF_PERIOD_MS);
    expect(dimmed(), 'one toggle, not two cancelling out').toBe(true);
    vi.advanceTimersByTime(BLINK_HALF_PERIOD_MS);
    expect(dimmed()).toBe(false);
    vi.advanceTimersByTime(BLINK_HALF_PERIOD_MS);
    releaseOne();
    releaseOne();
    expect(dimmed(), 'still one user').toBe(true);
    releaseTwo();
    expect(dimmed(), 'restored when the last user leaves').toBe(false);
    vi.advanceTimersByTime(5 * BLINK_HALF_PERIOD_MS);
    expect(dimmed(), 'stopped').toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never blinks for a user who prefers reduced motion', () => {
    prefersReducedMotion(true);
    const release = startBlinkClock();
    vi.advanceTimersByTime(10 * BLINK_HALF_PERIOD_MS);
    expect(dimmed()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    release();
  });
});
