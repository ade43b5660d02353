import { describe, expect, it } from 'vitest';
import {
  type DateRangePreset,
  DEFAULT_ANALYTICS_DAYS,
  defaultAnalyticsRange,
  defaultLogRange,
  isInRange,
  OPEN_END,
  parsePreset,
  presetRange,
  USER_LOG_RANGE,
} from './dateRanges.ts';

const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(y, m - 1, d, h, min, s, ms).getTime();
const endOf = (y: number, m: number, d: number) => at(y, m, d, 23, 59, 59, 999);
/** Wednesday 15 May 2024, 10:30 local time. */
const wednesday = at(2024, 5, 15, 10, 30);

describe('presetRange', () => {
  it.each<[DateRangePreset, number, number]>([
    ['today', at(2024, 5, 15), endOf(2024, 5, 15)],
    ['tomorrow', at(2024, 5, 16), endOf(2024, 5, 16)],
    ['yesterday', at(2024, 5, 14), endOf(2024, 5, 14)],
    ['this-week', at(2024, 5, 13), endOf(2024, 5, 19)],
    ['this-month', at(2024, 5, 1), endOf(2024, 5, 31)],
    ['last-month', at(2024, 4, 1), endOf(2024, 4, 30)],
    ['this-year', at(2024, 1, 1), endOf(2024, 12, 31)],
    [0, at(2024, 5, 15), endOf(2024, 5, 15)],
    [7, at(2024, 5, 8), endOf(2024, 5, 15)],
    [30, at(2024, 4, 15), endOf(2024, 5, 15)],
  ])('%s on Wednesday 15 May 2024', (preset, begin, end) => {
    expect(presetRange(preset, wednesday)).toEqual({ begin, end });
  });

  it.each([
    ['Monday', at(2024, 5, 13, 0, 0)],
    ['Sunday', at(2024, 5, 19, 23, 59)],
  ])('weeks start on Monday (%s)', (_day, now) => {
    expect(presetRange('this-week', now)).toEqual({
      begin: at(2024, 5, 13),
      end: endOf(2024, 5, 19),
    });
  });

  it.each([
    [
      'last-month in January is December of the year before',
      at(2024, 1, 10),
      at(2023, 12, 1),
      endOf(2023, 12, 31),
    ],
    [
      'last-month on 31 March is February (leap year)',
      at(2024, 3, 31, 12),
      at(2024, 2, 1),
      endOf(2024, 2, 29),
    ],
  ])('%s', (_name, now, begin, end) => {
    expect(presetRange('last-month', now)).toEqual({ begin, end });
  });

  it.each([-1, 1.5, Number.NaN])('rejects %s days back', (days) => {
    expect(() => presetRange(days, wednesday)).toThrow(RangeError);
  });

  it('accepts a Date as now', () => {
    expect(presetRange('today', new Date(wednesday)).begin).toBe(at(2024, 5, 15));
  });
});

describe('parsePreset', () => {
  it.each([
    ['today', 'today'],
    ['this-week', 'this-week'],
    [' 7 ', 7],
    ['0', 0],
    ['last-week', undefined],
    ['-3', undefined],
    ['1.5', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (text, preset) => {
    expect(parsePreset(text)).toBe(preset);
  });
});

describe('default ranges', () => {
  it('the open end is 9999999999999', () => {
    expect(OPEN_END).toBe(9999999999999);
  });

  it('log range: start of today to the open end', () => {
    expect(defaultLogRange(wednesday)).toEqual({ begin: at(2024, 5, 15), end: 9999999999999 });
  });

  it('user log range: 0 to the open end', () => {
    expect(USER_LOG_RANGE).toEqual({ begin: 0, end: 9999999999999 });
  });

  it('analytics range: 30 days back', () => {
    expect(DEFAULT_ANALYTICS_DAYS).toBe(30);
    expect(defaultAnalyticsRange(wednesday)).toEqual(presetRange(30, wednesday));
  });

  it.each([
    [at(2024, 5, 15), true],
    [endOf(2024, 5, 15), true],
    [at(2024, 5, 16), false],
    [at(2024, 5, 15) - 1, false],
  ])('isInRange(%s, today) is %s', (timestamp, inside) => {
    expect(isInRange(timestamp, presetRange('today', wednesday))).toBe(inside);
  });
});
