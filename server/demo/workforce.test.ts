import { describe, expect, test } from 'vitest';
import { pairShifts, type ShiftEvent } from '../../contract/transitions/shiftPairing.ts';
import { seededRandom } from './people.ts';
import { coversWeekends, demoWorkers, planWorkforce, worksNights } from './workforce.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A Wednesday mid-afternoon (local time): day shifts are on, last night's shift has ended. */
const NOW = new Date(2026, 10, 18, 14, 0).getTime();
const SITES = ['acme#north#jhb-hq', 'acme#north#pretoria', 'acme#south#george'];

function plannedEvents(): ShiftEvent[] {
  const workers = demoWorkers(SITES, seededRandom(1));
  return planWorkforce(workers, NOW, seededRandom(2)).workerLog.map((upsert) => ({
    ...(upsert.record as Omit<ShiftEvent, 'EntityHierarchy'>),
    EntityHierarchy: upsert.hierarchy,
  }));
}

describe('demo workforce', () => {
  const events = plannedEvents();
  const { pairs, pendingCount } = pairShifts(events);

  test('two working weeks of attendance', () => {
    const days = new Set(events.map((e) => new Date(e.evtTimeStamp).toDateString()));
    expect(days.size).toBeGreaterThanOrEqual(7);
    expect(events.every((e) => e.evtTimeStamp < NOW)).toBe(true);
  });

  test('night shifts cross midnight and close the next morning', () => {
    const overnight = pairs.filter(
      (p) =>
        p.clockInEvent &&
        p.clockOutEvent &&
        new Date(p.clockInEvent.evtTimeStamp).getDate() !==
          new Date(p.clockOutEvent.evtTimeStamp).getDate(),
    );
    expect(overnight.length).toBeGreaterThan(10);
    for (const pair of overnight) {
      expect(pair.clockOutEvent!.evtTimeStamp - pair.clockInEvent!.evtTimeStamp).toBeLessThan(
        12 * HOUR,
      );
    }
    const workers = demoWorkers(SITES, seededRandom(1));
    expect(workers.filter(worksNights)).toHaveLength(SITES.length);
  });

  test('missed clock-outs and missed clock-ins on past days', () => {
    const before = NOW - DAY;
    const missedOut = pairs.filter(
      (p) => p.clockOutEvent === null && p.referenceTimeStamp < before,
    );
    const missedIn = pairs.filter((p) => p.clockInEvent === null);
    expect(missedOut.length).toBeGreaterThan(0);
    expect(missedIn.length).toBeGreaterThan(0);
  });

  test('some events of the last day wait for biometric analysis, none older', () => {
    const pending = events.filter((e) => e.biometricProcessingStatus === 'PENDING');
    expect(pendingCount).toBe(pending.length);
    expect(pending.length).toBeGreaterThan(0);
    for (const event of pending) expect(event.evtTimeStamp).toBeGreaterThanOrEqual(NOW - DAY);
  });

  test('clock-outs name their clock-in, clock-ins carry the shift check-in field', () => {
    const clockIns = new Map(
      events.filter((e) => e.eventType === 'CLOCK_IN').map((e) => [e.evtTimeStampProfileID, e]),
    );
    for (const pair of pairs) {
      if (pair.clockInEvent && pair.clockOutEvent) {
        expect(pair.clockOutEvent.referenceTimeStamp).toBe(pair.clockInEvent.evtTimeStamp);
      }
    }
    const first = [...clockIns.values()][0] as Record<string, unknown> | undefined;
    expect(first?.checkInFieldValues).toEqual({ shift: expect.stringMatching(/^(DAY|NIGHT)$/) });
  });

  test('weekend cover: on a Saturday afternoon every site has shifts that day, by its cover only', () => {
    const saturday = new Date(2026, 10, 21, 14, 0).getTime();
    const workers = demoWorkers(SITES, seededRandom(1));
    const dayStart = new Date(2026, 10, 21).getTime();
    const upserts = planWorkforce(workers, saturday, seededRandom(2)).workerLog;
    const thatDay = upserts.filter(
      (u) => u.eventTime !== null && u.eventTime >= dayStart && u.eventTime < saturday,
    );
    for (const site of SITES) {
      expect(
        thatDay.some((u) => u.hierarchy === site),
        site,
      ).toBe(true);
    }
    const cover = new Set(workers.filter(coversWeekends).map((w) => w.ProfileId));
    expect(cover.size).toBe(2 * SITES.length);
    const clockInsThatDay = thatDay.filter((u) => u.record.eventType === 'CLOCK_IN');
    for (const u of clockInsThatDay) expect(cover.has(String(u.record.ProfileId))).toBe(true);
  });
});
