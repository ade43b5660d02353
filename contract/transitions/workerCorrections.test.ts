import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { correctionEntry } from '../workerCorrections.ts';
import {
  adjustedEvent,
  adjustRefusal,
  type Correction,
  clockOutRefusal,
  commentedEvent,
  convertRefusal,
  convertToClockOut,
  correctionsHistoryOf,
  createdClockOut,
  createdShiftPair,
  isSeenVersion,
  pairCorrections,
  withCorrection,
} from './workerCorrections.ts';

const AT = 1_700_000_000_000;
const clockIn = {
  EntityHierarchy: 'acme#north#jhb-hq',
  evtTimeStampProfileID: `${AT}#w1`,
  evtTimeStamp: AT,
  actualEvtTimeStamp: AT,
  referenceTimeStamp: AT,
  eventType: 'CLOCK_IN',
  ProfileId: 'w1',
  lmt: AT + 5,
  changeSeq: 3,
  workerFullDetails: { firstName: 'Wanda', lastName: 'Worker' },
  badgeNumber: 'B1',
};
const correction = (id = 'm1', now = AT + 1_000): Correction => ({
  correctionId: id,
  comment: 'Forgot to clock out',
  user: 'Ada Admin',
  email: 'admin@example.com',
  now,
});

describe('withCorrection', () => {
  test('appends an entry and sets lmt to its timing, never at or before the old lmt', () => {
    const first = withCorrection(clockIn, 'COMMENT', correction('m1'));
    expect(first.lmt).toBe(AT + 1_000);
    expect(correctionsHistoryOf(first)).toEqual([
      {
        correctionId: 'm1',
        correctionType: 'COMMENT',
        correctionComment: 'Forgot to clock out',
        user: 'Ada Admin',
        email: 'admin@example.com',
        correctionTiming: AT + 1_000,
      },
    ]);
    const behind = withCorrection(first, 'COMMENT', correction('m2', AT));
    expect(behind.lmt).toBe(AT + 1_001);
    expect(correctionsHistoryOf(behind).map((entry) => entry.correctionId)).toEqual(['m1', 'm2']);
  });

  test('skips malformed history entries instead of failing', () => {
    const odd = { ...clockIn, correctionsHistory: [{ nonsense: true }, 7] };
    expect(correctionsHistoryOf(odd)).toEqual([]);
    expect(correctionsHistoryOf(withCorrection(odd, 'COMMENT', correction()))).toHaveLength(1);
  });
});

describe('convertToClockOut', () => {
  test('a clock-in becomes a clock-out with the old type in preCorrectionValues', () => {
    const next = convertToClockOut(clockIn, correction());
    expect(next).toMatchObject({ eventType: 'CLOCK_OUT', badgeNumber: 'B1', lmt: AT + 1_000 });
    expect(correctionsHistoryOf(next ?? {})[0]).toMatchObject({
      correctionType: 'CONVERT_TO_CLOCK_OUT',
      preCorrectionValues: { eventType: 'CLOCK_IN' },
    });
  });

  test('a clock-out is refused and left as it is; absent stays absent; a repeat is once', () => {
    const out = { ...clockIn, eventType: 'CLOCK_OUT' };
    expect(convertRefusal(out)).not.toBeNull();
    expect(convertToClockOut(out, correction())).toBe(out);
    expect(convertToClockOut(undefined, correction())).toBeNull();
    const once = convertToClockOut(clockIn, correction());
    expect(convertToClockOut(once ?? undefined, correction())).toBe(once);
  });
});

describe('adjustedEvent', () => {
  test('moves a clock-in to the new key and time, its own reference along, history kept', () => {
    const commented = withCorrection(clockIn, 'COMMENT', correction('m0'));
    const moved = adjustedEvent(commented, AT - 600_000, correction('m1', AT + 2_000));
    expect(moved).toMatchObject({
      evtTimeStampProfileID: `${AT - 600_000}#w1`,
      evtTimeStamp: AT - 600_000,
      referenceTimeStamp: AT - 600_000,
      actualEvtTimeStamp: AT,
      eventType: 'CLOCK_IN',
    });
    expect(correctionsHistoryOf(moved).map((entry) => entry.correctionType)).toEqual([
      'COMMENT',
      'ADJUST_CLOCK_IN',
    ]);
    expect(correctionsHistoryOf(moved)[1]?.preCorrectionValues).toEqual({
      evtTimeStamp: AT,
      evtTimeStampProfileID: `${AT}#w1`,
    });
  });

  test('a clock-out keeps the reference to its clock-in; the same time is refused', () => {
    const out = {
      ...clockIn,
      eventType: 'CLOCK_OUT',
      evtTimeStamp: AT + 9,
      referenceTimeStamp: AT,
    };
    const moved = adjustedEvent(out, AT + 99, correction());
    expect(moved.referenceTimeStamp).toBe(AT);
    expect(correctionsHistoryOf(moved)[0]?.correctionType).toBe('ADJUST_CLOCK_OUT');
    expect(adjustRefusal(out, AT + 9)).not.toBeNull();
    expect(adjustRefusal(out, AT + 10)).toBeNull();
  });
});

