import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairShifts, type ShiftEvent, type ShiftPair } from './shiftPairing.ts';

/**
 * Shift pairing against a reference model written differently (look-ahead over each profile's
 * cleaned-up events instead of a state machine): whatever the arrival order, the same pairs come
 * out, and every event is in exactly one pair, or counted as PENDING, or dropped as a clock-in of
 * a completed pair, or left out by the cut-off reduction.
 */

const CUT_OFF = 100;
const PROFILES = ['ann', 'ben'];
const LOCATIONS = ['acme#n#mill', 'acme#n#yard'];

const eventArbitrary = fc.record({
  EntityHierarchy: fc.constantFrom(...LOCATIONS),
  evtTimeStamp: fc.integer({ min: 94, max: 106 }),
  eventType: fc.constantFrom('CLOCK_IN' as const, 'CLOCK_OUT' as const),
  ProfileId: fc.constantFrom(...PROFILES),
  /** One in five is PENDING. */
  pending: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  /** The reference: none, or the time of another event (of the list, by index). */
  reference: fc.option(fc.nat(), { nil: undefined }),
});

/**
 * Events with unique keys; a reference names another event's time, so that clock-ins claiming a
 * completed pair (the drop rule) come up often.
 */
const eventsArbitrary = fc
  .uniqueArray(eventArbitrary, {
    maxLength: 40,
    selector: (e) => `${e.EntityHierarchy}|${e.evtTimeStamp}#${e.ProfileId}`,
  })
  .map((drawn) =>
    drawn.map(({ pending, reference, ...event }): ShiftEvent => {
      const referenced = reference === undefined ? undefined : drawn[reference % drawn.length];
      return {
        ...event,
        evtTimeStampProfileID: `${event.evtTimeStamp}#${event.ProfileId}`,
        ...(referenced ? { referenceTimeStamp: referenced.evtTimeStamp } : {}),
        ...(pending ? { biometricProcessingStatus: 'PENDING' } : {}),
      };
    }),
  );

interface ModelResult {
  pairs: ShiftPair[];
  pending: number;
  dropped: ShiftEvent[];
  reduced: number;
}

const isPending = (e: ShiftEvent) => e.biometricProcessingStatus === 'PENDING';
const order = (e: ShiftEvent): [number, string, string] => [
  e.evtTimeStamp,
  e.evtTimeStampProfileID,
  e.EntityHierarchy,
];
function byTuple(a: readonly (number | string)[], b: readonly (number | string)[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

function model(events: readonly ShiftEvent[], cutOff: number): ModelResult {
  const result: ModelResult = { pairs: [], pending: 0, dropped: [], reduced: 0 };
  for (const profile of new Set(events.map((e) => e.ProfileId))) {
    const mine = events
      .filter((e) => e.ProfileId === profile)
      .sort((a, b) => byTuple(order(a), order(b)));
    const before = mine.filter((e) => e.evtTimeStamp < cutOff);
    const lastBefore = before.filter((e) => !isPending(e)).at(-1);
    const carried = lastBefore?.eventType === 'CLOCK_IN' ? [lastBefore] : [];
    const kept = [...carried, ...mine.filter((e) => e.evtTimeStamp >= cutOff)];
    result.reduced += mine.length - kept.length;
    result.pending += kept.filter(isPending).length;
    const clean = kept.filter((e) => !isPending(e));
    let i = 0;
    while (i < clean.length) {
      const current = clean[i]!;
      const next = clean[i + 1];
      if (current.eventType === 'CLOCK_OUT') {
        result.pairs.push({
          referenceTimeStamp: current.evtTimeStamp,
          clockInEvent: null,
          clockOutEvent: current,
        });
        i += 1;
      } else if (next?.eventType === 'CLOCK_OUT') {
        result.pairs.push({
          referenceTimeStamp: current.evtTimeStamp,
          clockInEvent: current,
          clockOutEvent: next,
        });
        i += 2;
        // Clock-ins naming the pair just completed as their shift are the invalid scenario.
        while (
          clean[i]?.eventType === 'CLOCK_IN' &&
          clean[i]!.referenceTimeStamp === current.evtTimeStamp &&
          clean[i]!.evtTimeStamp !== current.evtTimeStamp
        ) {
          result.dropped.push(clean[i]!);
          i += 1;
        }
      } else {
        result.pairs.push({
          referenceTimeStamp: current.evtTimeStamp,
          clockInEvent: current,
          clockOutEvent: null,
        });
        i += 1;
      }
    }
  }
  const rank = (p: ShiftPair) => {
    const e = p.clockInEvent ?? p.clockOutEvent!;
    return [-p.referenceTimeStamp, e.ProfileId, e.EntityHierarchy, e.evtTimeStampProfileID];
  };
  result.pairs.sort((a, b) => byTuple(rank(a), rank(b)));
  return result;
}

describe('shift pairing (property)', () => {
  it('gives the same pairs as the model, whatever the arrival order', () => {
    fc.assert(
      fc.property(
        eventsArbitrary.chain((events) =>
          fc.tuple(fc.constant(events), fc.shuffledSubarray(events, { minLength: events.length })),
        ),
        fc.boolean(),
        ([events, shuffled], withCutOff) => {
          const cutOff = withCutOff ? CUT_OFF : 0;
          const expected = model(events, cutOff);
          const actual = pairShifts(shuffled, withCutOff ? { cutOff } : {});
          expect(actual.pairs).toEqual(expected.pairs);
          expect(actual.pendingCount).toBe(expected.pending);
          expect(new Set(actual.dropped)).toEqual(new Set(expected.dropped));
          expect(actual.reducedCount).toBe(expected.reduced);
          expect(pairShifts(events, withCutOff ? { cutOff } : {})).toEqual(actual);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('puts every event in exactly one pair, or counts it as pending, dropped or reduced', () => {
    fc.assert(
      fc.property(eventsArbitrary, (events) => {
        const result = pairShifts(events, { cutOff: CUT_OFF });
        const paired = result.pairs.flatMap((p) =>
          [p.clockInEvent, p.clockOutEvent].filter((e): e is ShiftEvent => e !== null),
        );
        const placed = [...paired, ...result.dropped];
        expect(new Set(placed).size).toBe(placed.length);
        for (const event of placed) expect(events).toContain(event);
        expect(placed.length + result.pendingCount + result.reducedCount).toBe(events.length);
        for (const pair of result.pairs) {
          expect(pair.clockInEvent ?? pair.clockOutEvent).not.toBeNull();
          if (pair.clockInEvent) expect(pair.clockInEvent.eventType).toBe('CLOCK_IN');
          if (pair.clockOutEvent) expect(pair.clockOutEvent.eventType).toBe('CLOCK_OUT');
          if (pair.clockInEvent && pair.clockOutEvent) {
            expect(pair.clockInEvent.ProfileId).toBe(pair.clockOutEvent.ProfileId);
            expect(pair.clockInEvent.evtTimeStamp).toBeLessThanOrEqual(
              pair.clockOutEvent.evtTimeStamp,
            );
          }
          for (const e of [pair.clockInEvent, pair.clockOutEvent]) {
            if (e) expect(e.biometricProcessingStatus).not.toBe('PENDING');
          }
        }
        const references = result.pairs.map((p) => p.referenceTimeStamp);
        expect(references).toEqual([...references].sort((a, b) => b - a));
      }),
      { numRuns: 500 },
    );
  });
});
