import { describe, expect, it } from 'vitest';
import { resizedWidth, virtualWindow } from './virtualWindow.ts';

describe('virtualWindow', () => {
  it.each([
    [
      { rowCount: 0, scrollTop: 0 },
      { start: 0, end: 0, paddingTop: 0, paddingBottom: 0 },
    ],
    [
      { rowCount: 10, scrollTop: 0 },
      { start: 0, end: 10, paddingTop: 0, paddingBottom: 0 },
    ],
    [
      { rowCount: 1000, scrollTop: 0 },
      { start: 0, end: 19, paddingTop: 0, paddingBottom: 981 * 40 },
    ],
    [
      { rowCount: 1000, scrollTop: 4000 },
      { start: 92, end: 119, paddingTop: 92 * 40, paddingBottom: 881 * 40 },
    ],
    [
      { rowCount: 1000, scrollTop: 1_000_000 },
      { start: 1000, end: 1000, paddingTop: 40_000, paddingBottom: 0 },
    ],
  ])('%j', (input, expected) => {
    expect(virtualWindow({ rowHeight: 40, viewportHeight: 400, overscan: 8, ...input })).toEqual(
      expected,
    );
  });

  it('never renders more than the visible rows plus the overscan', () => {
    const window = virtualWindow({
      rowCount: 50_000,
      rowHeight: 40,
      scrollTop: 123_456,
      viewportHeight: 600,
    });
    expect(window.end - window.start).toBeLessThanOrEqual(16 + 8 * 2);
  });
});

describe('resizedWidth', () => {
  it.each([
    [150, 30, 180],
    [150, -200, 60],
    [700, 500, 800],
  ])('%i + %i = %i', (width, delta, expected) => {
    expect(resizedWidth(width, delta)).toBe(expected);
  });
});
