import { z } from 'zod';
import {
  deviceAuthorization,
  KIOSK_CODE_INVALID,
  KIOSK_HEARTBEAT_PATH,
  KIOSK_PAIR_PATH,
  KIOSK_REVOKED,
  type KioskHeartbeatRequest,
  kioskHeartbeatResponse,
  kioskPairResponse,
} from '../../../contract/kioskPairing.ts';

/**
 * The kiosk's two requests (contract/kioskPairing.ts), plain `fetch` POSTs to the server's kiosk
 * routes: they are not /api operations, and a kiosk has no user session (no cookie is sent); the
 * pairing code, then the device credential, is the credential.
 */
export type KioskFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Why a kiosk request failed, in the terms the kiosk acts on. */
export type KioskFailure =
  /** The code is unknown, spent, expired or malformed (KIOSK_CODE_INVALID, a 400). */
  | 'invalid-code'
  /** Too many wrong codes from this address (429): wait a minute. */
  | 'rate-limited'
  /** The server could not be reached. */
  | 'offline'
  /** The device was removed (KIOSK_REVOKED, a 401): the kiosk forgets its credential. */
  | 'revoked'
  /** Anything else (a 5xx, an answer off the contract). */
  | 'failed';

export class KioskRequestError extends Error {
  override name = 'KioskRequestError';
  constructor(
    readonly failure: KioskFailure,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The answers, plus `locationName`: the welcome screen names the kiosk's location, which the
 * contract's answers do not carry yet (their `name` is the kiosk's own; a kiosk has no session to
 * read the hierarchy with). Read when the server sends it; until then the screen shows the
 * kiosk's name. Drop these extensions once the contract has the field.
 */
const pairAnswer = kioskPairResponse.extend({ locationName: z.optional(z.string()) });
const heartbeatAnswer = kioskHeartbeatResponse.extend({ locationName: z.optional(z.string()) });
export type KioskPairAnswer = z.infer<typeof pairAnswer>;
export type KioskHeartbeatAnswer = z.infer<typeof heartbeatAnswer>;

const browserFetch: KioskFetch = (input, init) => globalThis.fetch(input, init);

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string>,
  doFetch: KioskFetch,
): Promise<{ response: Response; json: unknown }> {
  let response: Response;
  try {
    response = await doFetch(path, {
      method: 'POST',
      credentials: 'omit',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new KioskRequestError('offline', `Network error: ${(error as Error).message ?? error}`);
  }
  const json: unknown = await response.json().catch(() => null);
  return { response, json };
}

function refusalKeyOf(json: unknown): string | undefined {
  const key = (json as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : undefined;
}

/**
 * Decision: only KIOSK_REVOKED unpairs. Another 401 (a proxy that dropped the Authorization
 * header, a server mid-deploy) is retried: deleting the kiosk's credential cannot be undone.
 */
function failureOf(status: number, key: string | undefined): KioskFailure {
  if (key === KIOSK_REVOKED) return 'revoked';
  if (status === 429) return 'rate-limited';
  if (key === KIOSK_CODE_INVALID || status === 400 || status === 404) return 'invalid-code';
  return 'failed';
}

function parsed<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  json: unknown,
  what: string,
): T {
  const result = schema.safeParse(json);
  if (!result.success) throw new KioskRequestError('failed', `${what}: answer off the contract`);
  return result.data;
}

/** POST KIOSK_PAIR_PATH with the code: the device credential, answered once. */
export async function pairKiosk(
  code: string,
  options: { appVersion: string; fetch?: KioskFetch },
): Promise<KioskPairAnswer> {
  const { response, json } = await post(
    KIOSK_PAIR_PATH,
    { code, appVersion: options.appVersion },
    {},
    options.fetch ?? browserFetch,
  );
  if (!response.ok) {
    const key = refusalKeyOf(json);
    throw new KioskRequestError(failureOf(response.status, key), key ?? `HTTP ${response.status}`);
  }
  return parsed(pairAnswer, json, 'pair');
}

/**
 * POST KIOSK_HEARTBEAT_PATH as the device: reports the app version and waiting changes; the answer
 * may carry the next device key. 401 (KIOSK_REVOKED) means the device was removed.
 */
export async function sendHeartbeat(
  credential: { deviceId: string; deviceKey: string },
  body: KioskHeartbeatRequest,
  options: { fetch?: KioskFetch } = {},
): Promise<KioskHeartbeatAnswer> {
  const { response, json } = await post(
    KIOSK_HEARTBEAT_PATH,
    body,
    { Authorization: deviceAuthorization(credential.deviceId, credential.deviceKey) },
    options.fetch ?? browserFetch,
  );
  if (!response.ok) {
    const key = refusalKeyOf(json);
    // A heartbeat carries no code: only a revocation unpairs; any other refusal is retried later.
    const failure = failureOf(response.status, key) === 'revoked' ? 'revoked' : 'failed';
    throw new KioskRequestError(failure, key ?? `HTTP ${response.status}`);
  }
  return parsed(heartbeatAnswer, json, 'heartbeat');
}