describe('createdClockOut and createdShiftPair', () => {
  test('a clock-out for a clock-in: after it, the worker copied, referencing the clock-in', () => {
    expect(clockOutRefusal(clockIn, AT)).not.toBeNull();
    expect(clockOutRefusal({ ...clockIn, eventType: 'CLOCK_OUT' }, AT + 1)).not.toBeNull();
    expect(clockOutRefusal(clockIn, AT + 1)).toBeNull();
    const out = createdClockOut(clockIn, AT + 8 * 3_600_000, correction());
    expect(out).toMatchObject({
      evtTimeStampProfileID: `${AT + 8 * 3_600_000}#w1`,
      eventType: 'CLOCK_OUT',
      ProfileId: 'w1',
      referenceTimeStamp: AT,
      workerFullDetails: clockIn.workerFullDetails,
    });
    expect(out.badgeNumber).toBeUndefined();
    expect(correctionsHistoryOf(out)[0]?.preCorrectionValues).toEqual({ clockIn: `${AT}#w1` });
  });

  test('a new pair: an in and an out of the worker, one correction shown once per pair', () => {
    const [inEvent, outEvent] = createdShiftPair(clockIn, AT - 10, AT - 5, correction('pair'));
    expect(inEvent).toMatchObject({ eventType: 'CLOCK_IN', evtTimeStamp: AT - 10 });
    expect(outEvent).toMatchObject({ eventType: 'CLOCK_OUT', referenceTimeStamp: AT - 10 });
    expect(pairCorrections(inEvent, outEvent).map((entry) => entry.correctionId)).toEqual(['pair']);
  });
});

describe('commentedEvent and pairCorrections', () => {
  test("a comment is appended once; a pair lists both events' entries oldest first", () => {
    const commented = commentedEvent(clockIn, correction('c1', AT + 50));
    expect(commentedEvent(commented ?? undefined, correction('c1', AT + 50))).toBe(commented);
    const out = withCorrection({ ...clockIn, lmt: 0 }, 'COMMENT', correction('c0', AT + 10));
    expect(
      pairCorrections(commented ?? undefined, undefined, out).map((e) => e.correctionId),
    ).toEqual(['c0', 'c1']);
  });
});

describe('isSeenVersion', () => {
  test('same lmt, or changed only by the named correction as its last write', () => {
    expect(isSeenVersion(clockIn, { lmt: clockIn.lmt })).toBe(true);
    expect(isSeenVersion(clockIn, { lmt: clockIn.lmt - 1 })).toBe(false);
    const corrected = withCorrection(clockIn, 'COMMENT', correction('mine'));
    expect(isSeenVersion(corrected, { lmt: 42, lastCorrectionId: 'mine' })).toBe(true);
    expect(isSeenVersion(corrected, { lmt: 42, lastCorrectionId: 'theirs' })).toBe(false);
    // Changed again after that correction (a badge, another device): outdated.
    expect(
      isSeenVersion(
        { ...corrected, lmt: corrected.lmt + 1 },
        { lmt: 42, lastCorrectionId: 'mine' },
      ),
    ).toBe(false);
  });
});

describe('correctionsHistoryOf', () => {
  test('keeps exactly the entries the wire schema (correctionEntry) accepts', () => {
    const field = fc.oneof(
      fc.string(),
      fc.constant(''),
      fc.integer({ min: -5, max: 2_000_000_000_000 }),
      fc.double(),
      fc.constant(undefined),
      fc.constant(null),
      fc.dictionary(fc.string(), fc.integer()),
      fc.array(fc.integer(), { maxLength: 2 }),
    );
    const valid = fc.record({
      correctionId: fc.string({ minLength: 1 }),
      correctionType: fc.constantFrom('COMMENT', 'ADJUST_CLOCK_IN'),
      correctionComment: fc.string(),
      user: fc.string(),
      email: fc.string(),
      correctionTiming: fc.nat(),
      preCorrectionValues: fc.dictionary(fc.string(), fc.integer()),
    });
    const keys = [
      'correctionId',
      'correctionType',
      'correctionComment',
      'user',
      'email',
      'correctionTiming',
      'preCorrectionValues',
    ] as const;
    // A valid entry, or one with a single field replaced by anything (or left out).
    const entry = fc.oneof(
      valid,
      fc
        .tuple(valid, fc.constantFrom(...keys), field)
        .map(([base, key, value]) => ({ ...base, [key]: value })),
      field,
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (history) => {
        const kept = correctionsHistoryOf({ correctionsHistory: history });
        const expected = history.filter((item) => correctionEntry.safeParse(item).success);
        expect(kept).toEqual(expected);
      }),
    );
  });
});
