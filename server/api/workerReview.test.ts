import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOG_ITEM_OUTDATED_MESSAGE } from '../../contract/workerCorrections.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { readRecordWindow } from './records/readRecords.ts';
import { writeRecords } from './records/writeRecords.ts';

/**
 * Photo review, badge capture and the screening reset on real PGlite (spec/workers.md §4, §7):
 * each answers the spec's key, writes change-feed rows, and refuses what the rules refuse.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const SITE = 'acme#north#jhb-hq';
const DAY_START = 1_000_000_000_000;
const HOUR = 3_600_000;
let run = 0;

async function seedEvent(record: Record<string, unknown> = {}) {
  const profile = `r-${++run}`;
  const at = DAY_START + run * 60_000;
  const key = `${at}#${profile}`;
  const [written] = await server.db.transaction((tx) =>
    writeRecords(tx, 'workerLog', [
      {
        kind: 'upsert',
        hierarchy: SITE,
        key,
        eventTime: at,
        record: {
          evtTimeStampProfileID: key,
          evtTimeStamp: at,
          eventType: 'CLOCK_IN',
          ProfileId: profile,
          biometricProcessingStatus: 'PENDING',
          s3ImageKey: `images/${profile}.jpg`,
          ...record,
        },
      },
    ]),
  );
  return { key, profile, at, lmt: written?.lmt ?? 0 };
}

async function read(family: 'workerLog' | 'preScreening' | 'directory', key: string) {
  const answer = await readRecordWindow(server.db, family, {
    hierarchies: [SITE],
    beginTime: 0,
    endTime: Number.MAX_SAFE_INTEGER,
  });
  const field =
    family === 'workerLog'
      ? 'evtTimeStampProfileID'
      : family === 'directory'
        ? 'ProfileId'
        : 'preScreeningDateProfileID';
  return answer.items.find((item) => item[field] === key);
}

describe('photo review', () => {
  test("acceptLogImage marks the image accepted and answers the worker's logs of the day", async () => {
    const event = await seedEvent();
    const response = await server.call(
      'workerBiometricOperations/acceptLogImage',
      { EntityHierarchy: SITE, evtTimeStampProfileID: event.key, dateToReturn: DAY_START },
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.key).toBe('IMAGE_ACCEPTED');
    expect(body.returnLogs).toEqual([
      expect.objectContaining({
        evtTimeStampProfileID: event.key,
        imageReviewStatus: 'ACCEPTED',
        biometricProcessingStatus: 'MANUALLY_ACCEPTED',
      }),
    ]);
  });

  test('rejectLogImage marks it rejected; an event without an image is refused', async () => {
    const event = await seedEvent();
    const response = await server.call(
      'workerBiometricOperations/rejectLogImage',
      { workerDetails: { EntityHierarchy: SITE, evtTimeStampProfileID: event.key } },
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().key).toBe('REJECT_SUCCESS');
    expect(response.json().rejectedLogs[0]).toMatchObject({ imageReviewStatus: 'REJECTED' });
    const bare = await seedEvent({ s3ImageKey: undefined });
    const refused = await server.call(
      'workerBiometricOperations/rejectLogImage',
      { workerDetails: { EntityHierarchy: SITE, evtTimeStampProfileID: bare.key } },
      'demo-admin',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('NO_IMAGE');
  });

  test("removeReferenceImage clears the directory person's reference image and marks the event", async () => {
    const event = await seedEvent();
    const image = `images/${event.profile}.jpg`;
    await server.db.transaction((tx) =>
      writeRecords(tx, 'directory', [
        {
          kind: 'upsert',
          hierarchy: SITE,
          key: event.profile,
          eventTime: null,
          record: { ProfileId: event.profile, firstName: 'Ref', referenceImageKey: image },
        },
      ]),
    );
    const response = await server.call(
      'workerBiometricOperations/removeReferenceImage',
      {
        EntityHierarchy: SITE,
        evtTimeStampProfileID: event.key,
        ProfileId: event.profile,
        s3ImageKey: image,
        dateToReturn: DAY_START,
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      key: 'REF_IMAGE_REMOVED',
      returnLogs: [expect.objectContaining({ referenceImageRemoved: true })],
    });
    const person = await read('directory', event.profile);
    expect(person).toMatchObject({ firstName: 'Ref' });
    expect(person?.referenceImageKey).toBeUndefined();
  });

  test('a HOST may not review images', async () => {
    const event = await seedEvent();
    const response = await server.call(
      'workerBiometricOperations/acceptLogImage',
      { EntityHierarchy: SITE, evtTimeStampProfileID: event.key, dateToReturn: DAY_START },
      'demo-host',
    );
    expect(response.statusCode).toBe(403);
    expect((await read('workerLog', event.key))?.imageReviewStatus).toBeUndefined();
  });
});

describe('captureWorkerBadgeNumber', () => {
  test('links the badge (BADGE_NR_UPDATED); the same number again is refused', async () => {
    const event = await seedEvent();
    const body = { EntityHierarchy: SITE, evtTimeStampProfileID: event.key, badgeNumber: 'B-77' };
    const response = await server.call(
      'workerLogOperations/captureWorkerBadgeNumber',
      body,
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: 'BADGE_NR_UPDATED' });
    expect(await read('workerLog', event.key)).toMatchObject({ badgeNumber: 'B-77' });
    const again = await server.call(
      'workerLogOperations/captureWorkerBadgeNumber',
      body,
      'demo-admin',
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().key).toBe('BADGE_NR_UNCHANGED');
    const empty = await server.call(
      'workerLogOperations/captureWorkerBadgeNumber',
      { ...body, badgeNumber: '  ' },
      'demo-admin',
    );
    expect(empty.statusCode).toBe(400);
  });
});

describe('preScreeningAdminResetFailedScreening', () => {
  async function seedScreening(screeningStatus: string) {
    const profile = `s-${++run}`;
    const date = DAY_START + run * HOUR;
    const key = `${date}#${profile}`;
    const [written] = await server.db.transaction((tx) =>
      writeRecords(tx, 'preScreening', [
        {
          kind: 'upsert',
          hierarchy: SITE,
          key,
          eventTime: date,
          record: {
            preScreeningDateProfileID: key,
            preScreeningDate: date,
            screeningStatus,
            employeeDetails: { firstName: 'Sam', lastName: profile },
            leadingSubmission: {
              submissionValues: { temperatureOk: false },
              processingTimeStamp: date,
            },
            submissionToken: 'token-1',
          },
        },
      ]),
    );
    return { key, lmt: written?.lmt ?? 0 };
  }

  const reset = (item: { key: string; lmt: number }, extra: Record<string, unknown> = {}) => ({
    resetOperation: {
      EntityHierarchy: SITE,
      preScreeningDateProfileID: item.key,
      lmt: item.lmt,
      resetNote: 'Thermometer was faulty',
      shouldDeleteInstance: false,
      screeningStatus: 'FAILED',
      shouldDeleteToken: true,
      ...extra,
    },
  });

  test('resets a failed screening with its note (the item is replaced)', async () => {
    const item = await seedScreening('FAILED');
    const response = await server.call(
      'preScreeningOperations/preScreeningAdminResetFailedScreening',
      reset(item),
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: 'ADMIN_RESET_SCREENING_SUCCESSFUL' });
    const after = await read('preScreening', item.key);
    expect(after).toMatchObject({
      screeningStatus: 'NONE',
      previousSubmissions: [
        { submissionValues: { temperatureOk: false }, processingTimeStamp: expect.any(Number) },
      ],
      adminResets: [
        expect.objectContaining({
          resetNote: 'Thermometer was faulty',
          previousStatus: 'FAILED',
          email: 'admin@example.com',
        }),
      ],
    });
    expect(after?.leadingSubmission).toBeUndefined();
    expect(after?.submissionToken).toBeUndefined();
  });

  test('deletes the instance (ADMIN_DELETE_SCREENING_SUCCESSFUL)', async () => {
    const item = await seedScreening('PASSED');
    const response = await server.call(
      'preScreeningOperations/preScreeningAdminResetFailedScreening',
      reset(item, { shouldDeleteInstance: true, screeningStatus: 'PASSED' }),
      'demo-admin',
    );
    expect(response.json()).toEqual({ key: 'ADMIN_DELETE_SCREENING_SUCCESSFUL' });
    expect(await read('preScreening', item.key)).toBeUndefined();
  });

  test('an outdated lmt, or an item already gone, is PROCESS_INSTANCE_OBSOLETE', async () => {
    const item = await seedScreening('FAILED');
    const stale = await server.call(
      'preScreeningOperations/preScreeningAdminResetFailedScreening',
      reset({ ...item, lmt: item.lmt - 1 }),
      'demo-admin',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      key: 'PROCESS_INSTANCE_OBSOLETE',
      message: LOG_ITEM_OUTDATED_MESSAGE,
    });
    expect(await read('preScreening', item.key)).toMatchObject({ screeningStatus: 'FAILED' });
    const gone = await server.call(
      'preScreeningOperations/preScreeningAdminResetFailedScreening',
      reset({ key: `${DAY_START}#nobody`, lmt: 1 }),
      'demo-admin',
    );
    expect(gone.statusCode).toBe(409);
  });

  test('only a failed screening is reset; a HOST or a user without amPreScreeningAdmin is refused', async () => {
    const passed = await seedScreening('PASSED');
    const refused = await server.call(
      'preScreeningOperations/preScreeningAdminResetFailedScreening',
      reset(passed, { screeningStatus: 'PASSED' }),
      'demo-admin',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('SCREENING_NOT_FAILED');
    const failed = await seedScreening('FAILED');
    for (const user of ['demo-host', 'demo-marshal']) {
      const response = await server.call(
        'preScreeningOperations/preScreeningAdminResetFailedScreening',
        reset(failed),
        user,
      );
      expect(response.statusCode).toBe(403);
    }
    expect(await read('preScreening', failed.key)).toMatchObject({ screeningStatus: 'FAILED' });
  });
});
