import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_PREVIEW_LENGTH, type ApiKeyItem } from '../../contract/apiKeys.ts';
import type { Sql } from '../db/database.ts';
import { firstMappedRow, mappedRows } from '../db/mappedRows.ts';

/**
 * The API key table (migration 025). A key's value is 32 random bytes (base64url) after the
 * `ghk_` prefix; only its SHA-256 is stored. A fast hash is enough for a value with 256 bits of
 * entropy (no dictionary to try), and lets the public API find a key by its hash in one lookup.
 */

export function hashApiKey(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function newApiKeyValue(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function newKeyId(): string {
  return randomUUID();
}

interface ApiKeyRow {
  organisation_id: string;
  key_id: string;
  hierarchy: string;
  key_type: string;
  description: string;
  access: string;
  key_preview: string;
  created_at: number | string;
  created_by: string;
  lmt: number | string;
  last_used_at: number | string | null;
  revoked_at: number | string | null;
}

export interface StoredApiKey extends ApiKeyItem {
  organisationId: string;
  revokedAt: number | null;
}

function fromRow(row: ApiKeyRow): StoredApiKey {
  return {
    organisationId: row.organisation_id,
    EntityHierarchy: row.hierarchy,
    keyId: row.key_id,
    keyType: row.key_type,
    description: row.description,
    access: row.access === 'READ_WRITE' ? 'READ_WRITE' : 'READ',
    keyPreview: row.key_preview,
    createdAt: Number(row.created_at),
    createdBy: row.created_by,
    lmt: Number(row.lmt),
    ...(row.last_used_at === null ? {} : { lastUsedAt: Number(row.last_used_at) }),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  };
}

export function asItem(key: StoredApiKey): ApiKeyItem {
  const { organisationId: _organisation, revokedAt: _revoked, ...item } = key;
  return item;
}

export async function insertApiKey(
  tx: Sql,
  key: Omit<StoredApiKey, 'keyPreview' | 'revokedAt' | 'lastUsedAt'>,
  value: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO api_keys (organisation_id, key_id, hierarchy, key_type, description, key_hash,
                           key_preview, created_at, created_by, lmt, access)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      key.organisationId,
      key.keyId,
      key.EntityHierarchy,
      key.keyType,
      key.description,
      hashApiKey(value),
      value.slice(0, API_KEY_PREVIEW_LENGTH),
      key.createdAt,
      key.createdBy,
      key.lmt,
      key.access,
    ],
  );
}

/** The live (not revoked) keys of an organisation, oldest first. */
export async function readLiveApiKeys(sql: Sql, organisationId: string): Promise<StoredApiKey[]> {
  return mappedRows(
    sql,
    `SELECT * FROM api_keys WHERE organisation_id = $1 AND revoked_at IS NULL
      ORDER BY created_at, key_id`,
    [organisationId],
    fromRow,
  );
}

/** One live key, locked for the rest of the transaction. */
export async function readLiveApiKeyForUpdate(
  tx: Sql,
  organisationId: string,
  keyId: string,
): Promise<StoredApiKey | undefined> {
  return firstMappedRow(
    tx,
    `SELECT * FROM api_keys WHERE organisation_id = $1 AND key_id = $2 AND revoked_at IS NULL
        FOR UPDATE`,
    [organisationId, keyId],
    fromRow,
  );
}

export async function updateApiKey(
  tx: Sql,
  key: Pick<
    StoredApiKey,
    'organisationId' | 'keyId' | 'keyType' | 'description' | 'lmt' | 'access'
  >,
): Promise<void> {
  await tx.query(
    `UPDATE api_keys SET key_type = $3, description = $4, lmt = $5, access = $6
      WHERE organisation_id = $1 AND key_id = $2`,
    [key.organisationId, key.keyId, key.keyType, key.description, key.lmt, key.access],
  );
}

export async function revokeApiKey(
  tx: Sql,
  organisationId: string,
  keyId: string,
  at: number,
): Promise<void> {
  await tx.query(
    'UPDATE api_keys SET revoked_at = $3, lmt = $3 WHERE organisation_id = $1 AND key_id = $2',
    [organisationId, keyId, at],
  );
}

/** The key whose value is `value` (revoked or not), or undefined. */
export async function findApiKeyByValue(
  sql: Sql,
  value: string,
): Promise<StoredApiKey | undefined> {
  const { rows } = await sql.query<ApiKeyRow>('SELECT * FROM api_keys WHERE key_hash = $1', [
    hashApiKey(value),
  ]);
  return rows[0] && fromRow(rows[0]);
}

export async function markApiKeyUsed(sql: Sql, key: StoredApiKey, at: number): Promise<void> {
  await sql.query(
    'UPDATE api_keys SET last_used_at = $3 WHERE organisation_id = $1 AND key_id = $2',
    [key.organisationId, key.keyId, at],
  );
}
