import { z } from 'zod';
import { identifier, locationKey, requiredName, safeString } from './input/index.ts';
import { pairKioskRequest } from './kioskPairing.ts';
import { epochMs, versionFields } from './records.ts';
import { logRetrieved } from './retrieval.ts';

/**
 * Resources (spec/workers.md §2 "Devices list", §3 "Device connection state", §7 "Device state";
 * frame.md §5 settings/resources, ADMIN with amResourceAdmin). The spec shows no more, so
 * Gatehouse decides: a location's resources are its devices (reception tablets, kiosks, badge
 * printers), each registered with a name and a kind, and their live connection state.
 *
 * A device record is a record family (`devices`, keyed by EntityHierarchy + deviceId) mirrored
 * by the sync engine like hosts: the server announces each change on globalEvents and open
 * screens catch up. A device connects to the MQTT broker with the user name `device:{deviceId}`
 * and the device key answered once at registration (the server keeps only its SHA-256); the
 * broker marks it CONNECTED on connect and DISCONNECTED with `lastSeenAt` on disconnect.
 */

export const DEVICE_KINDS = ['RECEPTION_TABLET', 'KIOSK', 'BADGE_PRINTER'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const DEVICE_CONNECTION_STATES = ['CONNECTED', 'DISCONNECTED'] as const;
export type DeviceConnectionState = (typeof DEVICE_CONNECTION_STATES)[number];

/** The MQTT user name prefix of a device connection: `device:{deviceId}`. */
export const DEVICE_USERNAME_PREFIX = 'device:';
/** Every device key starts with this (a leaked key is recognisable). */
export const DEVICE_KEY_PREFIX = 'ghd_';

/** DELETE_EXISTING of a device that does not exist (or was removed). */
export const DEVICE_NOT_FOUND = 'DEVICE_NOT_FOUND';

export const deviceRecord = z.looseObject({
  ...versionFields,
  deviceId: z.string().min(1),
  name: z.string(),
  kind: z.enum(DEVICE_KINDS),
  connectionState: z.enum(DEVICE_CONNECTION_STATES),
  /** When the device last connected (set while CONNECTED, kept after). */
  connectedAt: z.optional(epochMs),
  /** When the device was last seen: its last disconnect, or its connect while connected. */
  lastSeenAt: z.optional(epochMs),
  registeredAt: epochMs,
  registeredBy: z.string(),
  /** A kiosk waiting to be paired (contract/kioskPairing.ts): until when its code is valid. */
  pairingExpiresAt: z.optional(epochMs),
  /** When a kiosk entered its pairing code. */
  pairedAt: z.optional(epochMs),
  /** A paired kiosk's last heartbeat, the app version and the changes waiting on it then. */
  lastContactAt: z.optional(epochMs),
  appVersion: z.optional(z.string()),
  pendingChanges: z.optional(z.number().int().min(0)),
});
export type DeviceRecord = z.infer<typeof deviceRecord>;

export const devicesRetrieved = logRetrieved(deviceRecord);

export const manageDevicesRequest = z.discriminatedUnion('operation', [
  z.object({
    operation: z.literal('REGISTER_NEW'),
    EntityHierarchy: locationKey(),
    name: requiredName({ max: 100 }),
    kind: z.enum(DEVICE_KINDS),
  }),
  z.object({
    operation: z.literal('DELETE_EXISTING'),
    EntityHierarchy: locationKey(),
    deviceId: identifier({ max: 100 }),
  }),
  pairKioskRequest,
]);
export type ManageDevicesRequest = z.infer<typeof manageDevicesRequest>;

export const manageDevicesResponse = z.object({
  key: z.literal('OPERATION_PROCESSED'),
  deviceId: z.string(),
  /** REGISTER_NEW only, and only in the first answer (the server keeps its SHA-256 alone). */
  deviceKey: z.optional(z.string()),
  /** PAIR_KIOSK only, and only in the first answer: the code the tablet enters at /kiosk. */
  pairingCode: z.optional(z.string()),
  /** PAIR_KIOSK: until when the code is valid. */
  pairingExpiresAt: z.optional(epochMs),
});

/**
 * The organisation user log read (frame.md §3 "Organisation user log entry", the variant view:
 * evtTimeStamp, userEmail, userTerminalId), newest first. The log covers 0 to 9999999999999
 * (frame.md §7); `before` pages on (the last entry's evtTimeStamp and sub), `search` matches the
 * e-mail or terminal (case-insensitive substring).
 */
export const USER_LOG_PAGE_SIZE = 50;
/** The log read's success key (contract/resultKeys.ts SUCCESS_RESULT_KEYS). */
export const USER_LOG_RETRIEVED = 'LOG_RETRIEVED';

export const retrieveUserLoginAuditRequest = z.object({
  query: z.object({
    beginTime: z.optional(epochMs),
    endTime: z.optional(epochMs),
    search: z.optional(safeString({ max: 200, singleLine: true })),
    before: z.optional(z.object({ evtTimeStamp: epochMs, sub: identifier({ max: 255 }) }).strict()),
    limit: z.optional(z.number().int().min(1).max(500)),
  }),
});
export type RetrieveUserLoginAuditRequest = z.infer<typeof retrieveUserLoginAuditRequest>;

export const userLogEntry = z.object({
  evtTimeStamp: epochMs,
  userEmail: z.string(),
  userTerminalId: z.string(),
  event: z.string(),
  sub: z.string(),
});
export type UserLogEntry = z.infer<typeof userLogEntry>;

export const retrieveUserLoginAuditResponse = z.object({
  key: z.literal(USER_LOG_RETRIEVED),
  entries: z.array(userLogEntry),
  /** Pass as `before` for the next (older) page; absent on the last page. */
  next: z.optional(z.object({ evtTimeStamp: epochMs, sub: z.string() })),
});
export type RetrieveUserLoginAuditResponse = z.infer<typeof retrieveUserLoginAuditResponse>;
