import { describe, expect, it } from 'vitest';
import { pairShifts } from '../../../../contract/transitions/shiftPairing.ts';
import { largeSiteMonth, workerEvent } from '../testing/workerEvents.ts';
import { pairShiftsInChunks } from './pairInChunks.ts';

const END = Date.UTC(2026, 10, 23);
const DAY = 86_400_000;

describe('pairing in slices of the main thread', () => {
  it('gives pairShifts answer for a month of a large site, yielding between slices', async () => {
    const events = largeSiteMonth(1200, 22, END);
    expect(events.length).toBeGreaterThan(50_000);
    let yields = 0;
    // A clock that moves a millisecond per look: slices by the count of looks, not by how fast
    // this machine pairs (with the real clock a fast run finished in five slices or fewer).
    let clock = 0;
    const chunked = await pairShiftsInChunks(events, END - DAY, {
      budgetMs: 2,
      now: () => (clock += 1),
      yieldToMain: async () => {
        yields++;
      },
    });
    expect(chunked).toEqual(pairShifts(events, { cutOff: END - DAY }));
    expect(chunked.pendingCount).toBeGreaterThan(0);
    expect(yields).toBeGreaterThan(5);
  });

  it('yields whenever a slice has run its budget, by the clock it is given', async () => {
    let clock = 0;
    let yields = 0;
    const events = Array.from({ length: 10 }, (_, i) =>
      workerEvent('CLOCK_IN', 1_000 + i, { ProfileId: `w${i}` }),
    );
    await pairShiftsInChunks(events, undefined, {
      budgetMs: 5,
      // Every look at the clock finds three milliseconds gone: a yield every second profile.
      now: () => (clock += 3),
      yieldToMain: async () => {
        yields++;
      },
    });
    expect(yields).toBeGreaterThanOrEqual(5);
  });

  it('stops when aborted between slices', async () => {
    const controller = new AbortController();
    const events = largeSiteMonth(50, 2, END);
    const run = pairShiftsInChunks(events, undefined, {
      budgetMs: 0,
      signal: controller.signal,
      yieldToMain: async () => controller.abort(),
    });
    await expect(run).rejects.toThrow();
  });
});
