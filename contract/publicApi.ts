import type { ApiKeyType } from './apiKeys.ts';

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

/** Refusals of the public API (`{ key, message }`). */
export const API_KEY_REQUIRED = 'API_KEY_REQUIRED';
export const API_KEY_INVALID = 'API_KEY_INVALID';
/** The key's type is not the one of the log asked for. */
export const API_KEY_WRONG_TYPE = 'API_KEY_WRONG_TYPE';
/** The key's creator no longer administers keys of its type at its location. */
export const API_KEY_CREATOR_ACCESS = 'API_KEY_CREATOR_ACCESS';
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
