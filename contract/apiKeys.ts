import { z } from 'zod';
import { identifier, locationKey, optionalText } from './input/index.ts';
import { epochMs } from './records.ts';

/**
 * API keys (spec/workers.md §2 "API keys screen", §3 "API key item", §4, §7, §8): an ADMIN whose
 * account lists key types in amApiAdminForTypes lists, generates, updates and revokes keys of
 * those types at a location. A key authenticates the reference server's public API
 * (server/publicApi/) for reading its type's log in the key's location subtree. The server
 * stores only the SHA-256 of each key's value; the value is answered once, by GENERATE_NEW.
 */

/** The key types of the demo's amApiAdminForTypes: each reads one log through the public API. */
export const API_KEY_TYPES = ['visitor', 'employee', 'parking'] as const;
export type ApiKeyType = (typeof API_KEY_TYPES)[number];

/**
 * What a key may do (Gatehouse addition): READ reads its type's log; READ_WRITE also posts its
 * type's events (contract/publicApi.ts PUBLIC_API_WRITES) for badge readers, parking scanners
 * and third-party kiosks. A key generated without it reads only.
 */
export const API_KEY_ACCESS = ['READ', 'READ_WRITE'] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number];

export const KEYS_RETRIEVED = 'KEYS_RETRIEVED';
/** UPDATE_EXISTING or DELETE_EXISTING with an lmt other than the stored key's. */
export const KEY_INSTANCE_OBSOLETE = 'KEY_INSTANCE_OBSOLETE';
/** UPDATE_EXISTING or DELETE_EXISTING of a key that does not exist (or is revoked). */
export const KEY_NOT_FOUND = 'KEY_NOT_FOUND';
/** A key type the caller's amApiAdminForTypes does not list. */
export const KEY_TYPE_NOT_ALLOWED = 'KEY_TYPE_NOT_ALLOWED';

/** Every generated value starts with this, so a leaked key is recognisable (secret scanners). */
export const API_KEY_PREFIX = 'ghk_';
/** How many characters of the value the list shows (the prefix plus a few), to tell keys apart. */
export const API_KEY_PREVIEW_LENGTH = 10;

export const apiKeyItem = z.object({
  EntityHierarchy: z.string(),
  keyId: z.string(),
  keyType: z.string(),
  description: z.string(),
  access: z.enum(API_KEY_ACCESS),
  /** The first API_KEY_PREVIEW_LENGTH characters of the value, never more. */
  keyPreview: z.string(),
  createdAt: epochMs,
  createdBy: z.string(),
  lmt: epochMs,
  /** When the public API last accepted the key, if ever. */
  lastUsedAt: z.optional(epochMs),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

export const retrieveApiKeysRequest = z.object({
  query: z.object({ hierarchies: z.array(locationKey()).min(1).max(100) }),
});

const keyType = z.enum(API_KEY_TYPES);
const description = optionalText({ max: 200 });
/** Absent: READ for a new key, unchanged for an update. */
const access = z.enum(API_KEY_ACCESS).optional();

export const manageApiKeysRequest = z.discriminatedUnion('operation', [
  z.object({
    operation: z.literal('GENERATE_NEW'),
    EntityHierarchy: locationKey(),
    keyType,
    description,
    access,
  }),
  z.object({
    operation: z.literal('UPDATE_EXISTING'),
    EntityHierarchy: locationKey(),
    keyId: identifier({ max: 100 }),
    lmt: epochMs,
    keyType,
    description,
    access,
  }),
  z.object({
    operation: z.literal('DELETE_EXISTING'),
    EntityHierarchy: locationKey(),
    keyId: identifier({ max: 100 }),
    lmt: epochMs,
  }),
]);
export type ManageApiKeysRequest = z.infer<typeof manageApiKeysRequest>;

export const manageApiKeysResponse = z.object({
  key: z.literal('OPERATION_PROCESSED'),
  keyId: z.string(),
  /** The key's lmt after the change (the revocation time for DELETE_EXISTING). */
  updatedLmt: epochMs,
  /**
   * GENERATE_NEW only, and only in the first answer: a repeat of the same request (same
   * Idempotency-Key) answers without it, because the server keeps no copy of the value.
   */
  apiKeyValue: z.optional(z.string()),
});
export type ManageApiKeysResponse = z.infer<typeof manageApiKeysResponse>;

/**
 * Fields of an operation's answer the server must not keep in its idempotency store (the
 * answer a repeated request gets): the generated key's value.
 */
export const ANSWER_FIELDS_NOT_STORED: Readonly<Record<string, readonly string[]>> = {
  'userOperations/manageAPIKeys': ['apiKeyValue'],
  'resourceOperations/manageDevices': ['deviceKey', 'pairingCode'],
};
