import { describe, expect, it } from 'vitest';
import { type AnalyticsVisit, aggregateVisits } from './aggregate.ts';
import { endOfLocalDay, startOfLocalDay } from './zonedTime.ts';

const UTC = 'UTC';
/** Monday 2026-11-02 to Sunday 2026-11-08 in UTC. */
const WEEK = {
  beginTime: Date.parse('2026-11-02T00:00:00Z'),
  endTime: Date.parse('2026-11-08T23:59:59.999Z'),
};
const at = (iso: string, extra: Partial<AnalyticsVisit> = {}): AnalyticsVisit => ({
  evtTimeStamp: Date.parse(iso),
  ...extra,
});

describe('aggregateVisits: gap filling', () => {
  it('gives every day of the range, days without visits as placeholder entries', () => {
    const figures = aggregateVisits({
      visits: [at('2026-11-02T09:00:00Z'), at('2026-11-02T10:00:00Z'), at('2026-11-05T12:00:00Z')],
      range: WEEK,
      timeZone: UTC,
    });
    expect(figures.days.map((d) => [d.day, d.visits, d.placeholder])).toEqual([
      ['2026-11-02', 2, false],
      ['2026-11-03', 0, true],
      ['2026-11-04', 0, true],
      ['2026-11-05', 1, false],
      ['2026-11-06', 0, true],
      ['2026-11-07', 0, true],
      ['2026-11-08', 0, true],
    ]);
    expect(figures.totals.visits).toBe(3);
  });

  it('fills an empty range with placeholders only, and leaves out visits outside the range', () => {
    const figures = aggregateVisits({
      visits: [at('2026-11-01T23:59:59.999Z'), at('2026-11-09T00:00:00Z')],
      range: WEEK,
      timeZone: UTC,
    });
    expect(figures.days).toHaveLength(7);
    expect(figures.days.every((d) => d.placeholder && d.visits === 0)).toBe(true);
    expect(figures.totals.visits).toBe(0);
    expect(figures.totals.averageDurationMinutes).toBeNull();
  });

  it('a day with only employees clocking in is not a placeholder', () => {
    const figures = aggregateVisits({
      visits: [],
      clockIns: [
        { evtTimeStamp: Date.parse('2026-11-03T07:00:00Z'), eventType: 'CLOCK_IN' },
        { evtTimeStamp: Date.parse('2026-11-03T16:00:00Z'), eventType: 'CLOCK_OUT' },
      ],
      range: WEEK,
      timeZone: UTC,
    });
    expect(figures.days[1]).toMatchObject({ day: '2026-11-03', employees: 1, placeholder: false });
    expect(figures.totals.employees).toBe(1);
  });
});

describe('aggregateVisits: hour window 08:00–17:00', () => {
  it('counts sign-ins from 08:00 to 16:59 in hourly buckets and the rest apart', () => {
    const figures = aggregateVisits({
      visits: [
        at('2026-11-02T07:59:59.999Z'),
        at('2026-11-02T08:00:00Z'),
        at('2026-11-02T12:30:00Z'),
        at('2026-11-02T16:59:59.999Z'),
        at('2026-11-02T17:00:00Z'),
      ],
      range: WEEK,
      timeZone: UTC,
    });
    expect(figures.hours.map((h) => h.hour)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(figures.hours.find((h) => h.hour === 8)?.visits).toBe(1);
    expect(figures.hours.find((h) => h.hour === 12)?.visits).toBe(1);
    expect(figures.hours.find((h) => h.hour === 16)?.visits).toBe(1);
    expect(figures.totals.outsideHours).toBe(2);
    expect(figures.totals.visits).toBe(5);
  });

  it('places each visit in the heatmap by its weekday and hour, Monday to Friday only', () => {
    const figures = aggregateVisits({
      visits: [at('2026-11-04T09:10:00Z'), at('2026-11-04T09:50:00Z'), at('2026-11-07T09:10:00Z')],
      range: WEEK,
      timeZone: UTC,
    });
    expect(figures.heatmap.map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5]);
    expect(figures.heatmap[2]?.hours.find((h) => h.hour === 9)?.visits).toBe(2);
    const heatmapTotal = figures.heatmap.flatMap((r) => r.hours).reduce((s, h) => s + h.visits, 0);
    expect(heatmapTotal).toBe(2);
    expect(figures.hours.find((h) => h.hour === 9)?.visits).toBe(3);
  });
});

