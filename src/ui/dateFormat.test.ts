import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatTimestamp } from './dateFormat.ts';

describe('formatTimestamp', () => {
  it('the default format is "MMM D, YYYY - HH:mm"', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('MMM D, YYYY - HH:mm');
  });

  it.each([
    [new Date(2024, 4, 1, 13, 45).getTime(), undefined, 'May 1, 2024 - 13:45'],
    [new Date(2023, 11, 31, 0, 5).getTime(), undefined, 'Dec 31, 2023 - 00:05'],
    [new Date(2024, 0, 2, 9, 7).getTime(), 'YYYY-MM-DD', '2024-01-02'],
    [undefined, undefined, ''],
    [null, undefined, ''],
    [Number.NaN, undefined, ''],
  ])('%s with %s → %j', (ms, format, text) => {
    expect(formatTimestamp(ms, format)).toBe(text);
  });
});
