import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OperationName } from '../../contract/operations.ts';
import { IDEMPOTENCY_HEADER, visitorLogRetrieved } from '../../contract/operations.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

/** A quiet window far from the demo data (2001-09-09 plus hours). */
const BASE = 1_000_000_000_000;
const HOUR = 3_600_000;
const SITE = 'acme#north#jhb-hq';
/** demo-host is HOST at SITE only: anywhere else is a refused location. */
const OTHER_SITE = 'acme#south#george';
let run = 0;

async function signIn(hierarchy = SITE, agreementVersion?: string) {
  run += 1;
  const response = await server.call(
    'visitorLogOperations/signInVisitor',
    {
      EntityHierarchy: hierarchy,
      firstName: 'Upd',
      lastName: `Visitor${run}`,
      company: 'Acme',
      evtTimeStamp: BASE + run * HOUR,
      ...(agreementVersion ? { agreementVersion } : {}),
    },
    'demo-admin',
  );
  expect(response.statusCode).toBe(200);
  return response.json().item as {
    EntityHierarchy: string;
    evtTimeStampProfileID: string;
    ProfileId: string;
    evtTimeStamp: number;
  };
}

async function stored(hierarchy: string, key: string) {
  const response = await server.call(
    'visitorLogOperations/retrieveVisitorLog',
    { query: { hierarchies: [hierarchy], beginTime: BASE, endTime: BASE + 1000 * HOUR } },
    'demo-admin',
  );
  const items = visitorLogRetrieved.parse(response.json()).Items;
  return items.find((item) => item.evtTimeStampProfileID === key);
}

const ref = (record: { EntityHierarchy: string; evtTimeStampProfileID: string }) => ({
  EntityHierarchy: record.EntityHierarchy,
  evtTimeStampProfileID: record.evtTimeStampProfileID,
});

/** Each update: a body for a record, its answer key, and what the record shows afterwards. */
const UPDATES: {
  operation: OperationName;
  body: (eventTiming: ReturnType<typeof ref>) => object;
  key: string;
  shows: object;
}[] = [
  {
    operation: 'visitorLogOperations/captureVisitorBadgeNumber',
    body: (eventTiming) => ({ eventTiming, badgeNumber: ' B-100 ' }),
    key: 'BADGE_NR_UPDATED',
    shows: { badgeNumber: 'B-100' },
  },
  {
    operation: 'visitorLogOperations/updatePersonalIdentificationNr',
    body: (eventTiming) => ({
      eventTiming,
      idUpdate: { personalIdentificationNr: '8001015009087' },
    }),
    key: 'ID_CHECKED',
    shows: {
      personalIdentificationNrChecked: true,
      visitorFullDetails: expect.objectContaining({ personalIdentificationNr: '8001015009087' }),
    },
  },
  {
    operation: 'visitorLogOperations/updateAssetSerialNumber',
    body: (eventTiming) => ({
      eventTiming,
      assetSerialNumberUpdate: { assetSerialNumber: 'LAPTOP-42' },
    }),
    key: 'ASSET_SERIAL_NUMBER_UPDATED',
    shows: { assetSerialNumber: 'LAPTOP-42' },
  },
  {
    operation: 'visitorLogOperations/updateVisitorCustomFieldValue',
    body: (eventTiming) => ({
      eventTiming,
      customFieldUpdate: { fieldId: 'demo-visit-purpose', value: 'delivery' },
    }),
    key: 'CUSTOM_FIELD_VALUE_UPDATED',
    shows: {
      checkInFieldValues: { 'demo-visit-purpose': 'delivery' },
      checkInFieldDataKeys: ['demo-visit-purpose'],
    },
  },
];

