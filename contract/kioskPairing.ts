import { z } from 'zod';
import { identifier, locationKey, requiredName, safeString } from './input/index.ts';
import { epochMs } from './records.ts';

/**
 * Pairing an entrance kiosk (issue 33 item 1). An ADMIN with amResourceAdmin starts a pairing
 * from Settings → Resources ("Pair a kiosk", manageDevices PAIR_KIOSK): the server registers a
 * KIOSK device at the location, waiting for pairing, and answers a short code valid for
 * KIOSK_PAIRING_TTL_MS (shown with a QR of `/kiosk?code=<code>`). The tablet opens `/kiosk`,
 * enters the code and POSTs it to KIOSK_PAIR_PATH: the server answers the device's credential
 * once (a device key, stored as its SHA-256 in device_keys, as for any registered device) and
 * the code is spent. From then on the kiosk runs as that device, not as a user session: it calls
 * KIOSK_HEARTBEAT_PATH with `Authorization: Device <deviceId>:<deviceKey>` every
 * KIOSK_HEARTBEAT_MS, reporting its app version and how many changes wait on it; the device
 * list shows both with the last contact. The server rotates the key when it is older than
 * KIOSK_KEY_ROTATION_MS (the heartbeat answers `nextDeviceKey`; the old key keeps working until
 * the kiosk first uses the new one). Removing the device (Resources → Remove) revokes it: the
 * next heartbeat answers 401 KIOSK_REVOKED, and the kiosk locks itself and deletes its local data.
 */

/** How long a pairing code is valid. */
export const KIOSK_PAIRING_TTL_MS = 10 * 60 * 1000;
/** How often a paired kiosk reports (and learns of a revocation: the e2e goal is 10 s). */
export const KIOSK_HEARTBEAT_MS = 5_000;
/** A device key older than this is replaced through the heartbeat. */
export const KIOSK_KEY_ROTATION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The code's alphabet: no 0/O, 1/I/L, so it reads aloud and types on a tablet without doubt.
 * KIOSK_CODE_LENGTH characters (31^8 ≈ 8.5e11 codes; a code lives 10 minutes, and the pair
 * route refuses after KIOSK_PAIR_ATTEMPTS_PER_MINUTE wrong codes from one address).
 */
export const KIOSK_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const KIOSK_CODE_LENGTH = 8;
export const KIOSK_PAIR_ATTEMPTS_PER_MINUTE = 10;

/** The kiosk's public routes (no session; the code or the device credential is the credential). */
export const KIOSK_PAIR_PATH = '/kiosk-api/v1/pair';
export const KIOSK_HEARTBEAT_PATH = '/kiosk-api/v1/heartbeat';
/** The page a tablet opens; `?code=` fills the code in (the QR's link). */
export const KIOSK_PAGE_PATH = '/kiosk';

/** Refusals (`{ key, message }`). */
export const KIOSK_CODE_INVALID = 'KIOSK_CODE_INVALID';
export const KIOSK_PAIR_RATE_LIMITED = 'KIOSK_PAIR_RATE_LIMITED';
export const KIOSK_REVOKED = 'KIOSK_REVOKED';

/** A code as typed: spaces and dashes dropped, upper-cased, then checked against the alphabet. */
export function normaliseKioskCode(typed: string): string {
  return typed.replaceAll(/[\s-]/g, '').toUpperCase();
}

/** The code as shown: two groups of four (`ABCD-EFGH`). */
export function formatKioskCode(code: string): string {
  return code.length === KIOSK_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

export const kioskCode = z
  .string()
  .max(40)
  .transform(normaliseKioskCode)
  .refine(
    (code) =>
      code.length === KIOSK_CODE_LENGTH && [...code].every((c) => KIOSK_CODE_ALPHABET.includes(c)),
    { message: `must be the ${KIOSK_CODE_LENGTH}-character pairing code` },
  );

/** manageDevices' PAIR_KIOSK variant (contract/resources.ts manageDevicesRequest). */
export const pairKioskRequest = z.object({
  operation: z.literal('PAIR_KIOSK'),
  EntityHierarchy: locationKey(),
  name: requiredName({ max: 100 }),
});

/** POST KIOSK_PAIR_PATH. */
export const kioskPairRequest = z.strictObject({
  code: kioskCode,
  /** The app version the tablet runs (shown in the device list). */
  appVersion: safeString({ max: 50, min: 1, trim: true, singleLine: true }).optional(),
});
export type KioskPairRequest = z.input<typeof kioskPairRequest>;

export const kioskPairResponse = z.object({
  key: z.literal('KIOSK_PAIRED'),
  deviceId: z.string(),
  /** The device's credential: answered once, kept by the kiosk; the server keeps its SHA-256. */
  deviceKey: z.string(),
  organisationId: z.string(),
  EntityHierarchy: z.string(),
  name: z.string(),
});
export type KioskPairResponse = z.infer<typeof kioskPairResponse>;

/** POST KIOSK_HEARTBEAT_PATH (Authorization: Device <deviceId>:<deviceKey>). */
export const kioskHeartbeatRequest = z.strictObject({
  appVersion: safeString({ max: 50, min: 1, trim: true, singleLine: true }).optional(),
  /** Changes waiting in the kiosk's outbox. */
  pendingChanges: z.number().int().min(0).max(1_000_000),
});
export type KioskHeartbeatRequest = z.infer<typeof kioskHeartbeatRequest>;

export const kioskHeartbeatResponse = z.object({
  key: z.literal('KIOSK_ACTIVE'),
  deviceId: identifier({ max: 100 }),
  EntityHierarchy: z.string(),
  name: z.string(),
  /** A replacement key (rotation): store it, then use it; the old one works until then. */
  nextDeviceKey: z.optional(z.string()),
  serverTime: epochMs,
});
export type KioskHeartbeatResponse = z.infer<typeof kioskHeartbeatResponse>;

/** The Authorization header of a paired kiosk. */
export function deviceAuthorization(deviceId: string, deviceKey: string): string {
  return `Device ${deviceId}:${deviceKey}`;
}
