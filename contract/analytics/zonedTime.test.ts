import { describe, expect, it } from 'vitest';
import { endOfLocalDay, localDay, localTime, startOfLocalDay, weekdayOf } from './zonedTime.ts';

describe('local time in a zone', () => {
  it('gives the day, hour and ISO weekday of an instant in the zone, not in UTC', () => {
    // 2026-11-23T23:30Z is Tuesday 01:30 in Johannesburg (UTC+2) and Monday 18:30 in New York.
    const time = Date.parse('2026-11-23T23:30:00Z');
    expect(localTime(time, 'Africa/Johannesburg')).toEqual({
      day: '2026-11-24',
      hour: 1,
      weekday: 2,
    });
    expect(localTime(time, 'America/New_York')).toEqual({
      day: '2026-11-23',
      hour: 18,
      weekday: 1,
    });
    expect(localTime(time, 'Asia/Kolkata')).toEqual({ day: '2026-11-24', hour: 5, weekday: 2 });
  });

  it('follows daylight saving time on both sides of a change', () => {
    // London moves to BST (UTC+1) at 01:00 UTC on Sunday 2026-03-29.
    expect(localTime(Date.parse('2026-03-29T00:30:00Z'), 'Europe/London').hour).toBe(0);
    expect(localTime(Date.parse('2026-03-29T01:30:00Z'), 'Europe/London').hour).toBe(2);
    expect(localTime(Date.parse('2026-03-30T07:30:00Z'), 'Europe/London').hour).toBe(8);
    // And back to GMT at 01:00 UTC on 2026-10-25.
    expect(localTime(Date.parse('2026-10-26T08:30:00Z'), 'Europe/London').hour).toBe(8);
  });

  it('finds day limits of 23- and 25-hour days', () => {
    const start = startOfLocalDay('2026-03-29', 'Europe/London');
    expect(new Date(start).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    const end = endOfLocalDay('2026-03-29', 'Europe/London');
    expect(end - start + 1).toBe(23 * 3_600_000);
    const autumn = startOfLocalDay('2026-10-25', 'Europe/London');
    expect(new Date(autumn).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(endOfLocalDay('2026-10-25', 'Europe/London') - autumn + 1).toBe(25 * 3_600_000);
  });

  it('starts a day whose midnight does not exist at its first instant', () => {
    // Havana springs forward at 00:00 (to 01:00) on 2026-03-08.
    const start = startOfLocalDay('2026-03-08', 'America/Havana');
    expect(localDay(start, 'America/Havana')).toBe('2026-03-08');
    expect(localDay(start - 1, 'America/Havana')).toBe('2026-03-07');
  });

  it('rejects text that is not a day and an unknown zone', () => {
    expect(() => startOfLocalDay('23-11-2026', 'UTC')).toThrow(/Not a day/);
    expect(() => localDay(0, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('gives the ISO weekday of a calendar day', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
  });
});

describe('day numbers', () => {
  it('agree with the local day and hour across a change of daylight saving time', async () => {
    const { dayNumberOf, localDayNumber, localHour, weekdayOfDayNumber } = await import(
      './zonedTime.ts'
    );
    const zone = 'Europe/London';
    for (const iso of ['2026-03-28T23:30:00Z', '2026-03-29T00:30:00Z', '2026-10-24T23:30:00Z']) {
      const time = Date.parse(iso);
      const local = localTime(time, zone);
      expect(localDayNumber(time, zone)).toBe(dayNumberOf(local.day));
      expect(localHour(time, zone)).toBe(local.hour);
      expect(weekdayOfDayNumber(localDayNumber(time, zone))).toBe(local.weekday);
    }
    expect(weekdayOfDayNumber(dayNumberOf('1969-12-29'))).toBe(1);
  });
});