describe('aggregateVisits: weekday averages', () => {
  it('averages Monday to Friday over every such day of the range, empty days included', () => {
    // Two weeks: Monday 2 Nov and Monday 9 Nov; visits on the first Monday only.
    const figures = aggregateVisits({
      visits: [
        at('2026-11-02T09:00:00Z'),
        at('2026-11-02T10:00:00Z'),
        at('2026-11-02T11:00:00Z'),
        at('2026-11-06T11:00:00Z'),
        at('2026-11-08T11:00:00Z'),
      ],
      range: { beginTime: WEEK.beginTime, endTime: Date.parse('2026-11-15T23:59:59.999Z') },
      timeZone: UTC,
    });
    expect(figures.weekdays).toEqual([
      { weekday: 1, days: 2, visits: 3, average: 1.5 },
      { weekday: 2, days: 2, visits: 0, average: 0 },
      { weekday: 3, days: 2, visits: 0, average: 0 },
      { weekday: 4, days: 2, visits: 0, average: 0 },
      { weekday: 5, days: 2, visits: 1, average: 0.5 },
    ]);
  });

  it('gives 0 for a weekday the range does not hold', () => {
    const saturday = {
      beginTime: Date.parse('2026-11-07T00:00:00Z'),
      endTime: Date.parse('2026-11-07T23:59:59.999Z'),
    };
    const figures = aggregateVisits({
      visits: [at('2026-11-07T09:00:00Z')],
      range: saturday,
      timeZone: UTC,
    });
    expect(figures.weekdays.every((w) => w.days === 0 && w.average === 0)).toBe(true);
  });
});

describe('aggregateVisits: day limits', () => {
  it('accepts a range from the first to the last millisecond of its days', () => {
    const figures = aggregateVisits({ visits: [], range: WEEK, timeZone: UTC });
    expect(figures.rangeProblem).toBeNull();
    expect([figures.beginTime, figures.endTime]).toEqual([WEEK.beginTime, WEEK.endTime]);
  });

  it('widens a range that is not at day limits to whole days and says why', () => {
    const figures = aggregateVisits({
      visits: [at('2026-11-02T06:00:00Z'), at('2026-11-03T20:00:00Z')],
      range: {
        beginTime: Date.parse('2026-11-02T10:00:00Z'),
        endTime: Date.parse('2026-11-03T12:00:00Z'),
      },
      timeZone: UTC,
    });
    expect(figures.rangeProblem).toMatch(
      /not at day limits in UTC: starts at 2026-11-02T10:00:00.000Z.*ends at/,
    );
    expect(figures.days.map((d) => d.day)).toEqual(['2026-11-02', '2026-11-03']);
    expect(figures.totals.visits).toBe(2);
  });

  it('refuses a range that ends before it begins or an unknown zone', () => {
    expect(() =>
      aggregateVisits({ visits: [], range: { beginTime: 10, endTime: 5 }, timeZone: UTC }),
    ).toThrow(/begin ≤ end/);
    expect(() => aggregateVisits({ visits: [], range: WEEK, timeZone: 'Nowhere/Land' })).toThrow(
      /Unknown time zone/,
    );
  });
});

describe('aggregateVisits: time zones', () => {
  it('cuts days in the range zone, across the spring change of daylight saving time', () => {
    const zone = 'Europe/London';
    const range = {
      beginTime: startOfLocalDay('2026-03-28', zone),
      endTime: endOfLocalDay('2026-03-30', zone),
    };
    const figures = aggregateVisits({
      // 23:30 BST on the 29th is 22:30 UTC: still the 29th in London.
      visits: [at('2026-03-29T22:30:00Z'), at('2026-03-30T23:30:00Z')],
      range,
      timeZone: zone,
    });
    expect(figures.rangeProblem).toBeNull();
    expect(figures.days.map((d) => [d.day, d.visits])).toEqual([
      ['2026-03-28', 0],
      ['2026-03-29', 1],
      ['2026-03-30', 0],
    ]);
    // 23:30 UTC on the 30th is 00:30 on the 31st in London: outside the range.
    expect(figures.totals.visits).toBe(1);
  });

  it('reads hours in the visit location zone, and in the range zone when it has none', () => {
    const figures = aggregateVisits({
      visits: [
        // 08:30 in Johannesburg (UTC+2).
        at('2026-11-02T06:30:00Z', { evtTimeZone: 'Africa/Johannesburg' }),
        // 08:30 in New York (UTC-5).
        at('2026-11-02T13:30:00Z', { evtTimeZone: 'America/New_York' }),
        // No zone, or one the runtime does not know: the range zone (UTC), 13:30.
        at('2026-11-02T13:30:00Z'),
        at('2026-11-02T13:30:00Z', { evtTimeZone: 'Not/AZone' }),
      ],
      range: WEEK,
      timeZone: UTC,
    });
    expect(figures.hours.find((h) => h.hour === 8)?.visits).toBe(2);
    expect(figures.hours.find((h) => h.hour === 13)?.visits).toBe(2);
  });

  it('gives the same hour to a visit at 08:30 local on both sides of an autumn change', () => {
    const zone = 'America/New_York';
    const figures = aggregateVisits({
      // EDT (UTC-4) before 1 Nov 2026, EST (UTC-5) after.
      visits: [
        at('2026-10-30T12:30:00Z', { evtTimeZone: zone }),
        at('2026-11-02T13:30:00Z', { evtTimeZone: zone }),
      ],
      range: {
        beginTime: startOfLocalDay('2026-10-26', zone),
        endTime: endOfLocalDay('2026-11-06', zone),
      },
      timeZone: zone,
    });
    expect(figures.hours.find((h) => h.hour === 8)?.visits).toBe(2);
    expect(figures.heatmap[0]?.hours[0]?.visits).toBe(1);
    expect(figures.heatmap[4]?.hours[0]?.visits).toBe(1);
  });
});

