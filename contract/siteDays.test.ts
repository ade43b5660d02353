import { afterEach, describe, expect, it } from 'vitest';
import { aggregateVisits } from './analytics/aggregate.ts';
import { runtimeTimeZone, sameDaysIn, siteDay, siteDayLimits, siteTodayRange } from './siteDays.ts';
import { pairShifts, type ShiftEvent, shiftLogWindow } from './transitions/shiftPairing.ts';

const H = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const iso = (time: number) => new Date(time).toISOString();

// contract/ is compiled without Node's types; the tests run in Node, whose zone follows env.TZ.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env;
const processZone = env.TZ;

/** Runs the rest of a test with the process (the "browser") in `zone`. */
function processIn(zone: string) {
  env.TZ = zone;
  expect(runtimeTimeZone()).toBe(zone);
}

afterEach(() => {
  if (processZone === undefined) delete env.TZ;
  else env.TZ = processZone;
});

function event(ProfileId: string, eventType: ShiftEvent['eventType'], time: number): ShiftEvent {
  return {
    EntityHierarchy: 'acme#berlin',
    evtTimeStampProfileID: `${time}#${ProfileId}`,
    evtTimeStamp: time,
    eventType,
    ProfileId,
  };
}

/** The shifts the worker log shows for the site's today at `now` (ids of their workers). */
function shiftsOfSiteToday(events: ShiftEvent[], now: number, zone: string): string[] {
  const today = siteTodayRange(now, zone);
  const window = shiftLogWindow({ beginTime: today.begin, endTime: today.end }, false);
  const shown = events.filter((e) => e.evtTimeStamp >= window.beginTime);
  return pairShifts(shown, { cutOff: window.cutOff })
    .pairs.map((pair) => (pair.clockInEvent ?? pair.clockOutEvent)?.ProfileId ?? '')
    .sort();
}

function visit(time: number) {
  return { evtTimeStamp: time, evtTimeStampOut: time + H, evtTimeZone: 'Europe/Berlin' };
}

