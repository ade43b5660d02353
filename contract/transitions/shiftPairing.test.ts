import { describe, expect, it } from 'vitest';
import {
  ACTIVE_SHIFT_LOOKBACK_MS,
  compareShiftPairs,
  pairShifts,
  reduceBeforeCutOff,
  type ShiftEvent,
  type ShiftPair,
  shiftLogWindow,
} from './shiftPairing.ts';

const H = 3_600_000;
const DAY = 24 * H;
const T0 = Date.UTC(2026, 10, 23);

function event(
  eventType: ShiftEvent['eventType'],
  at: number,
  extra: Partial<ShiftEvent> = {},
): ShiftEvent {
  const ProfileId = extra.ProfileId ?? 'w1';
  return {
    EntityHierarchy: 'acme#north#mill',
    evtTimeStampProfileID: `${at}#${ProfileId}`,
    evtTimeStamp: at,
    eventType,
    ProfileId,
    ...extra,
  };
}
const clockIn = (at: number, extra: Partial<ShiftEvent> = {}) => event('CLOCK_IN', at, extra);
const clockOut = (at: number, extra: Partial<ShiftEvent> = {}) => event('CLOCK_OUT', at, extra);

/** A pair as [reference, in time or null, out time or null]. */
const shape = (pair: ShiftPair) => [
  pair.referenceTimeStamp,
  pair.clockInEvent?.evtTimeStamp ?? null,
  pair.clockOutEvent?.evtTimeStamp ?? null,
];

describe('shift pairing rules', () => {
  it('a clock-in opens a pair and a clock-out closes it', () => {
    const { pairs } = pairShifts([clockIn(T0 + 8 * H), clockOut(T0 + 17 * H)]);
    expect(pairs.map(shape)).toEqual([[T0 + 8 * H, T0 + 8 * H, T0 + 17 * H]]);
  });

  it('a second clock-in pushes the open pair and opens a new one', () => {
    const { pairs } = pairShifts([clockIn(T0), clockIn(T0 + H), clockOut(T0 + 2 * H)]);
    expect(pairs.map(shape)).toEqual([
      [T0 + H, T0 + H, T0 + 2 * H],
      [T0, T0, null],
    ]);
  });

  it('a leading clock-out makes a pair with only the out event', () => {
    const { pairs } = pairShifts([clockOut(T0 + H), clockIn(T0 + 2 * H), clockOut(T0 + 3 * H)]);
    expect(pairs.map(shape)).toEqual([
      [T0 + 2 * H, T0 + 2 * H, T0 + 3 * H],
      [T0 + H, null, T0 + H],
    ]);
  });

  it('a clock-out after a completed pair is an out-only pair too', () => {
    const { pairs } = pairShifts([clockIn(T0), clockOut(T0 + H), clockOut(T0 + 2 * H)]);
    expect(pairs.map(shape)).toEqual([
      [T0 + 2 * H, null, T0 + 2 * H],
      [T0, T0, T0 + H],
    ]);
  });

  it('a leftover clock-in is kept as an open pair', () => {
    const { pairs } = pairShifts([clockIn(T0), clockOut(T0 + H), clockIn(T0 + 2 * H)]);
    expect(pairs.map(shape)).toEqual([
      [T0 + 2 * H, T0 + 2 * H, null],
      [T0, T0, T0 + H],
    ]);
  });

  it('a clock-in claiming a completed pair is dropped; other clock-ins after one open a shift', () => {
    const repeated = clockIn(T0 + 2 * H, { referenceTimeStamp: T0 });
    const result = pairShifts([
      clockIn(T0, { referenceTimeStamp: T0 }),
      clockOut(T0 + H, { referenceTimeStamp: T0 }),
      repeated,
      clockIn(T0 + DAY, { referenceTimeStamp: T0 + DAY }),
    ]);
    expect(result.dropped).toEqual([repeated]);
    expect(result.pairs.map(shape)).toEqual([
      [T0 + DAY, T0 + DAY, null],
      [T0, T0, T0 + H],
    ]);
  });

  it('a clock-out in between ends the completed state: the next clock-in opens a shift', () => {
    const result = pairShifts([
      clockIn(T0),
      clockOut(T0 + H),
      clockOut(T0 + 2 * H),
      clockIn(T0 + 3 * H, { referenceTimeStamp: T0 }),
    ]);
    expect(result.dropped).toEqual([]);
    expect(result.pairs.map(shape)).toEqual([
      [T0 + 3 * H, T0 + 3 * H, null],
      [T0 + 2 * H, null, T0 + 2 * H],
      [T0, T0, T0 + H],
    ]);
  });

  it('PENDING biometric events are skipped and counted', () => {
    const result = pairShifts([
      clockIn(T0),
      clockOut(T0 + H, { biometricProcessingStatus: 'PENDING' }),
      clockOut(T0 + 2 * H, { biometricProcessingStatus: 'BIOMETRIC_N/A' }),
      clockIn(T0 + 3 * H, { biometricProcessingStatus: 'PENDING', ProfileId: 'w2' }),
    ]);
    expect(result.pendingCount).toBe(2);
    expect(result.pairs.map(shape)).toEqual([[T0, T0, T0 + 2 * H]]);
  });

  it('pairs per profile, across the locations of the subtree', () => {
    const result = pairShifts([
      clockIn(T0, { ProfileId: 'a' }),
      clockIn(T0 + H, { ProfileId: 'b' }),
      clockOut(T0 + 2 * H, { ProfileId: 'a', EntityHierarchy: 'acme#north#yard' }),
    ]);
    expect(result.pairs.map((p) => [p.clockInEvent?.ProfileId, shape(p)])).toEqual([
      ['b', [T0 + H, T0 + H, null]],
      ['a', [T0, T0, T0 + 2 * H]],
    ]);
  });
});

