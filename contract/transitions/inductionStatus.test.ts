import { describe, expect, test } from 'vitest';
import { normaliseInductionConfig } from '../inductionConfig.ts';
import { DAY_MS, daysSince, inductionDisplay, verifiedAvatarRef } from './inductionStatus.ts';

const NOW = 1_800_000_000_000;
const config = normaliseInductionConfig({
  kiosk: { validityType: { visitor: 10, employee: 30 }, video: { version: 2, state: 'ACTIVATED' } },
  preRegistration: { validity: 0, video: { version: 1, state: 'ACTIVATED' } },
  screeningRoom: { version: 1 },
});
const completion = (fields: Record<string, unknown>) => ({
  ProfileId: 'p1',
  evtTimeStamp: NOW - 3 * DAY_MS - 1000,
  inductionType: 'kiosk',
  version: 2,
  ...fields,
});

describe('induction status', () => {
  test('days since: whole days, 0 on the day, never negative', () => {
    expect(daysSince(NOW, NOW)).toBe(0);
    expect(daysSince(NOW - DAY_MS + 1, NOW)).toBe(0);
    expect(daysSince(NOW - DAY_MS, NOW)).toBe(1);
    expect(daysSince(NOW + DAY_MS, NOW)).toBe(0);
  });

  test('completed, with days since and channel', () => {
    expect(inductionDisplay(completion({}), config, NOW)).toEqual({
      status: 'completed',
      display: 'completed',
      daysSince: 3,
      channel: 'kiosk',
    });
  });

  test('watched in the screening room', () => {
    expect(
      inductionDisplay(completion({ inductionType: 'screeningRoom', version: 1 }), config, NOW),
    ).toEqual({ status: 'completed', display: 'screeningRoom', daysSince: 3 });
  });

  test('expired by version: old and new version', () => {
    expect(inductionDisplay(completion({ version: 1 }), config, NOW)).toEqual({
      status: 'expired',
      display: 'expired',
      reason: 'version',
      oldVersion: 1,
      newVersion: 2,
      daysSince: 3,
    });
    expect(inductionDisplay(completion({ version: undefined }), config, NOW)).toMatchObject({
      status: 'expired',
      oldVersion: 0,
    });
  });

  test('expired by validity days, per person type', () => {
    const eleven = NOW - 11 * DAY_MS;
    expect(inductionDisplay(completion({ evtTimeStamp: eleven }), config, NOW)).toMatchObject({
      status: 'expired',
      reason: 'validity',
      oldVersion: 2,
      newVersion: 2,
      daysSince: 11,
    });
    // An employee's kiosk validity is 30 days.
    expect(
      inductionDisplay(completion({ evtTimeStamp: eleven, personType: 'employee' }), config, NOW),
    ).toMatchObject({ status: 'completed', daysSince: 11 });
    // Exactly at the validity it is still valid; a moment later it is not.
    expect(
      inductionDisplay(completion({ evtTimeStamp: NOW - 10 * DAY_MS }), config, NOW).status,
    ).toBe('completed');
    expect(
      inductionDisplay(completion({ evtTimeStamp: NOW - 10 * DAY_MS - 1 }), config, NOW).status,
    ).toBe('expired');
  });

  test('a validity of 0 is valid until a new version', () => {
    const old = completion({
      inductionType: 'preRegistration',
      version: 1,
      evtTimeStamp: NOW - 900 * DAY_MS,
    });
    expect(inductionDisplay(old, config, NOW).status).toBe('completed');
    expect(inductionDisplay({ ...old, version: 0 }, config, NOW).status).toBe('expired');
  });

  test('incomplete, skipped and N/A', () => {
    expect(
      inductionDisplay(completion({ inductionStatus: 'INCOMPLETE' }), config, NOW).status,
    ).toBe('incomplete');
    expect(inductionDisplay(completion({ inductionStatus: 'SKIPPED' }), config, NOW).status).toBe(
      'skipped',
    );
    expect(inductionDisplay(completion({ inductionStatus: 'LOST' }), config, NOW).status).toBe(
      'N/A',
    );
    expect(inductionDisplay(completion({ inductionType: 'fax' }), config, NOW).status).toBe('N/A');
  });

  test('without a configuration nothing expires', () => {
    expect(inductionDisplay(completion({ version: 0, evtTimeStamp: 0 }), null, NOW)).toMatchObject({
      status: 'completed',
    });
  });

  test('the verified avatar reference', () => {
    expect(verifiedAvatarRef('abc-1')).toBe('public/verifiedavatars/abc-1.jpeg');
  });
});
