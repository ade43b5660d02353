import { pairShifts } from '../../contract/transitions/shiftPairing.ts';
import { pairShiftsInChunks } from '../../src/features/workers/pairing/pairInChunks.ts';
import { largeSiteMonth } from '../../src/features/workers/testing/workerEvents.ts';

/**
 * `npx tsx tests/bench/workerPairing.ts`: how long shift pairing takes for a month of a large
 * site (1,200 workers, 22 working days, about 52,000 events) in one go, and the longest slice
 * the chunked runner holds the thread for (the worker log runs that one).
 */
const END = Date.UTC(2026, 10, 23);
const events = largeSiteMonth(1200, 22, END);
// The chosen range is the month: everything from its first day on is kept in full.
const cutOff = END - 22 * 86_400_000;
for (let round = 0; round < 3; round++) {
  const start = performance.now();
  const result = pairShifts(events, { cutOff });
  const whole = performance.now() - start;
  let longest = 0;
  let slices = 0;
  let sliceStart = performance.now();
  const chunkedStart = sliceStart;
  await pairShiftsInChunks(events, cutOff, {
    yieldToMain: async () => {
      longest = Math.max(longest, performance.now() - sliceStart);
      slices++;
      await new Promise((resolve) => setTimeout(resolve, 0));
      sliceStart = performance.now();
    },
  });
  longest = Math.max(longest, performance.now() - sliceStart);
  const chunked = performance.now() - chunkedStart;
  console.log(
    `round ${round + 1}: ${events.length} events -> ${result.pairs.length} pairs; ` +
      `in one go ${whole.toFixed(1)} ms; chunked ${chunked.toFixed(1)} ms in ${slices + 1} slices, ` +
      `longest slice ${longest.toFixed(1)} ms`,
  );
}
