import { randomUUID } from 'node:crypto';
import type { BlockListEntry, BlockListMatchRecord } from '../../contract/blockList/schemas.ts';
import { selfAndAncestors } from '../../contract/locationSettingsInheritance.ts';
import type { Sql } from '../db/database.ts';
import { firstMappedRow, mappedRows } from '../db/mappedRows.ts';

/** The block list's tables (migration 041); every query is within one organisation. */

/** How many matches a read answers, newest first. */
export const NEWEST_MATCHES = 100;

interface EntryRow {
  entry_id: string;
  hierarchy: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  company: string | null;
  reason: string;
  expires_at: number | string | null;
  lmt: number | string;
  updated_by: string;
}

interface MatchRow {
  match_id: string;
  entry_id: string;
  hierarchy: string;
  matched_at: number | string;
  name: string;
  channel: BlockListMatchRecord['channel'];
  matched_by: string;
}

/** A stored entry always has its reason (only answers leave it out). */
export type StoredBlockListEntry = BlockListEntry & { reason: string };

function fromEntryRow(row: EntryRow): StoredBlockListEntry {
  return {
    EntityHierarchy: row.hierarchy,
    entryId: row.entry_id,
    firstName: row.first_name,
    lastName: row.last_name,
    ...(row.email === null ? {} : { email: row.email }),
    ...(row.phone_number === null ? {} : { phoneNumber: row.phone_number }),
    ...(row.company === null ? {} : { company: row.company }),
    reason: row.reason,
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    lmt: Number(row.lmt),
    updatedBy: row.updated_by,
  };
}

function fromMatchRow(row: MatchRow): BlockListMatchRecord {
  return {
    matchId: row.match_id,
    entryId: row.entry_id,
    EntityHierarchy: row.hierarchy,
    at: Number(row.matched_at),
    name: row.name,
    channel: row.channel,
    by: row.matched_by,
  };
}

export function newBlockListId(): string {
  return randomUUID();
}

/** The entries that apply at `hierarchies`: those at each of them and at every ancestor. */
export async function readEntriesApplyingAt(
  sql: Sql,
  organisationId: string,
  hierarchies: readonly string[],
): Promise<StoredBlockListEntry[]> {
  const places = [...new Set(hierarchies.flatMap(selfAndAncestors))];
  return mappedRows(
    sql,
    `SELECT * FROM block_list_entries
      WHERE organisation_id = $1 AND hierarchy = ANY($2::text[])
      ORDER BY hierarchy, last_name, first_name, entry_id`,
    [organisationId, places],
    fromEntryRow,
  );
}

/** The newest matches at `roots` and below. */
export async function readNewestMatchesUnder(
  sql: Sql,
  organisationId: string,
  roots: readonly string[],
  limit = NEWEST_MATCHES,
): Promise<BlockListMatchRecord[]> {
  return mappedRows(
    sql,
    `SELECT * FROM block_list_matches m
      WHERE organisation_id = $1
        AND EXISTS (SELECT 1 FROM unnest($2::text[]) AS root
                     WHERE m.hierarchy = root OR starts_with(m.hierarchy, root || '#'))
      ORDER BY matched_at DESC, match_id
      LIMIT $3`,
    [organisationId, [...roots], limit],
    fromMatchRow,
  );
}

/** One entry, locked for the rest of the transaction. */
export async function readEntryForUpdate(
  tx: Sql,
  organisationId: string,
  entryId: string,
): Promise<StoredBlockListEntry | undefined> {
  return firstMappedRow(
    tx,
    'SELECT * FROM block_list_entries WHERE organisation_id = $1 AND entry_id = $2 FOR UPDATE',
    [organisationId, entryId],
    fromEntryRow,
  );
}

function entryValues(organisationId: string, entry: StoredBlockListEntry): unknown[] {
  return [
    organisationId,
    entry.entryId,
    entry.EntityHierarchy,
    entry.firstName,
    entry.lastName,
    entry.email ?? null,
    entry.phoneNumber ?? null,
    entry.company ?? null,
    entry.reason,
    entry.expiresAt,
    entry.lmt,
    entry.updatedBy,
  ];
}

export async function insertEntry(
  tx: Sql,
  organisationId: string,
  entry: StoredBlockListEntry,
): Promise<void> {
  await tx.query(
    `INSERT INTO block_list_entries (organisation_id, entry_id, hierarchy, first_name, last_name,
        email, phone_number, company, reason, expires_at, lmt, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    entryValues(organisationId, entry),
  );
}

/** Rewrites an entry's content and version (its location and id stay). */
export async function updateEntry(
  tx: Sql,
  organisationId: string,
  entry: StoredBlockListEntry,
): Promise<void> {
  await tx.query(
    `UPDATE block_list_entries SET first_name = $4, last_name = $5, email = $6,
        phone_number = $7, company = $8, reason = $9, expires_at = $10, lmt = $11,
        updated_by = $12
      WHERE organisation_id = $1 AND entry_id = $2 AND hierarchy = $3`,
    entryValues(organisationId, entry),
  );
}

export async function deleteEntry(tx: Sql, organisationId: string, entryId: string): Promise<void> {
  await tx.query('DELETE FROM block_list_entries WHERE organisation_id = $1 AND entry_id = $2', [
    organisationId,
    entryId,
  ]);
}

export async function insertMatch(
  sql: Sql,
  organisationId: string,
  match: BlockListMatchRecord,
): Promise<void> {
  await sql.query(
    `INSERT INTO block_list_matches (organisation_id, match_id, entry_id, hierarchy, matched_at,
        name, channel, matched_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      organisationId,
      match.matchId,
      match.entryId,
      match.EntityHierarchy,
      match.at,
      match.name,
      match.channel,
      match.by,
    ],
  );
}
