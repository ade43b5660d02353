import { defaultInductionConfig } from '../../contract/inductionConfig.ts';
import type { OperationName, OperationRequest } from '../../contract/operations.ts';
import { settingsOf } from '../../contract/transitions/inductionVideo.ts';

/**
 * A sample request of every operation of the contract, for the generated tests (the access policy
 * per flag in server/api/accessPolicy.test.ts, the tenant matrix in
 * server/api/tenantMatrix.test.ts).
 */

let sequence = 0;
const unique = () => ++sequence;

/** Who asks: the user's id and organisation (a sample of another organisation's data is none). */
export interface SampleCaller {
  sub: string;
  organisationId: string;
}

/**
 * A valid request per operation at `at` (a location key, or 'ALL'), as `caller`; records it
 * names do not exist. Adding an operation without a sample fails the type check. Retrievals ask
 * for the window `[0, 1]` unless `window` says otherwise.
 */
export const SAMPLES: {
  [N in OperationName]: (at: string, caller: SampleCaller) => OperationRequest<N>;
} = {
  'hierarchyOperations/retrieveHierarchyConfiguration': () => ({}),
  'userOperations/retrieveSubscribeCredential': (_at, { organisationId }) => ({
    topics: [`globalEvents/${organisationId}`],
    clientId: 'policy-test-client',
  }),
  'userOperations/retrieveEntityHierarchyAccessCredential': () => ({ source: 'dashboard' }),
  'userOperations/putUserLoginAudit': (_at, { sub, organisationId }) => ({
    OrganizationId: organisationId,
    // The server accepts a sign-in time within 5 minutes of its clock (docs/security-access.md).
    evtTimeStamp: Date.now() - unique(),
    email: `${sub}@example.com`,
    event: 'USER_LOGIN',
    terminalId: 'policy-test',
    sub,
    MTHA: false,
  }),
  'visitorLogOperations/retrieveVisitorLog': (at) => query(at),
  'inviteOperations/retrieveInviteLog': (at) => query(at),
  'directoryOperations/retrieveHosts': (at) => query(at),
  'inductionOperations/retrieveInductionCompletions': (at) => query(at),
  'workerLogOperations/employeeLogRetrieval': (at) => query(at),
  'preScreeningOperations/preScreeningLogRetrieval': (at) => query(at),
  'directoryOperations/retrieveDirectory': (at) => query(at),
  'parkingOperations/retrieveParkingEvents': (at) => query(at),
  'parkingOperations/parkingBookingLogRetrieval': (at) => query(at),
  'evacuationOperations/retrieveEvacLog': (at) => query(at),
  'evacuationOperations/retrieveEvacResponses': (at) => query(at),
  'visitorLogOperations/signOutVisitors': (at) => ({
    userData: [{ EntityHierarchy: at, evtTimeStampProfileID: '1#nobody' }],
    signOutSource: 'DB',
    evtTimeStampOut: 1_000_000_000_000,
    evtTZOffsetOut: 0,
    evtTimeZoneOut: 'UTC',
  }),
  'visitorLogOperations/revertSignOut': (at) => ({
    EntityHierarchy: at,
    evtTimeStampProfileID: '1#nobody',
  }),
  'visitorLogOperations/deleteLogEntries': (at) => ({
    logEntries: [{ EntityHierarchy: at, evtTimeStampProfileID: '1#nobody' }],
  }),
  'visitorLogOperations/signInVisitor': (at) => ({
    EntityHierarchy: at,
    firstName: 'Policy',
    lastName: `Case${unique()}`,
    evtTimeStamp: 1_000_000_000_000,
  }),
  'evacuationOperations/updateEvacStatus': (at) => ({
    evacStatusUpdate: {
      userData: [{ EntityHierarchy: at, type: 'VISITOR', evtTimeStampProfileID: '1#nobody' }],
      responseChannel: 'dashboard',
      status: 'SAFE',
      responseTimestamp: 1_000_000_000_000,
      mutationId: `policy-${unique()}`,
    },
  }),
  'evacuationOperations/updateEvacActivation': (at) => ({
    evacDeactivationOperation: {
      EntityHierarchy: at,
      activatedTimestamp: 1_000_000_000_000,
      lmt: 5,
    },
  }),
  'workerLogOperations/convertClockInToClockOut': (at) => correctionSample(at),
  'workerLogOperations/adjustClockTime': (at) => ({
    ...correctionSample(at),
    newEvtTimeStamp: 1_000_000_000_000,
  }),
  'workerLogOperations/createClockOut': (at) => ({
    ...correctionSample(at),
    clockOutTimeStamp: 1_000_000_000_000,
  }),
  'workerLogOperations/createShiftPair': (at) => ({
    EntityHierarchy: at,
    evtTimeStampProfileID: '1#nobody',
    correctionComment: 'Policy',
    mutationId: `policy-${unique()}`,
    clockInTimeStamp: 1_000_000_000_000,
    clockOutTimeStamp: 1_000_000_000_001,
  }),
  'workerLogOperations/addLogComment': (at) => correctionSample(at),
  'workerLogOperations/captureWorkerBadgeNumber': (at) => ({
    EntityHierarchy: at,
    evtTimeStampProfileID: '1#nobody',
    badgeNumber: 'B1',
  }),
  'workerLogOperations/recordClockEvent': (at) => ({
    EntityHierarchy: at,
    eventType: 'CLOCK_IN',
    person: { ProfileId: 'nobody' },
    evtTimeStamp: 1_000_000_000_000,
  }),
  'preScreeningOperations/recordPreScreening': (at) => ({
    EntityHierarchy: at,
    person: { ProfileId: 'nobody' },
    answers: [{ questionId: 'temperatureOk', answer: true }],
    evtTimeStamp: 1_000_000_000_000,
  }),
  'workerBiometricOperations/acceptLogImage': (at) => ({
    EntityHierarchy: at,
    evtTimeStampProfileID: '1#nobody',
    dateToReturn: 1_000_000_000_000,
  }),
  'workerBiometricOperations/removeReferenceImage': (at) => ({
    EntityHierarchy: at,
    evtTimeStampProfileID: '1#nobody',
    ProfileId: 'nobody',
    s3ImageKey: 'images/nobody',
    dateToReturn: 1_000_000_000_000,
  }),
  'workerBiometricOperations/rejectLogImage': (at) => ({
    workerDetails: { EntityHierarchy: at, evtTimeStampProfileID: '1#nobody' },
  }),
  'preScreeningOperations/preScreeningAdminResetFailedScreening': (at) => ({
    resetOperation: {
      EntityHierarchy: at,
      preScreeningDateProfileID: '1#nobody',
      lmt: 5,
      resetNote: 'Policy',
      shouldDeleteInstance: false,
      screeningStatus: 'FAILED',
      shouldDeleteToken: false,
    },
  }),
  'userOperations/retrieveAPIKeys': (at) => ({ query: { hierarchies: [at] } }),
  'provisioningOperations/retrieveCustomFields': (at) => ({ query: { hierarchies: [at] } }),
  'provisioningOperations/customFieldProcessor': (at) => ({
    operation: 'addField',
    fieldDetails: { EntityHierarchy: at, fieldName: `Policy ${unique()}`, inputType: 'text' },
  }),
  'userOperations/manageAPIKeys': (at) => ({
    operation: 'GENERATE_NEW',
    EntityHierarchy: at,
    keyType: 'visitor',
    description: 'Policy',
  }),
  'directoryOperations/updateHostDirectory': (at) => ({
    operations: [
      {
        EntityHierarchy: at,
        upserts: [{ name: 'Policy Host', email: `policy-${unique()}@example.com` }],
        upsertMode: 'upsert',
      },
    ],
  }),
  'visitorLogOperations/captureVisitorBadgeNumber': (at) => ({
    eventTiming: { EntityHierarchy: at, evtTimeStampProfileID: '1#nobody' },
    badgeNumber: 'B1',
  }),
  'visitorLogOperations/updatePersonalIdentificationNr': (at) => ({
    idUpdate: { personalIdentificationNr: 'ID1' },
    eventTiming: { EntityHierarchy: at, evtTimeStampProfileID: '1#nobody' },
  }),
  'visitorLogOperations/updateAssetSerialNumber': (at) => ({
    assetSerialNumberUpdate: { assetSerialNumber: 'SN1' },
    eventTiming: { EntityHierarchy: at, evtTimeStampProfileID: '1#nobody' },
  }),
  'visitorLogOperations/updateVisitorCustomFieldValue': (at) => ({
    eventTiming: { EntityHierarchy: at, evtTimeStampProfileID: '1#nobody' },
    // A clearing: it fits every field, so the access policy alone decides.
    customFieldUpdate: { fieldId: 'f1', value: '' },
  }),
  'visitorLogOperations/setInductionCompleteInScreeningRoom': (at) => ({
    inductionData: { inductionType: 'screeningRoom', eventTiming: 1_000_000_000_000 },
    eventTiming: { EntityHierarchy: at, evtTimeStampProfileID: '1#nobody' },
  }),
  'profileOperations/generateVisitorAgreement': (at) => ({
    responseType: 'PDF',
    EntityHierarchy: at,
    ProfileId: 'nobody',
    AgreementVersion: '1',
  }),
  'inviteOperations/markInviteArrived': (at) => ({
    EntityHierarchy: at,
    EventUidEmail: 'absent#nobody@example.com',
    lmt: 5,
    evtTimeStampArrival: Date.now(),
    evtTZOffsetArrival: 0,
    evtTimeZoneArrival: 'UTC',
    mutationId: `mark-${unique()}`,
  }),
  'inviteOperations/unmarkInviteArrived': (at) => ({
    EntityHierarchy: at,
    EventUidEmail: 'absent#nobody@example.com',
    lmt: 5,
    mutationId: `unmark-${unique()}`,
  }),
  'inviteOperations/resendInvite': (at) => ({
    inviteKey: [{ EntityHierarchy: at, EventUidEmail: 'absent#nobody@example.com' }],
  }),
  'inviteOperations/deleteInvite': (at) => ({
    inviteKey: [{ EntityHierarchy: at, EventUidEmail: 'absent#nobody@example.com' }],
  }),
  'inviteOperations/upsertDashboardInvites': (at) => ({
    upsert: {
      create: {
        EntityHierarchy: at,
        host: {
          name: 'Hugo Host',
          uniqueAttributeValue: 'host@example.com',
          arrivalTime: Date.now() + 3_600_000,
          departureTime: Date.now() + 7_200_000,
          evtTimeZone: 'UTC',
          location: 'Head office',
          eventName: 'Policy check',
        },
        visitors: [{ firstName: 'Vi', lastName: 'Sitor', email: `policy-${unique()}@example.com` }],
      },
    },
  }),
  'searchOperations/searchHosts': (at) => ({ field: 'name', value: 'a', EntityHierarchy: at }),
  'inductionOperations/retrieveInductionConfiguration': (at) => ({ hierarchies: [at] }),
  'inductionOperations/saveInductionConfiguration': (at) => ({
    EntityHierarchy: at,
    lmt: 0,
    configuration: settingsOf(defaultInductionConfig()),
  }),
  'inductionOperations/saveInductionVideo': (at) => ({
    EntityHierarchy: at,
    lmt: 0,
    channel: 'kiosk',
    video: { action: 'disable' },
  }),
  'inductionOperations/captureInductionCompletion': (at) => ({
    EntityHierarchy: at,
    inductionType: 'screeningRoom',
    personType: 'visitor',
    completedAt: 1_000_000_000_000,
    userDetails: { firstName: 'Policy', lastName: 'Sample' },
  }),
  'directoryOperations/updateEmployeeDirectory': (at) => ({
    operations: { EntityHierarchy: at, deletes: [{ ProfileId: 'nobody' }] },
  }),
  'parkingOperations/processParkingBooking': (at) => ({
    bookingOperation: {
      operation: 'check',
      EntityHierarchy: at,
      parkingBookingKey: '1#nobody',
      changedAt: 1_000_000_000_000,
      mutationId: `policy-${unique()}`,
    },
  }),
  'parkingOperations/recordParkingEvent': (at) => ({
    EntityHierarchy: at,
    parkingLicensePlate: `POL${unique()}`,
    vehicleStatus: 'ON_SITE',
    evtTimeStamp: 1_000_000_000_000 + unique(),
  }),
  'provisioningOperations/retrieveCustomNotifications': (at) => ({ hierarchies: [at] }),
  'provisioningOperations/customNotificationProcessor': (at) => ({
    operation: 'deleteNotification',
    notificationDetails: { EntityHierarchy: at, notificationId: 'absent', lmt: 1 },
  }),
  'configurationOperations/retrieveLocationSettings': (at) => ({ EntityHierarchy: at }),
  'configurationOperations/saveLocationSettings': (at) => ({
    EntityHierarchy: at,
    section: 'features',
    lmt: 0,
    value: {
      badgePrintingEnabled: true,
      badgePrintingAutoCut: false,
      badgeReprintAllowed: false,
      voiceFeedbackEnabled: false,
    },
  }),
  'resourceOperations/retrieveDevices': (at) => query(at),
  'resourceOperations/manageDevices': (at) => ({
    operation: 'REGISTER_NEW',
    EntityHierarchy: at,
    name: `Policy tablet ${unique()}`,
    kind: 'RECEPTION_TABLET',
  }),
  'userOperations/retrieveUserLoginAudit': () => ({ query: {} }),
  'blocklistOperations/retrieveBlockList': (at) => ({ hierarchies: [at] }),
  'blocklistOperations/blockListProcessor': (at) => ({
    operation: 'deleteEntry',
    entry: { EntityHierarchy: at, entryId: 'absent', lmt: 1 },
  }),
};

function correctionSample(at: string) {
  return {
    EntityHierarchy: at,
    evtTimeStampProfileID: '1#nobody',
    lmt: 5,
    correctionComment: 'Policy',
    mutationId: `policy-${unique()}`,
  };
}

let window = { beginTime: 0, endTime: 1 };

/** The time window of the retrieval samples from now on. */
export function setSampleWindow(beginTime: number, endTime: number): void {
  window = { beginTime, endTime };
}

function query(at: string) {
  return { query: { hierarchies: [at], ...window } };
}

/** The sample request of `name` at `at` as `caller` (default: a user of Acme). */
export function sampleBody(
  name: OperationName,
  at: string,
  caller: SampleCaller | string,
): unknown {
  const asker = typeof caller === 'string' ? { sub: caller, organisationId: 'acme' } : caller;
  return SAMPLES[name](at, asker);
}
