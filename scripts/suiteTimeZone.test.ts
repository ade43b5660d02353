import { describe, expect, it } from 'vitest';
import { suiteTimeZone } from './suiteTimeZone.ts';

const localHourIn = (zone: string, at: number) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(
      at,
    ),
  ) +
  new Date(at).getUTCMinutes() / 60;

describe('suiteTimeZone', () => {
  it('puts every start of a run, at any minute of the day, between 09:30 and 10:30 local', () => {
    const day = Date.UTC(2026, 10, 29);
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const at = day + minute * 60_000;
      const zone = suiteTimeZone(at);
      const hour = localHourIn(zone, at);
      expect(hour, `${zone} at ${new Date(at).toISOString()}`).toBeGreaterThanOrEqual(9.5);
      expect(hour, `${zone} at ${new Date(at).toISOString()}`).toBeLessThanOrEqual(10.5);
    }
  });

  it('names the Etc zones with their POSIX sign', () => {
    expect(suiteTimeZone(Date.UTC(2026, 10, 29, 7))).toBe('Etc/GMT-3');
    expect(suiteTimeZone(Date.UTC(2026, 10, 29, 15))).toBe('Etc/GMT+5');
    expect(suiteTimeZone(Date.UTC(2026, 10, 29, 10))).toBe('Etc/GMT');
  });
});