describe('a site in Europe/Berlin while the process runs in UTC', () => {
  it('has a 23-hour day on 2026-03-29 and a 25-hour day on 2026-10-25, from its own midnight', () => {
    processIn('UTC');
    const spring = siteDayLimits('2026-03-29', 'Europe/Berlin');
    expect(iso(spring.begin)).toBe('2026-03-28T23:00:00.000Z');
    expect(spring.end - spring.begin + 1).toBe(23 * H);
    const autumn = siteDayLimits('2026-10-25', 'Europe/Berlin');
    expect(iso(autumn.begin)).toBe('2026-10-24T22:00:00.000Z');
    expect(autumn.end - autumn.begin + 1).toBe(25 * H);
    // 00:30 UTC on the 29th is already 01:30 (spring) / 02:30 (autumn) at the site.
    expect(siteDay(at('2026-03-28T23:30:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(iso(siteTodayRange(at('2026-03-29T08:00:00Z'), 'Europe/Berlin').begin)).toBe(
      '2026-03-28T23:00:00.000Z',
    );
  });

  it('pairs shifts of the site day across the spring-forward change', () => {
    processIn('UTC');
    const now = at('2026-03-29T09:00:00Z'); // 11:00 CEST
    const events = [
      // 00:10–00:50 CET on the 29th, which is still the 28th in UTC: the site's day, shown.
      event('early', 'CLOCK_IN', at('2026-03-28T23:10:00Z')),
      event('early', 'CLOCK_OUT', at('2026-03-28T23:50:00Z')),
      // 21:00–22:40 CET on the 28th: the site's yesterday, not shown.
      event('evening', 'CLOCK_IN', at('2026-03-28T20:00:00Z')),
      event('evening', 'CLOCK_OUT', at('2026-03-28T21:40:00Z')),
      // 03:30–09:00 CEST: after the change, shown.
      event('morning', 'CLOCK_IN', at('2026-03-29T01:30:00Z')),
      event('morning', 'CLOCK_OUT', at('2026-03-29T07:00:00Z')),
    ];
    expect(shiftsOfSiteToday(events, now, 'Europe/Berlin')).toEqual(['early', 'morning']);
    // Cut at the process's (UTC) midnight instead, the early shift would vanish.
    expect(shiftsOfSiteToday(events, now, 'UTC')).toEqual(['morning']);
  });

  it('pairs shifts of the site day across the fall-back change (25 hours)', () => {
    processIn('UTC');
    const now = at('2026-10-25T22:30:00Z'); // 23:30 CET, still the 25th at the site
    const events = [
      // 00:30–01:30 CEST on the 25th (22:30–23:30 UTC on the 24th).
      event('first', 'CLOCK_IN', at('2026-10-24T22:30:00Z')),
      event('first', 'CLOCK_OUT', at('2026-10-24T23:30:00Z')),
      // 23:10 CET on the 25th.
      event('last', 'CLOCK_IN', at('2026-10-25T22:10:00Z')),
    ];
    expect(shiftsOfSiteToday(events, now, 'Europe/Berlin')).toEqual(['first', 'last']);
  });

  it("counts analytics visits on the site's days when the days were picked in UTC", () => {
    processIn('UTC');
    // The picker's days 2026-03-28 to 2026-03-29, in the browser's zone (UTC).
    const picked = { begin: at('2026-03-28T00:00:00Z'), end: at('2026-03-29T23:59:59.999Z') };
    const range = sameDaysIn(picked, runtimeTimeZone(), 'Europe/Berlin');
    expect(iso(range.begin)).toBe('2026-03-27T23:00:00.000Z');
    expect(iso(range.end)).toBe('2026-03-29T21:59:59.999Z');
    const figures = aggregateVisits({
      visits: [
        visit(at('2026-03-28T22:30:00Z')), // 23:30 CET on the 28th
        visit(at('2026-03-28T23:30:00Z')), // 00:30 CET on the 29th
        visit(at('2026-03-29T06:30:00Z')), // 08:30 CEST on the 29th
        visit(at('2026-03-29T22:30:00Z')), // 00:30 CEST on the 30th: outside
      ],
      range: { beginTime: range.begin, endTime: range.end },
      timeZone: 'Europe/Berlin',
    });
    expect(figures.rangeProblem).toBeNull();
    expect(figures.days.map((d) => [d.day, d.visits])).toEqual([
      ['2026-03-28', 1],
      ['2026-03-29', 2],
    ]);
    expect(figures.hours.find((h) => h.hour === 8)?.visits).toBe(1);
  });

  it('counts the 25-hour day of 2026-10-25 whole', () => {
    processIn('UTC');
    const day = siteDayLimits('2026-10-25', 'Europe/Berlin');
    const figures = aggregateVisits({
      visits: [visit(day.begin), visit(day.begin + 24.5 * H), visit(day.end + 1)],
      range: { beginTime: day.begin, endTime: day.end },
      timeZone: 'Europe/Berlin',
    });
    expect(figures.days.map((d) => [d.day, d.visits])).toEqual([['2026-10-25', 2]]);
  });
});

describe('a site in Pacific/Kiritimati (UTC+14) seen from Pacific/Pago_Pago (UTC-11)', () => {
  const SITE = 'Pacific/Kiritimati';

  it("starts the default log range at the site's midnight, a calendar day ahead", () => {
    processIn('Pacific/Pago_Pago');
    const now = at('2026-11-27T23:00:00Z'); // 12:00 on the 27th here, 13:00 on the 28th there
    expect(siteDay(now, runtimeTimeZone())).toBe('2026-11-27');
    expect(siteDay(now, SITE)).toBe('2026-11-28');
    expect(iso(siteTodayRange(now, SITE).begin)).toBe('2026-11-27T10:00:00.000Z');
  });

  it("pairs and counts on the site's day, not the browser's", () => {
    processIn('Pacific/Pago_Pago');
    const now = at('2026-11-27T23:00:00Z');
    const events = [
      // 00:30–02:00 on the 28th at the site (23:30 on the 26th in Pago Pago).
      event('dawn', 'CLOCK_IN', at('2026-11-27T10:30:00Z')),
      event('dawn', 'CLOCK_OUT', at('2026-11-27T12:00:00Z')),
      // 22:00–23:00 on the 27th at the site.
      event('before', 'CLOCK_IN', at('2026-11-27T08:00:00Z')),
      event('before', 'CLOCK_OUT', at('2026-11-27T09:00:00Z')),
    ];
    expect(shiftsOfSiteToday(events, now, SITE)).toEqual(['dawn']);
    // The picker's "2026-11-28" in Pago Pago, as the site's 2026-11-28.
    const pickedBegin = at('2026-11-28T11:00:00Z'); // 00:00 on the 28th in Pago Pago
    const range = sameDaysIn(
      { begin: pickedBegin, end: pickedBegin + 24 * H - 1 },
      runtimeTimeZone(),
      SITE,
    );
    const figures = aggregateVisits({
      visits: [visit(at('2026-11-27T10:30:00Z')), visit(at('2026-11-27T09:30:00Z'))],
      range: { beginTime: range.begin, endTime: range.end },
      timeZone: SITE,
    });
    expect(figures.days.map((d) => [d.day, d.visits])).toEqual([['2026-11-28', 1]]);
  });
});