describe.each(UPDATES)('$operation', ({ operation, body, key, shows }) => {
  test('updates the record, appends one change and answers a repeat once', async () => {
    const visitor = await signIn();
    const before = await server.feedCount();
    const headers = { [IDEMPOTENCY_HEADER]: `upd-${operation.split('/')[1]}-${run}` };
    const response = await server.call(operation, body(ref(visitor)), 'demo-host', headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ key });
    expect(await stored(SITE, visitor.evtTimeStampProfileID)).toMatchObject(shows);
    expect(await server.feedCount()).toBe(before + 1);
    const repeat = await server.call(operation, body(ref(visitor)), 'demo-host', headers);
    expect(repeat.json()).toEqual({ key });
    expect(await server.feedCount()).toBe(before + 1);
  });

  test('refuses a location outside the caller’s access (403) and changes nothing', async () => {
    const visitor = await signIn(OTHER_SITE);
    const response = await server.call(operation, body(ref(visitor)), 'demo-host');
    expect(response.statusCode).toBe(403);
    expect(response.json().key).toBe('NOT_AUTHORIZED');
    const record = await stored(OTHER_SITE, visitor.evtTimeStampProfileID);
    expect(record).toBeDefined();
    expect(record).not.toMatchObject(shows);
  });

  test('refuses a bad body (400) and an unknown record (404)', async () => {
    const visitor = await signIn();
    const bad = await server.call(operation, { eventTiming: ref(visitor) }, 'demo-admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().key).toBe('VALIDATION_FAILED');
    const missing = await server.call(
      operation,
      body({ EntityHierarchy: SITE, evtTimeStampProfileID: `${BASE}#nobody` }),
      'demo-admin',
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('captureVisitorBadgeNumber rules', () => {
  test('an unchanged number is refused (400) and an empty one is a bad body', async () => {
    const visitor = await signIn();
    const link = (badgeNumber: string) =>
      server.call(
        'visitorLogOperations/captureVisitorBadgeNumber',
        { eventTiming: ref(visitor), badgeNumber },
        'demo-admin',
      );
    expect((await link('C-1')).statusCode).toBe(200);
    const unchanged = await link('C-1');
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json()).toEqual({
      key: 'BADGE_NR_NOT_UPDATED',
      message: 'The access card number is unchanged',
    });
    const empty = await link('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^badgeNumber: must not be blank/);
    expect((await stored(SITE, visitor.evtTimeStampProfileID))?.badgeNumber).toBe('C-1');
  });
});

describe('updateVisitorCustomFieldValue rules', () => {
  test("a value must fit a field of the record's location; clearing always works", async () => {
    const visitor = await signIn();
    const set = (fieldId: string, value: string | string[]) =>
      server.call(
        'visitorLogOperations/updateVisitorCustomFieldValue',
        { eventTiming: ref(visitor), customFieldUpdate: { fieldId, value } },
        'demo-admin',
      );
    const unknown = await set('purpose', 'Audit');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      key: 'CUSTOM_FIELD_NOT_FOUND',
      message: 'The custom field does not exist here',
    });
    const offList = await set('demo-visit-purpose', 'picnic');
    expect(offList.statusCode).toBe(400);
    expect(offList.json().key).toBe('CUSTOM_FIELD_VALUE_INVALID');
    const twoItems = await set('demo-visit-purpose', ['meeting', 'delivery']);
    expect(twoItems.json().key).toBe('CUSTOM_FIELD_VALUE_INVALID');
    expect((await stored(SITE, visitor.evtTimeStampProfileID))?.checkInFieldValues).toBeUndefined();

    expect((await set('demo-vehicle-registration', 'CA 123')).statusCode).toBe(200);
    expect((await set('purpose', '')).statusCode).toBe(200);
    expect((await stored(SITE, visitor.evtTimeStampProfileID))?.checkInFieldValues).toEqual({
      'demo-vehicle-registration': 'CA 123',
    });
  });

  test('a field of another location does not apply', async () => {
    const visitor = await signIn(OTHER_SITE);
    const response = await server.call(
      'visitorLogOperations/updateVisitorCustomFieldValue',
      {
        eventTiming: ref(visitor),
        customFieldUpdate: { fieldId: 'demo-visit-purpose', value: 'meeting' },
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().key).toBe('CUSTOM_FIELD_NOT_FOUND');
  });
});

/** The screening room's video version in the induction configuration in force at `at`. */
async function configuredScreeningRoomVersion(at: string): Promise<number> {
  const answer = await server.call(
    'inductionOperations/retrieveInductionConfiguration',
    { hierarchies: [at] },
    'demo-admin',
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().configurations[0].configuration.screeningRoom.version;
}

describe('setInductionCompleteInScreeningRoom', () => {
  test("stores the induction at the location's configured version and adds a screeningRoom completion", async () => {
    const visitor = await signIn();
    const version = await configuredScreeningRoomVersion(SITE);
    const watched = visitor.evtTimeStamp + 60_000;
    const response = await server.call(
      'visitorLogOperations/setInductionCompleteInScreeningRoom',
      {
        eventTiming: ref(visitor),
        inductionData: { inductionType: 'screeningRoom', eventTiming: watched },
      },
      'demo-host',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ key: 'INDUCTION_UPDATED' });
    expect(await stored(SITE, visitor.evtTimeStampProfileID)).toMatchObject({
      inductionData: { inductionType: 'screeningRoom', version, eventTiming: watched },
    });
    const completions = await server.call(
      'inductionOperations/retrieveInductionCompletions',
      { query: { hierarchies: [SITE], beginTime: watched, endTime: watched } },
      'demo-admin',
    );
    expect(completions.json().Items).toEqual([
      expect.objectContaining({
        evtTimeStampProfileID: `${watched}#${visitor.ProfileId}`,
        inductionType: 'screeningRoom',
      }),
    ]);
  });

  test('refuses a version other than the configured one (a stale screen), and records nothing', async () => {
    const visitor = await signIn();
    const version = await configuredScreeningRoomVersion(SITE);
    const response = await server.call(
      'visitorLogOperations/setInductionCompleteInScreeningRoom',
      {
        eventTiming: ref(visitor),
        inductionData: {
          inductionType: 'screeningRoom',
          version: version + 1,
          eventTiming: visitor.evtTimeStamp,
        },
      },
      'demo-host',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      key: 'SCREENING_ROOM_VERSION_CHANGED',
      message: `The screening room video of this location is version ${version}, not ${version + 1}`,
    });
    expect((await stored(SITE, visitor.evtTimeStampProfileID))?.inductionData).toBeUndefined();
  });

  test('refuses an induction before the sign-in, another location and a wrong type', async () => {
    const visitor = await signIn();
    const call = (body: object, as = 'demo-admin') =>
      server.call('visitorLogOperations/setInductionCompleteInScreeningRoom', body, as);
    const early = await call({
      eventTiming: ref(visitor),
      inductionData: {
        inductionType: 'screeningRoom',
        eventTiming: visitor.evtTimeStamp - 1,
      },
    });
    expect(early.statusCode).toBe(400);
    const kiosk = await call({
      eventTiming: ref(visitor),
      inductionData: { inductionType: 'kiosk', version: 1, eventTiming: visitor.evtTimeStamp },
    });
    expect(kiosk.statusCode).toBe(400);
    const elsewhere = await signIn(OTHER_SITE);
    const refused = await call(
      {
        eventTiming: ref(elsewhere),
        inductionData: {
          inductionType: 'screeningRoom',
          eventTiming: elsewhere.evtTimeStamp,
        },
      },
      'demo-host',
    );
    expect(refused.statusCode).toBe(403);
    expect((await stored(SITE, visitor.evtTimeStampProfileID))?.inductionData).toBeUndefined();
  });
});

describe('generateVisitorAgreement', () => {
  test('answers a real PDF of the signed agreement', async () => {
    const visitor = await signIn(SITE, '7');
    const response = await server.call(
      'profileOperations/generateVisitorAgreement',
      {
        responseType: 'PDF',
        EntityHierarchy: SITE,
        ProfileId: visitor.ProfileId,
        AgreementVersion: '7',
        signatureTimeStamp: visitor.evtTimeStamp,
      },
      'demo-host',
    );
    expect(response.statusCode, response.body).toBe(200);
    const { key, pdfBase64 } = response.json();
    expect(key).toBe('AGREEMENT_GENERATED');
    const bytes = Buffer.from(pdfBase64, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Visitor agreement - Upd Visitor${run}`);
  });

  test('404 without that agreement, 403 at a refused location, 400 for a bad body', async () => {
    const visitor = await signIn(SITE, '2');
    const ask = (body: object, as = 'demo-admin') =>
      server.call('profileOperations/generateVisitorAgreement', body, as);
    const body = {
      responseType: 'PDF',
      EntityHierarchy: SITE,
      ProfileId: visitor.ProfileId,
      AgreementVersion: '3',
    };
    const wrongVersion = await ask(body);
    expect(wrongVersion.statusCode).toBe(404);
    expect(wrongVersion.json().key).toBe('AGREEMENT_NOT_FOUND');
    const elsewhere = await signIn(OTHER_SITE, '2');
    const refused = await ask(
      {
        ...body,
        EntityHierarchy: OTHER_SITE,
        ProfileId: elsewhere.ProfileId,
        AgreementVersion: '2',
      },
      'demo-host',
    );
    expect(refused.statusCode).toBe(403);
    const bad = await ask({ ...body, responseType: 'HTML' });
    expect(bad.statusCode).toBe(400);
  });
});
