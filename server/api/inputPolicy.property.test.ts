import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultInductionConfig } from '../../contract/inductionConfig.ts';
import { OPERATIONS, type OperationName } from '../../contract/operations.ts';
import { settingsOf } from '../../contract/transitions/inductionVideo.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * The input policy as a property (issue 18 item 2): any body built from a valid one by putting
 * an arbitrary value (unicode strings with NUL and lone surrogates, huge or fractional numbers,
 * nulls, nested values) at any place of it, or an arbitrary JSON value as the whole body, is
 * answered 2xx or 4xx, never 500; a refused call stores nothing.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const SITE = 'acme#north#jhb-hq';
const NOW = Date.now();
const HOUR = 3_600_000;
const query = { hierarchies: [SITE], beginTime: NOW - HOUR, endTime: NOW };

let visitorKey = '';
let runs = 0;
/** A number no earlier run used (sign-in times, mutation ids). */
const nextRun = () => {
  runs += 1;
  return runs;
};

/** A valid body of each operation (the property moves away from it); none may be missing. */
const BASES: Record<OperationName, () => unknown> = {
  'hierarchyOperations/retrieveHierarchyConfiguration': () => ({}),
  'userOperations/retrieveSubscribeCredential': () => ({
    topics: ['visitorEvents/acme/north/jhb-hq'],
    clientId: 'property-client-1',
  }),
  'userOperations/retrieveEntityHierarchyAccessCredential': () => ({ source: 'dashboard' }),
  'userOperations/putUserLoginAudit': () => ({
    OrganizationId: 'acme',
    evtTimeStamp: NOW - 1000,
    email: 'admin@example.com',
    event: 'USER_LOGIN',
    terminalId: 'terminal-1',
    sub: 'demo-admin',
    MTHA: false,
  }),
  'visitorLogOperations/retrieveVisitorLog': () => ({ query: { ...query, changedSince: '0' } }),
  'visitorLogOperations/signOutVisitors': () => ({
    userData: [{ EntityHierarchy: SITE, evtTimeStampProfileID: visitorKey }],
    signOutSource: 'DB',
    evtTimeStampOut: NOW,
    evtTZOffsetOut: -120,
    evtTimeZoneOut: 'Africa/Johannesburg',
  }),
  'visitorLogOperations/revertSignOut': () => ({
    EntityHierarchy: SITE,
    evtTimeStampProfileID: visitorKey,
  }),
  'visitorLogOperations/deleteLogEntries': () => ({
    logEntries: [{ EntityHierarchy: SITE, evtTimeStampProfileID: `${NOW}#absent` }],
  }),
  'visitorLogOperations/signInVisitor': () => ({
    EntityHierarchy: SITE,
    firstName: 'Prop',
    lastName: 'Erty',
    email: 'prop@example.com',
    phoneNumber: '+27820000000',
    company: 'Acme',
    host: { name: 'Host', uniqueAttributeValue: 'host@example.com' },
    evtTimeStamp: NOW - HOUR + nextRun(),
  }),
  'inviteOperations/retrieveInviteLog': () => ({ query: { ...query, readFromArchive: false } }),
  'directoryOperations/retrieveHosts': () => ({ query }),
  'inductionOperations/retrieveInductionCompletions': () => ({ query }),
  'workerLogOperations/employeeLogRetrieval': () => ({
    query: { ...query, stronglyConsistent: true },
  }),
  'preScreeningOperations/preScreeningLogRetrieval': () => ({ query }),
  'directoryOperations/retrieveDirectory': () => ({ query }),
  'parkingOperations/retrieveParkingEvents': () => ({ query }),
  'parkingOperations/parkingBookingLogRetrieval': () => ({
    query: { ...query, bookingTypes: ['ONDEMAND'] },
  }),
  'evacuationOperations/retrieveEvacLog': () => ({ query: { ...query, changedSince: '1' } }),
  'evacuationOperations/retrieveEvacResponses': () => ({ query }),
  'evacuationOperations/updateEvacStatus': () => ({
    evacStatusUpdate: {
      userData: [{ EntityHierarchy: SITE, type: 'VISITOR', evtTimeStampProfileID: visitorKey }],
      responseChannel: 'dashboard',
      status: 'SAFE',
      comment: 'ok',
      evtTimeStampOut: NOW,
      evtTZOffsetOut: -120,
      evtTimeZoneOut: 'Africa/Johannesburg',
      responseTimestamp: Date.now(),
      mutationId: `m-${nextRun()}`,
    },
  }),
  'evacuationOperations/updateEvacActivation': () => ({
    evacActivationOperation: {
      audience: ['onsiteVisitors'],
      EntityHierarchy: SITE,
      active: true,
      activatedTimestamp: Date.now(),
      lmt: Date.now(),
    },
  }),
  'workerLogOperations/convertClockInToClockOut': () => correctionBase(),
  'workerLogOperations/adjustClockTime': () => ({ ...correctionBase(), newEvtTimeStamp: NOW }),
  'workerLogOperations/createClockOut': () => ({ ...correctionBase(), clockOutTimeStamp: NOW }),
  'workerLogOperations/createShiftPair': () => ({
    EntityHierarchy: SITE,
    evtTimeStampProfileID: `${NOW}#absent`,
    correctionComment: 'Forgot to clock',
    mutationId: `m-${nextRun()}`,
    clockInTimeStamp: NOW - HOUR,
    clockOutTimeStamp: NOW,
  }),
  'workerLogOperations/addLogComment': () => correctionBase(),
  'workerLogOperations/captureWorkerBadgeNumber': () => ({
    EntityHierarchy: SITE,
    evtTimeStampProfileID: `${NOW}#absent`,
    badgeNumber: `B${nextRun()}`,
  }),
  'workerLogOperations/recordClockEvent': () => ({
    EntityHierarchy: SITE,
    eventType: 'CLOCK_IN',
    person: { personalIdentificationNr: `ABSENT${nextRun()}` },
    evtTimeStamp: NOW - HOUR + nextRun(),
    shift: 'DAY',
    deviceName: 'Gate 1',
  }),
  'preScreeningOperations/recordPreScreening': () => ({
    EntityHierarchy: SITE,
    person: { badgeNumber: `ABSENT${nextRun()}` },
    answers: [{ questionId: 'temperatureOk', answer: true }],
    evtTimeStamp: NOW - HOUR,
  }),
  'workerBiometricOperations/acceptLogImage': () => ({
    EntityHierarchy: SITE,
    evtTimeStampProfileID: `${NOW}#absent`,
    dateToReturn: NOW,
  }),
  'workerBiometricOperations/removeReferenceImage': () => ({
    EntityHierarchy: SITE,
    evtTimeStampProfileID: `${NOW}#absent`,
    ProfileId: 'absent',
    s3ImageKey: 'images/absent.jpg',
    dateToReturn: NOW,
  }),
  'workerBiometricOperations/rejectLogImage': () => ({
    workerDetails: { EntityHierarchy: SITE, evtTimeStampProfileID: `${NOW}#absent` },
  }),
  'preScreeningOperations/preScreeningAdminResetFailedScreening': () => ({
    resetOperation: {
      EntityHierarchy: SITE,
      preScreeningDateProfileID: `${NOW}#absent`,
      lmt: NOW,
      resetNote: 'Retest',
      shouldDeleteInstance: false,
      screeningStatus: 'FAILED',
      shouldDeleteToken: true,
    },
  }),
  'userOperations/retrieveAPIKeys': () => ({ query: { hierarchies: [SITE] } }),
  'userOperations/manageAPIKeys': () => ({
    operation: 'UPDATE_EXISTING',
    EntityHierarchy: SITE,
    keyId: 'absent-key',
    lmt: NOW,
    keyType: 'visitor',
    description: 'Property',
  }),
  'directoryOperations/updateHostDirectory': () => ({
    operations: [{ EntityHierarchy: SITE, resetHostSyncStatus: ['absent@example.com'] }],
  }),
  'visitorLogOperations/captureVisitorBadgeNumber': () => ({
    eventTiming: { EntityHierarchy: SITE, evtTimeStampProfileID: visitorKey },
    badgeNumber: `B${nextRun()}`,
  }),
  'visitorLogOperations/updatePersonalIdentificationNr': () => ({
    idUpdate: { personalIdentificationNr: `ID${nextRun()}` },
    eventTiming: { EntityHierarchy: SITE, evtTimeStampProfileID: visitorKey },
  }),
  'visitorLogOperations/updateAssetSerialNumber': () => ({
    assetSerialNumberUpdate: { assetSerialNumber: `SN${nextRun()}` },
    eventTiming: { EntityHierarchy: SITE, evtTimeStampProfileID: visitorKey },
  }),
  'visitorLogOperations/updateVisitorCustomFieldValue': () => ({
    eventTiming: { EntityHierarchy: SITE, evtTimeStampProfileID: visitorKey },
    customFieldUpdate: { fieldId: 'demo-visit-purpose', value: 'meeting' },
  }),
  'visitorLogOperations/setInductionCompleteInScreeningRoom': () => ({
    inductionData: { inductionType: 'screeningRoom', eventTiming: NOW },
    eventTiming: { EntityHierarchy: SITE, evtTimeStampProfileID: visitorKey },
  }),
  'profileOperations/generateVisitorAgreement': () => ({
    responseType: 'PDF',
    EntityHierarchy: SITE,
    ProfileId: 'nobody',
    AgreementVersion: '1',
  }),
  'inviteOperations/markInviteArrived': () => ({
    EntityHierarchy: SITE,
    EventUidEmail: 'absent#visitor@example.com',
    lmt: NOW,
    evtTimeStampArrival: NOW,
    evtTZOffsetArrival: -120,
    evtTimeZoneArrival: 'Africa/Johannesburg',
    mutationId: `property-mark-${nextRun()}`,
  }),
  'inviteOperations/unmarkInviteArrived': () => ({
    EntityHierarchy: SITE,
    EventUidEmail: 'absent#visitor@example.com',
    lmt: NOW,
    mutationId: `property-unmark-${nextRun()}`,
  }),
  'inviteOperations/resendInvite': () => ({
    inviteKey: [{ EntityHierarchy: SITE, EventUidEmail: 'absent#visitor@example.com' }],
  }),
  'inviteOperations/deleteInvite': () => ({
    inviteKey: [{ EntityHierarchy: SITE, EventUidEmail: 'absent#visitor@example.com' }],
  }),
  'inviteOperations/upsertDashboardInvites': () => ({
    upsert: {
      create: {
        EntityHierarchy: SITE,
        host: {
          name: 'Hugo Host',
          uniqueAttributeValue: 'host@example.com',
          arrivalTime: NOW + HOUR,
          departureTime: NOW + 2 * HOUR,
          evtTimeZone: 'Africa/Johannesburg',
          location: 'Head office',
          eventName: 'Planning',
        },
        visitors: [{ firstName: 'Vi', lastName: 'Sitor', email: `p${nextRun()}@example.com` }],
      },
    },
  }),
  'searchOperations/searchHosts': () => ({ field: 'name', value: 'a', EntityHierarchy: SITE }),
  'inductionOperations/retrieveInductionConfiguration': () => ({ hierarchies: [SITE] }),
  'inductionOperations/saveInductionConfiguration': () => ({
    EntityHierarchy: SITE,
    lmt: 0,
    configuration: settingsOf(defaultInductionConfig()),
  }),
  'inductionOperations/saveInductionVideo': () => ({
    EntityHierarchy: SITE,
    lmt: 0,
    channel: 'kiosk',
    video: { action: 'save', duration: 60, url: 'https://videos.example.com/kiosk.mp4' },
  }),
  'inductionOperations/captureInductionCompletion': () => ({
    EntityHierarchy: SITE,
    inductionType: 'screeningRoom',
    personType: 'visitor',
    completedAt: 1_000_000_000_000,
    userDetails: { firstName: 'Policy', lastName: 'Sample' },
  }),
  'directoryOperations/updateEmployeeDirectory': () => ({
    operations: {
      EntityHierarchy: SITE,
      upserts: [
        {
          flowTypeRef: { flowId: 'workers', flowNature: 1 },
          firstName: 'Prop',
          lastName: 'Erty',
          personalIdentificationNr: `P${nextRun()}`,
          organizationIdValue: `O${nextRun()}`,
        },
      ],
    },
  }),
  'parkingOperations/processParkingBooking': () => ({
    bookingOperation: {
      operation: 'create',
      EntityHierarchy: SITE,
      bookingType: 'ONDEMAND',
      firstName: 'Prop',
      lastName: 'Erty',
      parkingData: { parkingLicensePlate: `PROP${nextRun()}` },
      parkingProviderRefs: { parkingAllocationType: 'SECTION' },
      parkingBookingStartDTms: NOW + HOUR,
      parkingBookingEndDTms: NOW + 2 * HOUR,
      timeZone: 'Africa/Johannesburg',
      mutationId: `m-${nextRun()}`,
    },
  }),
  'parkingOperations/recordParkingEvent': () => ({
    EntityHierarchy: SITE,
    parkingLicensePlate: `PROP${nextRun()}`,
    vehicleStatus: 'OFF_SITE',
    evtTimeStamp: NOW - HOUR + nextRun(),
    section: 'P1',
    vehicleMake: 'Toyota',
    passengers: 1,
  }),
  'provisioningOperations/retrieveCustomFields': () => ({ query: { hierarchies: [SITE] } }),
  'provisioningOperations/customFieldProcessor': () => ({
    operation: 'editField',
    fieldDetails: {
      EntityHierarchy: SITE,
      fieldId: 'absent-field',
      lmt: NOW,
      fieldName: 'Property',
      inputType: 'text',
    },
  }),
  'provisioningOperations/retrieveCustomNotifications': () => ({ hierarchies: [SITE] }),
  'provisioningOperations/customNotificationProcessor': () => ({
    operation: 'editNotification',
    notificationDetails: {
      EntityHierarchy: SITE,
      notificationId: 'absent-notification',
      lmt: NOW,
      eventType: 'PARKING_SCANNER',
      notificationType: 'PARKING_SCANNER_SMS',
      template: 'Hello {{personName}}',
    },
  }),
  'configurationOperations/retrieveLocationSettings': () => ({ EntityHierarchy: SITE }),
  'configurationOperations/saveLocationSettings': () => ({
    EntityHierarchy: SITE,
    section: 'texts',
    lmt: 0,
    value: { companyName: 'Prop', welcomeMessage: 'Welcome', showTextsOnLanding: true },
  }),
  'resourceOperations/retrieveDevices': () => ({
    query: { hierarchies: [SITE], beginTime: 0, endTime: 9_999_999_999_999 },
  }),
  'resourceOperations/manageDevices': () => ({
    operation: 'REGISTER_NEW',
    EntityHierarchy: SITE,
    name: `Prop tablet ${nextRun()}`,
    kind: 'KIOSK',
  }),
  'userOperations/retrieveUserLoginAudit': () => ({ query: { search: 'prop' } }),
  'blocklistOperations/retrieveBlockList': () => ({ hierarchies: [SITE] }),
  'blocklistOperations/blockListProcessor': () => ({
    operation: 'editEntry',
    entry: {
      EntityHierarchy: SITE,
      entryId: 'absent-entry',
      lmt: NOW,
      firstName: 'Block',
      lastName: 'Erty',
      email: 'block@example.com',
      phoneNumber: '+27820000001',
      company: 'Prop',
      reason: 'Property test',
      expiresAt: null,
    },
  }),
};

