import { describe, expect, test } from 'vitest';
import type { ResetOperation } from '../preScreening.ts';
import {
  compareScreenings,
  resetRefusal,
  resetScreening,
  screeningSearchString,
} from './preScreening.ts';

const item = (
  key: string,
  preScreeningDate: number,
  processingTimeStamp: number | undefined,
  lastName: string,
  firstName: string,
) => ({
  preScreeningDateProfileID: key,
  preScreeningDate,
  employeeDetails: { firstName, lastName },
  ...(processingTimeStamp === undefined ? {} : { leadingSubmission: { processingTimeStamp } }),
});

describe('compareScreenings', () => {
  test('date desc, processing time desc, last name asc, first name asc', () => {
    const items = [
      item('a', 100, 5, 'Zulu', 'Ann'),
      item('b', 200, 1, 'Zulu', 'Ann'),
      item('c', 100, 9, 'Zulu', 'Ann'),
      item('d', 100, 5, 'Adams', 'Zed'),
      item('e', 100, 5, 'adams', 'Bea'),
      item('f', 100, undefined, 'Aa', 'Aa'),
    ];
    expect([...items].sort(compareScreenings).map((i) => i.preScreeningDateProfileID)).toEqual([
      'b',
      'c',
      'e',
      'd',
      'a',
      'f',
    ]);
  });

  test('is a total order: any input order gives the same result', () => {
    const items = [item('x2', 1, 1, 'Same', 'Same'), item('x1', 1, 1, 'Same', 'Same')];
    expect([...items].sort(compareScreenings)).toEqual(
      [...items].reverse().sort(compareScreenings),
    );
  });

  test('the search string holds the names, lower-cased', () => {
    expect(screeningSearchString(item('k', 1, 1, 'Molefe', 'Refilwe'))).toContain('refilwe molefe');
  });
});

describe('reset of a failed screening', () => {
  const failed = {
    preScreeningDateProfileID: 'k',
    screeningStatus: 'FAILED',
    lmt: 10,
    leadingSubmission: { processingTimeStamp: 3 },
    previousSubmissions: [{ processingTimeStamp: 1 }],
    submissionToken: 't',
  };
  const operation: ResetOperation = {
    EntityHierarchy: 'acme#north#jhb-hq',
    preScreeningDateProfileID: 'k',
    lmt: 10,
    resetNote: 'Retest',
    shouldDeleteInstance: false,
    screeningStatus: 'FAILED',
    shouldDeleteToken: false,
  };
  const admin = { user: 'Ada', email: 'admin@example.com', now: 99 };

  test('needs the lmt and status seen, and a failed screening unless deleting', () => {
    expect(resetRefusal(failed, operation)).toBeNull();
    expect(resetRefusal(failed, { ...operation, lmt: 9 })).toBe('PROCESS_INSTANCE_OBSOLETE');
    expect(resetRefusal(undefined, operation)).toBe('PROCESS_INSTANCE_OBSOLETE');
    const passed = { ...failed, screeningStatus: 'PASSED' };
    expect(resetRefusal(passed, { ...operation, screeningStatus: 'PASSED' })).toBe(
      'SCREENING_NOT_FAILED',
    );
    expect(
      resetRefusal(passed, { ...operation, screeningStatus: 'PASSED', shouldDeleteInstance: true }),
    ).toBeNull();
  });

  test('a reset replaces the item: NONE, the submission kept as previous, the note recorded', () => {
    const next = resetScreening(failed, operation, admin);
    expect(next).toMatchObject({
      screeningStatus: 'NONE',
      submissionToken: 't',
      previousSubmissions: [{ processingTimeStamp: 1 }, { processingTimeStamp: 3 }],
      adminResets: [
        { resetNote: 'Retest', previousStatus: 'FAILED', user: 'Ada', resetTiming: 99 },
      ],
    });
    expect(next?.leadingSubmission).toBeUndefined();
    expect(
      resetScreening(failed, { ...operation, shouldDeleteToken: true }, admin)?.submissionToken,
    ).toBeUndefined();
  });

  test('a delete removes it', () => {
    expect(resetScreening(failed, { ...operation, shouldDeleteInstance: true }, admin)).toBeNull();
  });
});
