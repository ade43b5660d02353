import { HOST_SEARCH_LIMIT } from '../../../contract/invites.ts';
import { parentOf } from '../../../contract/hierarchy.ts';
import type { Sql } from '../../db/database.ts';

/** The location and every location above it: a host registered at a region hosts at its sites. */
function selfAndAncestors(hierarchy: string): string[] {
  const keys: string[] = [];
  for (let key: string | undefined = hierarchy; key !== undefined; key = parentOf(key)) {
    keys.push(key);
  }
  return keys;
}

/** `text` as a LIKE pattern that matches it literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The hosts of the host directory at `EntityHierarchy` (or above it) whose name or email contains
 * `value` (case-insensitive), by name, at most HOST_SEARCH_LIMIT, each host once.
 */
export async function searchHostsAt(
  sql: Sql,
  query: { field: 'name' | 'email'; value: string; EntityHierarchy: string },
): Promise<{ name: string; uniqueAttributeValue: string }[]> {
  const column = query.field === 'name' ? `lower(record->>'name')` : 'sort_key';
  const result = await sql.query<{ name: string; unique_value: string }>(
    `SELECT DISTINCT ON (sort_key) record->>'name' AS name, sort_key AS unique_value
       FROM hosts
      WHERE NOT deleted AND hierarchy = ANY($1::text[]) AND ${column} LIKE $2
      ORDER BY sort_key, length(hierarchy) DESC
      LIMIT 500`,
    [selfAndAncestors(query.EntityHierarchy), containsPattern(query.value)],
  );
  return result.rows
    .map((row) => ({ name: row.name ?? row.unique_value, uniqueAttributeValue: row.unique_value }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, HOST_SEARCH_LIMIT);
}
