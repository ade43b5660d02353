import type { ApiKeyType } from './apiKeys.ts';
import type { OperationName } from './operations.ts';

/**
 * The reference server's public API (server/publicApi/): `GET /public/v1/...` with
 * `Authorization: Bearer <API key>`. Each key reads the log of its type in its location subtree
 * (the location it was generated at and every location below). Documented, with curl examples
 * that tests/publicApi run against a server, on the integrations guides page.
 */
export const PUBLIC_API_PREFIX = '/public/v1';

export const PUBLIC_API_LOGS = [
  { path: 'visitor-log', keyType: 'visitor', family: 'visitorLog' },
  { path: 'worker-log', keyType: 'employee', family: 'workerLog' },
  { path: 'parking-log', keyType: 'parking', family: 'parkingLog' },
] as const satisfies readonly { path: string; keyType: ApiKeyType; family: string }[];

/**
 * The events a READ_WRITE key posts (`POST /public/v1/<path>`, an Idempotency-Key required): the
 * body is the named operation's request as the contract defines it, checked by its schema and
 * its access policy as for a signed-in user, with the key as the caller (its location subtree,
 * its creator's account flags). The answer is the operation's.
 */
export const PUBLIC_API_WRITES = [
  { path: 'visitor-log', keyType: 'visitor', operation: 'visitorLogOperations/signInVisitor' },
  {
    path: 'visitor-log/sign-out',
    keyType: 'visitor',
    operation: 'visitorLogOperations/signOutVisitors',
  },
  { path: 'worker-log', keyType: 'employee', operation: 'workerLogOperations/recordClockEvent' },
  {
    path: 'screening-log',
    keyType: 'employee',
    operation: 'preScreeningOperations/recordPreScreening',
  },
  { path: 'parking-log', keyType: 'parking', operation: 'parkingOperations/recordParkingEvent' },
] as const satisfies readonly { path: string; keyType: ApiKeyType; operation: OperationName }[];

/** Refusals of the public API (`{ key, message }`). */
export const API_KEY_REQUIRED = 'API_KEY_REQUIRED';
export const API_KEY_INVALID = 'API_KEY_INVALID';
/** The key's type is not the one of the log asked for. */
export const API_KEY_WRONG_TYPE = 'API_KEY_WRONG_TYPE';
/** The key's creator no longer administers keys of its type at its location. */
export const API_KEY_CREATOR_ACCESS = 'API_KEY_CREATOR_ACCESS';
/** A READ key posted an event: it needs READ_WRITE access. */
export const API_KEY_READ_ONLY = 'API_KEY_READ_ONLY';
/** A posted event without an Idempotency-Key header (devices retry; each event counts once). */
export const IDEMPOTENCY_KEY_REQUIRED = 'IDEMPOTENCY_KEY_REQUIRED';
/** The log the key reads is turned off at its location. */
export const API_KEY_MODULE_OFF = 'API_KEY_MODULE_OFF';
/**
 * A path under the prefix names no log (spec/frame.md §8 'Table not found'): 404, with the paths
 * that exist in the message.
 */
export const TABLE_NOT_FOUND = 'TABLE_NOT_FOUND';
export const TABLE_NOT_FOUND_MESSAGE = 'Table not found';
/** The most records one answer carries; `truncated` says there were more (narrow from/to). */
export const PUBLIC_API_MAX_ITEMS = 5000;
/** Without `from`, a log is read from this long ago. */
export const PUBLIC_API_DEFAULT_SPAN_MS = 24 * 60 * 60 * 1000;

/**
 * The curl examples of the integrations guide (the Guides page and docs/user-guide/integrations.md show them
 * verbatim; server/publicApi/publicApiGuide.test.ts runs each against a server). They read the
 * server's address from GATEHOUSE_URL and the key from GATEHOUSE_API_KEY.
 */
export const PUBLIC_API_EXAMPLES = {
  key: 'curl -sS -H "Authorization: Bearer $GATEHOUSE_API_KEY" "$GATEHOUSE_URL/public/v1/key"',
  visitorLog:
    'curl -sS -H "Authorization: Bearer $GATEHOUSE_API_KEY" "$GATEHOUSE_URL/public/v1/visitor-log"',
  visitorLogRange:
    'curl -sS -H "Authorization: Bearer $GATEHOUSE_API_KEY" "$GATEHOUSE_URL/public/v1/visitor-log?from=1767225600000&to=1767312000000"',
  status:
    'curl -sS -o /dev/null -w "%{http_code}\\n" -H "Authorization: Bearer $GATEHOUSE_API_KEY" "$GATEHOUSE_URL/public/v1/key"',
} as const;
export type PublicApiExample = keyof typeof PUBLIC_API_EXAMPLES;

const POST =
  'curl -sS -X POST -H "Authorization: Bearer $GATEHOUSE_API_KEY" -H "Content-Type: application/json"';

/**
 * The write examples of the integrations guide (a READ_WRITE key of the example's type), shown
 * and run like PUBLIC_API_EXAMPLES. The demo's Pretoria site stands for the device's location;
 * each carries its own Idempotency-Key, so running one twice answers the same and stores once.
 * The sign-out names the record of a sign-in in VISITOR_RECORD (the sign-in's
 * item.evtTimeStampProfileID); the clock event names a person of the directory by person ID
 * in PERSON_ID.
 */
export const PUBLIC_API_WRITE_EXAMPLES = {
  visitorSignIn: `${POST} -H "Idempotency-Key: door-7-0001" \\
  -d '{"EntityHierarchy":"acme#north#pretoria","firstName":"Ada","lastName":"Lovelace","company":"Analytical Engines","host":{"name":"Hugo Host","uniqueAttributeValue":"host@example.com"},"sourceOfIdentification":"external_event"}' \\
  "$GATEHOUSE_URL/public/v1/visitor-log"`,
  visitorSignOut: `${POST} -H "Idempotency-Key: door-7-0002" \\
  -d '{"userData":[{"EntityHierarchy":"acme#north#pretoria","evtTimeStampProfileID":"'"$VISITOR_RECORD"'"}],"signOutSource":"DEVICE","evtTimeStampOut":'"$(date +%s)000"',"evtTZOffsetOut":-120,"evtTimeZoneOut":"Africa/Johannesburg"}' \\
  "$GATEHOUSE_URL/public/v1/visitor-log/sign-out"`,
  screening: `${POST} -H "Idempotency-Key: gate-2-0001" \\
  -d '{"EntityHierarchy":"acme#north#pretoria","person":{"personalIdentificationNr":"'"$PERSON_ID"'"},"answers":[{"questionId":"temperatureOk","answer":true}]}' \\
  "$GATEHOUSE_URL/public/v1/screening-log"`,
  clockIn: `${POST} -H "Idempotency-Key: gate-2-0002" \\
  -d '{"EntityHierarchy":"acme#north#pretoria","eventType":"CLOCK_IN","person":{"personalIdentificationNr":"'"$PERSON_ID"'"},"deviceName":"Gate 2 badge reader"}' \\
  "$GATEHOUSE_URL/public/v1/worker-log"`,
  parkingIn: `${POST} -H "Idempotency-Key: boom-1-0001" \\
  -d '{"EntityHierarchy":"acme#north#pretoria","parkingLicensePlate":"CA 123-456","vehicleStatus":"ON_SITE","deviceName":"Boom gate 1"}' \\
  "$GATEHOUSE_URL/public/v1/parking-log"`,
} as const;
export type PublicApiWriteExample = keyof typeof PUBLIC_API_WRITE_EXAMPLES;
