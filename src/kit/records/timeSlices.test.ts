import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextBoundaries, sliceWindow } from './timeSlices.ts';

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
    expect(
      nextBoundaries(
        [10],
        [
          [1, 2],
          [10, 11, 12],
        ],
        2,
      ),
    ).toEqual([10]);
  });

  it('re-cuts the whole window every n rows once the newest slice passes twice n', () => {
    const times = [
      [1, 2],
      [3, 4, 5, 6, 7],
    ];
    expect(nextBoundaries([3], times, 2)).toEqual([3, 5, 7]);
  });

  it('never cuts between rows of the same time', () => {
    expect(nextBoundaries([], [[1, 5, 5, 5, 5, 6]], 2)).toEqual([5]);
  });
});
