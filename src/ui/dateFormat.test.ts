import dayjs from 'dayjs';
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

describe('formatDate, as dayjs formats', () => {
  const formats = [
    DEFAULT_DATE_FORMAT,
    'MMM D, YYYY - HH:mm:ss',
    'HH:mm:ss',
    'HH:mm',
    'YYYY-MM-DD',
    'YYYY-MM-DD_HH-mm-ss',
    '[Day] D [of] MMM',
  ];
  const start = new Date(2019, 0, 1).getTime();
  const moments = Array.from({ length: 400 }, (_, i) => start + i * 7_919_777_123 * 0.37);

  it('gives dayjs’s text for every format the app uses, over years of moments', () => {
    for (const format of formats) {
      for (const ms of moments) expect(formatTimestamp(ms, format)).toBe(dayjs(ms).format(format));
    }
  });
});
