import { describe, expect, test } from 'vitest';
import { normaliseInductionConfig } from '../inductionConfig.ts';
import { DAY_MS, visitorInductionDisplay } from './inductionStatus.ts';

const NOW = 1_800_000_000_000;
const on = normaliseInductionConfig({
  inductionEnabled: true,
  kiosk: { validityType: { visitor: 10, employee: 30 }, video: { version: 2, state: 'ACTIVATED' } },
  screeningRoom: { version: 3, validityType: { visitor: 365, employee: 365 } },
});
const off = normaliseInductionConfig({});
const signIn = (inductionData?: Record<string, unknown>) => ({
  ProfileId: 'p1',
  evtTimeStamp: NOW - DAY_MS,
  ...(inductionData ? { inductionData } : {}),
});

describe("the visitor log's induction column", () => {
  test('no induction: incomplete where inductions are on, N/A where off or unknown', () => {
    expect(visitorInductionDisplay(signIn(), on, NOW).display).toBe('incomplete');
    expect(visitorInductionDisplay(signIn(), off, NOW).display).toBe('N/A');
    expect(visitorInductionDisplay(signIn(), null, NOW).display).toBe('N/A');
  });

  test('completed at the kiosk: days since its event timing, and the channel', () => {
    const record = signIn({ inductionType: 'kiosk', version: 2, eventTiming: NOW - 4 * DAY_MS });
    expect(visitorInductionDisplay(record, on, NOW)).toEqual({
      status: 'completed',
      display: 'completed',
      daysSince: 4,
      channel: 'kiosk',
    });
  });

  test('expired by a newer video version, and by validity', () => {
    const older = signIn({ inductionType: 'kiosk', version: 1, eventTiming: NOW - DAY_MS });
    expect(visitorInductionDisplay(older, on, NOW)).toMatchObject({
      display: 'expired',
      reason: 'version',
      oldVersion: 1,
      newVersion: 2,
    });
    const old = signIn({ inductionType: 'kiosk', version: 2, eventTiming: NOW - 11 * DAY_MS });
    expect(visitorInductionDisplay(old, on, NOW)).toMatchObject({
      display: 'expired',
      reason: 'validity',
    });
  });

  test('watched in the screening room; skipped; an induction without a time uses the sign-in', () => {
    const room = signIn({ inductionType: 'screeningRoom', version: 3 });
    expect(visitorInductionDisplay(room, on, NOW)).toEqual({
      status: 'completed',
      display: 'screeningRoom',
      daysSince: 1,
    });
    const skipped = signIn({ inductionType: 'kiosk', inductionStatus: 'SKIPPED' });
    expect(visitorInductionDisplay(skipped, on, NOW).display).toBe('skipped');
  });

  test('without the configuration nothing expires', () => {
    const older = signIn({ inductionType: 'kiosk', version: 1, eventTiming: NOW - 90 * DAY_MS });
    expect(visitorInductionDisplay(older, null, NOW).display).toBe('completed');
  });
});