/** A correction of an event that does not exist (the property is about the input, not the rule). */
function correctionBase() {
  return {
    EntityHierarchy: SITE,
    evtTimeStampProfileID: `${NOW}#absent`,
    lmt: NOW,
    correctionComment: 'Forgot to clock',
    mutationId: `m-${nextRun()}`,
  };
}

/** Strings of any UTF-16 code units (lone surrogates included), with NUL and long ones often. */
const anyText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\uDFFF', ' ', '\t\n', '1e20', '-1'),
  fc.nat({ max: 200_000 }).map((length) => 'x'.repeat(length)),
  fc.bigInt({ min: 0n, max: 2n ** 70n }).map(String),
);
const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, 2 ** 53 - 1, 2 ** 53, 2 ** 63, 2 ** 64, 1e308, -1e308, 5e-324, 0.5),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 3, arbitrary: anyNumber },
  fc.constantFrom(null, true, false, [], {}),
  fc.array(anyText, { maxLength: 3 }),
  fc.dictionary(anyText, anyText, { maxKeys: 3 }),
);

type Path = (string | number)[];

/** Every place of `value` (the root, each property, each array element), depth first. */
function placesOf(value: unknown, path: Path = []): Path[] {
  const places: Path[] = [path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) places.push(...placesOf(item, [...path, index]));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) places.push(...placesOf(item, [...path, key]));
  }
  return places;
}