describe('cut-off reduction and the ACTIVE look-back', () => {
  const cutOff = T0;
  it("keeps before the cut-off only each profile's latest clock-in not followed by a clock-out", () => {
    const overnight = clockIn(cutOff - 2 * H);
    const events = [
      clockIn(cutOff - 20 * H),
      clockOut(cutOff - 12 * H),
      overnight,
      clockOut(cutOff + 6 * H),
      clockIn(cutOff + 7 * H),
    ];
    expect(reduceBeforeCutOff(events, cutOff)).toEqual([overnight, ...events.slice(3)]);
    const result = pairShifts(events, { cutOff });
    expect(result.reducedCount).toBe(2);
    expect(result.pairs.map(shape)).toEqual([
      [cutOff + 7 * H, cutOff + 7 * H, null],
      [cutOff - 2 * H, cutOff - 2 * H, cutOff + 6 * H],
    ]);
  });

  it('drops a closed shift before the cut-off, and ignores PENDING events there', () => {
    const events = [
      clockIn(cutOff - 9 * H),
      clockOut(cutOff - H),
      clockIn(cutOff - H / 2, { biometricProcessingStatus: 'PENDING' }),
    ];
    const result = pairShifts(events, { cutOff });
    expect(result.pairs).toEqual([]);
    expect(result.pendingCount).toBe(0);
    expect(result.reducedCount).toBe(3);
  });

  it('moves the begin time back 24 hours only with the ACTIVE flow variable', () => {
    const range = { beginTime: T0, endTime: 9_999_999_999_999 };
    expect(shiftLogWindow(range, true)).toEqual({
      beginTime: T0 - ACTIVE_SHIFT_LOOKBACK_MS,
      endTime: range.endTime,
      cutOff: T0,
    });
    expect(shiftLogWindow(range, false)).toEqual({ ...range, cutOff: T0 });
    expect(ACTIVE_SHIFT_LOOKBACK_MS).toBe(DAY);
  });
});

describe('order', () => {
  it('newest reference time first, ties by profile then location', () => {
    const result = pairShifts([
      clockIn(T0, { ProfileId: 'b' }),
      clockIn(T0, { ProfileId: 'a', EntityHierarchy: 'acme#z' }),
      clockIn(T0, { ProfileId: 'a', EntityHierarchy: 'acme#y' }),
      clockIn(T0 + H, { ProfileId: 'c' }),
      clockOut(T0 - H, { ProfileId: 'd' }),
    ]);
    expect(
      result.pairs.map((p) => {
        const e = p.clockInEvent ?? p.clockOutEvent;
        return `${p.referenceTimeStamp - T0}/${e?.ProfileId}/${e?.EntityHierarchy}`;
      }),
    ).toEqual([
      `${H}/c/acme#north#mill`,
      '0/a/acme#y',
      // a's second clock-in at the same time pushes the first: two open pairs of a.
      '0/a/acme#z',
      '0/b/acme#north#mill',
      `${-H}/d/acme#north#mill`,
    ]);
    const sorted = [...result.pairs].sort(compareShiftPairs);
    expect(sorted).toEqual(result.pairs);
  });
});
