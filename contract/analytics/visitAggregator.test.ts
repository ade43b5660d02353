import { describe, expect, it } from 'vitest';
import { aggregateVisits, visitAggregator } from './aggregate.ts';

const BEGIN = Date.parse('2026-11-02T00:00:00Z');
const END = Date.parse('2026-11-08T23:59:59.999Z');
const range = { beginTime: BEGIN, endTime: END };
const hour = 3_600_000;

const visits = Array.from({ length: 200 }, (_, i) => ({
  evtTimeStamp: BEGIN - 5 * hour + i * 53 * 60_000,
  evtTimeStampOut: i % 3 ? BEGIN + i * 53 * 60_000 + 40 * 60_000 : undefined,
  evtTimeZone: i % 4 ? 'Asia/Kolkata' : undefined,
  visitorType: ['Guest', 'Contractor', undefined][i % 3],
  hostDetails: { name: i % 5 ? `Host ${i % 7}` : undefined, uniqueAttributeValue: `h${i % 2}` },
}));
const clockIns = Array.from({ length: 30 }, (_, i) => ({
  evtTimeStamp: BEGIN + i * 7 * hour,
  eventType: i % 2 ? 'CLOCK_OUT' : 'CLOCK_IN',
}));

describe('visitAggregator', () => {
  it('gives the figures aggregateVisits gives, whatever order and batches the records come in', () => {
    const whole = aggregateVisits({ visits, clockIns, range, timeZone: 'Europe/London' });
    const aggregator = visitAggregator(range, 'Europe/London');
    const events = [...clockIns].reverse();
    [...visits].reverse().forEach((visit, i) => {
      aggregator.addVisit(visit);
      const event = events[i];
      if (event) aggregator.addClockIn(event);
    });
    expect(whole.totals.visits).toBeGreaterThan(100);
    expect(whole.totals.employees).toBe(12);
    expect(aggregator.figures()).toEqual(whole);
  });
});