/** `body` with `replacement` at `path` (the root when the path is empty). */
function replaceAt(body: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(body)) {
    return body.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  }
  const record = body as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}

async function storedRows(): Promise<number> {
  const result = await server.db.query<{ n: number | string }>(
    `SELECT (SELECT count(*) FROM change_feed) + (SELECT count(*) FROM user_log)
          + (SELECT count(*) FROM idempotency_keys) AS n`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

async function expectNo500(name: OperationName, body: unknown, idempotencyKey: string) {
  const before = await storedRows();
  const response = await server.call(name, body, 'demo-admin', {
    'idempotency-key': idempotencyKey,
  });
  const status = response.statusCode;
  const context = `${name} ${JSON.stringify(body).slice(0, 300)} → ${status} ${response.body.slice(0, 300)}`;
  expect(status >= 200 && status < 500, context).toBe(true);
  expect(status < 300 || status >= 400, context).toBe(true);
  if (status >= 400) expect(await storedRows(), context).toBe(before);
}

describe('every operation answers any body with 2xx or 4xx, never 500', () => {
  beforeAll(async () => {
    const response = await server.call(
      'visitorLogOperations/signInVisitor',
      { EntityHierarchy: SITE, firstName: 'Base', lastName: 'Visitor', evtTimeStamp: NOW - HOUR },
      'demo-admin',
    );
    visitorKey = response.json().item.evtTimeStampProfileID;
  });

  test('every operation of the contract has a base body here', () => {
    expect(Object.keys(BASES).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  test.each(Object.keys(OPERATIONS) as OperationName[])(
    '%s: one place replaced by an arbitrary value',
    async (name) => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), hostileValue, fc.uuid(), async (pick, value, key) => {
          const base = BASES[name]();
          const places = placesOf(base);
          const path = places[pick % places.length] ?? [];
          await expectNo500(name, replaceAt(base, path, value), key);
        }),
        { numRuns: 60 },
      );
    },
  );

  test.each(Object.keys(OPERATIONS) as OperationName[])(
    '%s: an arbitrary JSON body, or an extra property',
    async (name) => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue({ maxDepth: 3 }),
            fc.tuple(anyText, hostileValue).map(([key, value]) => {
              const base = BASES[name]();
              return base !== null && typeof base === 'object' ? { ...base, [key]: value } : base;
            }),
          ),
          fc.uuid(),
          async (body, key) => {
            await expectNo500(name, body, key);
          },
        ),
        { numRuns: 15 },
      );
    },
  );
});
