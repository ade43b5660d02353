import { z } from 'zod';
import { identifier, locationKey, requiredName, safeString } from './input/index.ts';

/**
 * The host directory (spec/visitors.md §3 Host, §5, §7): one operation,
 * `directoryOperations/updateHostDirectory`, whose `operations` each name a location and one of
 * upserts (plain, or `compressedUpserts`: the JSON array gzipped and base64-encoded, as the spec's
 * "compressed upserts", so an import of thousands of hosts fits a request), deletes (emails),
 * deleteEntityHostList (the location's whole list) or resetHostSyncStatus (emails).
 */

/** A host's key: the email, trimmed and lower-cased (spec §5: the upsert's key). */
export function hostKey(email: string): string {
  return email.trim().toLowerCase();
}

/** International format: a plus, then 7 to 15 digits (spaces, dashes, dots, brackets allowed). */
const PHONE = /^\+[1-9]\d{6,14}$/;

/**
 * The phone number as stored: separators removed; a number a spreadsheet kept as digits only
 * (it drops the leading +) gets its + back. Null when it is not an international number.
 */
export function normalisePhone(text: string): string | null {
  const compact = text.trim().replace(/[\s().-]/g, '');
  const withPlus = /^\d+$/.test(compact) ? `+${compact}` : compact;
  return PHONE.test(withPlus) ? withPlus : null;
}

export const HOST_FIELD_LIMITS = { name: 200, email: 320, phone: 30 } as const;

/** One host as the dashboard sends it: phone only when given (spec §5). */
export const hostUpsert = z.object({
  name: requiredName({ max: HOST_FIELD_LIMITS.name }),
  email: z
    .email()
    .max(HOST_FIELD_LIMITS.email)
    .transform((email) => hostKey(email)),
  phone_number: safeString({ max: HOST_FIELD_LIMITS.phone, trim: true, singleLine: true })
    .refine((phone) => normalisePhone(phone) !== null, 'must be an international phone number')
    .transform((phone) => normalisePhone(phone) ?? phone)
    .optional(),
  disableEmailNotification: z.boolean().optional(),
  disablePhoneNotification: z.boolean().optional(),
});
export type HostUpsert = z.output<typeof hostUpsert>;
export type HostUpsertInput = z.input<typeof hostUpsert>;

/** Hosts per plain `upserts` list, and per compressed list once unpacked. */
export const MAX_PLAIN_HOST_UPSERTS = 500;
export const MAX_COMPRESSED_HOST_UPSERTS = 20_000;
/** Base64 characters of a compressed list (about 750 KiB of gzip). */
export const MAX_COMPRESSED_HOSTS_LENGTH = 1_000_000;

/**
 * How upserts treat existing hosts: `create` refuses an email already in the location's list
 * (409 HOST_EXISTS, "email must be unique in the host directory"), `update` one that is not (404
 * HOST_NOT_FOUND, "editing needs an existing host email"), `upsert` (an import) takes both.
 */
export const HOST_UPSERT_MODES = ['create', 'update', 'upsert'] as const;
export type HostUpsertMode = (typeof HOST_UPSERT_MODES)[number];

const hostEmails = z
  .array(identifier({ max: HOST_FIELD_LIMITS.email }).transform(hostKey))
  .min(1)
  .max(MAX_PLAIN_HOST_UPSERTS);

export const hostDirectoryOperation = z.union([
  z.object({
    EntityHierarchy: locationKey(),
    upserts: z.array(hostUpsert).min(1).max(MAX_PLAIN_HOST_UPSERTS),
    upsertMode: z.enum(HOST_UPSERT_MODES).optional(),
  }),
  z.object({
    EntityHierarchy: locationKey(),
    compressedUpserts: z
      .string()
      .min(1)
      .max(MAX_COMPRESSED_HOSTS_LENGTH)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
    upsertMode: z.enum(HOST_UPSERT_MODES).optional(),
  }),
  z.object({ EntityHierarchy: locationKey(), deletes: hostEmails }),
  z.object({ EntityHierarchy: locationKey(), deleteEntityHostList: z.literal(true) }),
  z.object({ EntityHierarchy: locationKey(), resetHostSyncStatus: hostEmails }),
]);
export type HostDirectoryOperation = z.output<typeof hostDirectoryOperation>;

export const updateHostDirectoryRequest = z.object({
  operations: z.array(hostDirectoryOperation).min(1).max(20),
});
export type UpdateHostDirectoryRequest = z.input<typeof updateHostDirectoryRequest>;

export const HOST_EXISTS = 'HOST_EXISTS';
export const HOST_NOT_FOUND = 'HOST_NOT_FOUND';
