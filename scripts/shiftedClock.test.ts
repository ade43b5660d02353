import { describe, expect, it } from 'vitest';
import {
  CLOCK_SETTINGS,
  dateSensitiveTests,
  faketimeSpec,
  isDateSensitive,
  isTestFile,
  localDate,
} from './shiftedClock.ts';

const ROOT = `${import.meta.dirname}/..`;

describe('the date-sensitive tests', () => {
  it('are the client tests that read the clock and every component test of the features', () => {
    expect(isDateSensitive('src/sync/a.test.ts', 'at(Date.now() - 60 * 60_000)')).toBe(true);
    expect(isDateSensitive('src/ui/a.test.tsx', 'const at = new Date();')).toBe(true);
    expect(isDateSensitive('contract/a.test.ts', 'dayjs().subtract(1, "hour")')).toBe(true);
    expect(isDateSensitive('src/features/x/Page.test.tsx', "visitor('Ann', START)")).toBe(true);
    expect(isDateSensitive('src/features/x/rows.test.ts', "visitor('Ann', START)")).toBe(false);
    expect(isDateSensitive('src/ui/a.test.ts', 'new Date(2026, 0, 1)')).toBe(false);
    expect(isDateSensitive('src/ui/a.test.ts', 'expiresAt: Date.now() + 60_000')).toBe(false);
  });

  it('are the server tests that work with days, not those whose Date.now() is an expiry', () => {
    expect(isDateSensitive('server/api/a.test.ts', 'expiresAt: Date.now() + 60_000')).toBe(false);
    expect(isDateSensitive('server/api/a.test.ts', 'const begin = startOfDay(now);')).toBe(true);
    expect(isDateSensitive('scripts/a.test.ts', "it('shows today')")).toBe(true);
  });

  it('leave out the compatibility suite and files that are not tests', () => {
    expect(isTestFile('server/api/visitorLog.compat.test.ts')).toBe(false);
    expect(isTestFile('src/features/visitors/testing/visitorFixtures.ts')).toBe(false);
    expect(isTestFile('src/features/visitors/VisitorLogPage.test.tsx')).toBe(true);
  });

  it('include the two visitor-log tests that once failed after midnight, and this one', () => {
    const found = dateSensitiveTests(ROOT);
    expect(found).toContain('src/features/visitors/signOutDuringEvacuation.test.tsx');
    expect(found).toContain('src/features/visitors/VisitorLogEvacStatus.test.tsx');
    expect(found).toContain('scripts/shiftedClock.test.ts');
    expect(found.every(isTestFile)).toBe(true);
  });
});

describe('the clocks', () => {
  it('are five minutes into and before the end of a day, here and in the extreme zones', () => {
    expect(CLOCK_SETTINGS.map((s) => `${s.time} ${s.timeZone ?? 'local'}`)).toEqual([
      '00:05:00 local',
      '23:55:00 local',
      '00:05:00 Pacific/Kiritimati',
      '23:55:00 Pacific/Pago_Pago',
    ]);
  });

  it("give faketime the setting's time on today's date in the setting's zone", () => {
    // 28 November 2026 01:00 UTC: already the 28th at UTC+14, still the 27th at UTC-11.
    const now = Date.UTC(2026, 10, 28, 1, 0);
    expect(localDate(now, 'UTC')).toBe('2026-11-28');
    expect(faketimeSpec({ time: '00:05:00', timeZone: 'Pacific/Kiritimati' }, now)).toBe(
      '2026-11-28 00:05:00',
    );
    expect(faketimeSpec({ time: '23:55:00', timeZone: 'Pacific/Pago_Pago' }, now)).toBe(
      '2026-11-27 23:55:00',
    );
  });
});
