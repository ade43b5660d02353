import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundariesFromSamples,
  NEWEST_SLICES,
  closeNewestSlice,
  nextBoundaries,
  OLDER_SLICE_ROWS,
  SLICE_ROWS,
  sampleGap,
  sliceWindow,
} from './timeSlices.ts';

const inSlice = (time: number, slice: { from: number; to: number; last: boolean }) =>
  time >= slice.from && (slice.last ? time <= slice.to : time < slice.to);

describe('sliceWindow', () => {
  it('cuts the window at the boundaries inside it, the last slice closed at the end', () => {
    expect(sliceWindow(0, 100, [-5, 10, 10, 50, 200])).toEqual([
      { from: 0, to: 10, last: false },
      { from: 10, to: 50, last: false },
      { from: 50, to: 100, last: true },
    ]);
    expect(sliceWindow(0, 100, [])).toEqual([{ from: 0, to: 100, last: true }]);
  });

  it('puts every time of the window in exactly one slice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.array(fc.integer({ min: -100, max: 1100 })),
        fc.integer({ min: 0, max: 1000 }),
        (a, b, raw, t) => {
          const [begin, end] = a <= b ? [a, b] : [b, a];
          const time = begin + (t % (end - begin + 1));
          const slices = sliceWindow(
            begin,
            end,
            [...raw].sort((x, y) => x - y),
          );
          expect(slices.filter((slice) => inSlice(time, slice))).toHaveLength(1);
        },
      ),
    );
  });
});

describe('nextBoundaries', () => {
  it('keeps the boundaries while the newest slice is small', () => {
    expect(nextBoundaries([10], [10, 11, 12], 2)).toEqual([10]);
  });

  it('cuts the newest slice every n rows once it passes twice n, keeping the older cuts', () => {
    expect(nextBoundaries([3], [3, 4, 5, 6, 7], 2)).toEqual([3, 5, 7]);
    expect(nextBoundaries([], [1, 2, 3, 4, 5, 6, 7], 2)).toEqual([3, 5, 7]);
    expect(nextBoundaries([1, 20, 30], [30, 31, 32, 33, 34, 35], 2)).toEqual([1, 20, 30, 32, 34]);
  });

  it('never cuts between rows of the same time', () => {
    expect(nextBoundaries([], [1, 5, 5, 5, 5, 6], 2)).toEqual([5]);
  });
});

describe('closeNewestSlice', () => {
  it('keeps the boundaries while the newest slice has at most n rows', () => {
    expect(closeNewestSlice([10], [10, 11], 2)).toEqual([10]);
    expect(closeNewestSlice([10], [], 2)).toEqual([10]);
  });

  it('closes a newest slice of more than n rows after its newest time, so the next starts empty', () => {
    expect(closeNewestSlice([10], [10, 11, 12], 2)).toEqual([10, 13]);
    const boundaries = closeNewestSlice([10], [10, 11, 12], 2);
    const newest = sliceWindow(0, 100, boundaries).at(-1);
    expect(newest).toEqual({ from: 13, to: 100, last: true });
  });

  it('also cuts every n rows, as nextBoundaries does, a newest slice of more than 2n rows', () => {
    expect(closeNewestSlice([3], [3, 4, 5, 6, 7], 2)).toEqual([3, 5, 7, 8]);
  });

  it('puts every time of the window in exactly one slice after the cut', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 10 }),
        (times, n) => {
          const sorted = [...times].sort((a, b) => a - b);
          const slices = sliceWindow(0, 2000, closeNewestSlice([], sorted, n));
          for (const time of sorted) {
            expect(slices.filter((slice) => inSlice(time, slice))).toHaveLength(1);
          }
          if (sorted.length > n) expect(slices.at(-1)?.from).toBe(sorted.at(-1)! + 1);
        },
      ),
    );
  });
});

describe("the first read's slices", () => {
  it('samples SLICE_ROWS apart for the newest slices, OLDER_SLICE_ROWS apart before them', () => {
    const gaps = Array.from({ length: NEWEST_SLICES + 2 }, (_, i) => sampleGap(i));
    expect(gaps.slice(0, NEWEST_SLICES).every((gap) => gap === SLICE_ROWS)).toBe(true);
    expect(gaps.slice(NEWEST_SLICES)).toEqual([OLDER_SLICE_ROWS, OLDER_SLICE_ROWS]);
  });

  it("turns every location's samples (newest first) into ascending boundaries, once each", () => {
    expect(
      boundariesFromSamples([
        [90, 50, 10],
        [70, 50],
      ]),
    ).toEqual([10, 50, 70, 90]);
  });

  it('leaves the newest slice small enough that the next read keeps the boundaries', () => {
    // The newest slice starts at the newest sample of a location: at most SLICE_ROWS rows later.
    const times = Array.from({ length: 3 * OLDER_SLICE_ROWS }, (_, i) => i);
    const newestFirst = [...times].reverse();
    const samples: number[] = [];
    for (let at = sampleGap(0) - 1; at < newestFirst.length; at += sampleGap(samples.length)) {
      samples.push(newestFirst[at]!);
    }
    const boundaries = boundariesFromSamples([samples]);
    const newest = times.filter((time) => time >= boundaries[boundaries.length - 1]!);
    expect(newest).toHaveLength(SLICE_ROWS);
    expect(nextBoundaries(boundaries, newest)).toEqual(boundaries);
  });
});