describe('aggregateVisits: per host, per type, duration, employees', () => {
  it('counts visits per host and visitor type, most first, unnamed ones as null', () => {
    const figures = aggregateVisits({
      visits: [
        at('2026-11-02T09:00:00Z', { hostDetails: { name: 'Ann' }, visitorType: 'Contractor' }),
        at('2026-11-02T09:00:00Z', { hostDetails: { name: ' Ann ' }, visitorType: 'Guest' }),
        at('2026-11-02T09:00:00Z', {
          hostDetails: { uniqueAttributeValue: 'bo@example.com' },
          visitorType: 'Guest',
        }),
        at('2026-11-02T09:00:00Z', { visitorType: ' ' }),
      ],
      range: WEEK,
      timeZone: UTC,
    });
    expect(figures.hosts).toEqual([
      { label: 'Ann', visits: 2 },
      { label: 'bo@example.com', visits: 1 },
      { label: null, visits: 1 },
    ]);
    expect(figures.types).toEqual([
      { label: 'Guest', visits: 2 },
      { label: 'Contractor', visits: 1 },
      { label: null, visits: 1 },
    ]);
  });

  it('averages minutes on site over visits signed out after they signed in', () => {
    const figures = aggregateVisits({
      visits: [
        at('2026-11-02T09:00:00Z', { evtTimeStampOut: Date.parse('2026-11-02T10:00:00Z') }),
        at('2026-11-02T09:00:00Z', { evtTimeStampOut: Date.parse('2026-11-02T09:30:00Z') }),
        at('2026-11-02T09:00:00Z'),
        at('2026-11-02T09:00:00Z', { evtTimeStampOut: Date.parse('2026-11-02T08:00:00Z') }),
      ],
      range: WEEK,
      timeZone: UTC,
    });
    expect(figures.totals.averageDurationMinutes).toBe(45);
    expect(figures.totals.visitsWithDuration).toBe(2);
  });

  it('sets employees (clock-ins) beside visitors per day', () => {
    const clockIn = (iso: string) => ({ evtTimeStamp: Date.parse(iso), eventType: 'CLOCK_IN' });
    const figures = aggregateVisits({
      visits: [at('2026-11-02T09:00:00Z')],
      clockIns: [
        clockIn('2026-11-02T07:00:00Z'),
        clockIn('2026-11-02T08:00:00Z'),
        clockIn('2026-11-10T08:00:00Z'),
      ],
      range: WEEK,
      timeZone: UTC,
    });
    expect(figures.days[0]).toMatchObject({ visits: 1, employees: 2 });
    expect(figures.totals).toMatchObject({ visits: 1, employees: 2 });
  });
});

describe('analyticsVisitOf', () => {
  it('keeps the fields analytics reads and drops wrongly typed ones', async () => {
    const { analyticsVisitOf, analyticsClockInOf } = await import('./fromRecords.ts');
    expect(
      analyticsVisitOf({
        evtTimeStamp: 5,
        evtTimeStampOut: 'later',
        evtTimeZone: 'UTC',
        hostDetails: { name: 7, uniqueAttributeValue: 'a@b.c' },
        visitorType: 'Guest',
      }),
    ).toEqual({
      evtTimeStamp: 5,
      evtTimeStampOut: undefined,
      evtTimeZone: 'UTC',
      visitorType: 'Guest',
      hostDetails: { name: undefined, uniqueAttributeValue: 'a@b.c' },
    });
    expect(analyticsVisitOf({ evtTimeStamp: '5' })).toBeNull();
    expect(analyticsVisitOf(null)).toBeNull();
    expect(analyticsClockInOf({ evtTimeStamp: 1, eventType: 'CLOCK_IN' })).toEqual({
      evtTimeStamp: 1,
      eventType: 'CLOCK_IN',
    });
    expect(analyticsClockInOf({ evtTimeStamp: 1 })).toBeNull();
  });
});
