import { describe, expect, it } from 'vitest';
import {
  isParkingArrival,
  latestStays,
  leftAtAfter,
  plateIdentity,
  presentDuring,
} from './presence.ts';

interface Event {
  evtTimeStamp: number;
  who: string;
  arrival: boolean;
}

const event = (who: string, evtTimeStamp: number, arrival: boolean): Event => ({
  who,
  evtTimeStamp,
  arrival,
});
const isArrival = (e: Event) => e.arrival;

describe('presence rule', () => {
  it("pairs each identity's latest arrival with the first departure at or after it", () => {
    const events = [
      event('ann', 10, true),
      event('ann', 20, false),
      event('ann', 30, true),
      event('ann', 50, false),
      event('ann', 40, false),
      event('bob', 5, true),
      event('cat', 7, false),
    ];
    const stays = latestStays(events, (e) => e.who, isArrival);
    expect(stays.map((s) => [s.arrival.who, s.arrival.evtTimeStamp, s.leftAt])).toEqual([
      ['ann', 30, 40],
      ['bob', 5, undefined],
    ]);
  });

  it('counts a departure at the arrival instant; a departure is its own leaving time', () => {
    const arrival = event('ann', 10, true);
    const departure = event('ann', 10, false);
    expect(leftAtAfter(arrival, [arrival, departure], isArrival)).toBe(10);
    expect(leftAtAfter(departure, [event('ann', 5, false)], isArrival)).toBe(10);
    expect(leftAtAfter(arrival, [event('ann', 9, false)], isArrival)).toBeUndefined();
  });

  it('accounts for whoever was there when the evacuation started or left after it', () => {
    expect(presentDuring(100, undefined)).toBe(true);
    expect(presentDuring(100, 100)).toBe(true);
    expect(presentDuring(100, 99)).toBe(false);
  });

  it('reads vehicle arrivals and plates as the roll call does', () => {
    expect(['ON_SITE', 'CHECKED_IN', 'LEFT', undefined].map(isParkingArrival)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(plateIdentity('\u00a0CA 1\t')).toBe('CA 1');
    expect(plateIdentity(123)).toBe('');
  });
});
