import { describe, expect, it } from 'vitest';
import {
  cursor,
  EARLIEST_PLAUSIBLE_TIME,
  locationKey,
  MAX_FUTURE_MS,
  optionalText,
  plausibleTime,
  requiredName,
  safeString,
  timeZone,
  tzOffset,
} from './index.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('safeString', () => {
  const text = safeString({ max: 10 });
  it.each([
    ['NUL', 'a\u0000b', 'NUL'],
    ['lone high surrogate', 'a\uD83D', 'surrogate'],
    ['lone low surrogate', '\uDE00a', 'surrogate'],
    ['too long', 'x'.repeat(11), 'at most 10'],
  ])('refuses %s', (_name, value, message) => {
    expect(messages(text.safeParse(value)).join(' ')).toContain(message);
  });

  it('keeps surrogate pairs, line breaks and tabs (multi-line text)', () => {
    expect(text.parse('😀\n\tok')).toBe('😀\n\tok');
  });

  it('refuses control characters when singleLine', () => {
    expect(safeString({ max: 10, singleLine: true }).safeParse('a\nb').success).toBe(false);
  });
});

describe('requiredName and optionalText', () => {
  const name = requiredName({ max: 5 });
  it('trims, refuses blank, control characters and overlong names', () => {
    expect(name.parse('  Ann  ')).toBe('Ann');
    expect(messages(name.safeParse(' \u00a0\t '))).toContain('must not be blank');
    expect(name.safeParse('A\u0007n').success).toBe(false);
    expect(name.safeParse('Annabel').success).toBe(false);
  });
  it('optional text may be absent or empty', () => {
    const company = optionalText({ max: 5 });
    expect(company.parse(undefined)).toBeUndefined();
    expect(company.parse(' ')).toBe('');
    expect(company.safeParse('x\u0000').success).toBe(false);
  });
});

describe('plausibleTime', () => {
  const now = Date.UTC(2026, 0, 1);
  const time = plausibleTime(() => now);
  it.each([
    [0],
    [EARLIEST_PLAUSIBLE_TIME - 1],
    [now + MAX_FUTURE_MS + 1],
    [2 ** 53 - 1],
    [2 ** 53],
    [1.5e12 + 0.5],
    [Number.NaN],
    [1e308],
  ])('refuses %d', (value) => {
    expect(time.safeParse(value).success).toBe(false);
  });
  it('accepts 2000-01-01 and a day after the clock', () => {
    expect(time.parse(EARLIEST_PLAUSIBLE_TIME)).toBe(EARLIEST_PLAUSIBLE_TIME);
    expect(time.parse(now + MAX_FUTURE_MS)).toBe(now + MAX_FUTURE_MS);
  });
});

describe('time zones and offsets', () => {
  it.each([
    ['UTC'],
    ['Africa/Johannesburg'],
    ['America/Argentina/Buenos_Aires'],
    ['Asia/Calcutta'],
  ])('accepts %s', (zone) => {
    expect(timeZone().parse(zone)).toBe(zone);
  });
  it.each([[''], ['Mars/Base'], ['+02:00'], ['Africa/Johannesburg\u0000'], ['A'.repeat(65)]])(
    'refuses %j',
    (zone) => {
      expect(timeZone().safeParse(zone).success).toBe(false);
    },
  );
  it('offsets are whole minutes within ±18 hours', () => {
    expect(tzOffset().parse(-840)).toBe(-840);
    expect(tzOffset().parse(345)).toBe(345);
    for (const bad of [1e308, -1e308, 1081, -1081, 0.5, Number.POSITIVE_INFINITY]) {
      expect(tzOffset().safeParse(bad).success).toBe(false);
    }
  });
});

describe('cursor and locationKey', () => {
  it('cursors are at most Number.MAX_SAFE_INTEGER in decimal digits', () => {
    expect(cursor().parse('0')).toBe('0');
    expect(cursor().parse(String(Number.MAX_SAFE_INTEGER))).toBe('9007199254740991');
    for (const bad of ['', '9007199254740992', '18446744073709551616', '1e20', '-1', '1.5', ' 1']) {
      expect(cursor().safeParse(bad).success).toBe(false);
    }
  });
  it('location keys are bounded', () => {
    expect(locationKey().parse('acme#north')).toBe('acme#north');
    expect(locationKey().safeParse(`acme${'#a'.repeat(200)}`).success).toBe(false);
    expect(locationKey().safeParse('acme#\u0000').success).toBe(false);
  });
});
