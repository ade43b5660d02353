import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { z } from 'zod';
import {
  type DirectoryRowOptions,
  MAX_DIRECTORY_LIST,
  MAX_INFLATED_BYTES,
  personTypeOf,
  personTypesAt,
  rowOptionsFor,
  type StoredPerson,
} from '../../../contract/directory/index.ts';
import { featuresFor } from '../../../contract/features/features.ts';
import { roleAt } from '../../../contract/features/locationAccess.ts';
import type { Sql } from '../../db/database.ts';
import { selfAndAncestors } from '../../../contract/locationSettingsInheritance.ts';
import { siteCountry } from '../../locationSettings/siteCountry.ts';
import { readStoredSettings } from '../../locationSettings/settingsStore.ts';
import type { Caller } from '../access.ts';
import { ApiError, describeZodError, validationFailed } from '../errors.ts';
import { readTenantFlags } from '../locations/tenantFlags.ts';
import { familyTable } from '../records/familyTables.ts';

const inflate = promisify(gunzip);

/** Directory rows read per page (the spec's paged query, following the last key). */
export const DIRECTORY_PAGE_SIZE = 1_000;

/** A stored person with its flow type, as the handler reads it. */
export type StoredDirectoryPerson = StoredPerson & {
  flowTypeRef?: { flowId?: string; flowNature?: number };
  [field: string]: unknown;
};

/**
 * The live directory of a location (spec/workers.md §7 "Directory read": a paged query by
 * EntityHierarchy with ProfileId greater than '0', following the last-evaluated key until the
 * end), optionally only one person type.
 */
export async function readDirectory(
  sql: Sql,
  hierarchy: string,
  flowId?: string,
): Promise<StoredDirectoryPerson[]> {
  const people: StoredDirectoryPerson[] = [];
  let after = '0';
  for (;;) {
    const page = await sql.query<{ sort_key: string; record: StoredDirectoryPerson }>(
      `SELECT sort_key, record FROM ${familyTable('directory')}
        WHERE hierarchy = $1 AND sort_key > $2 AND NOT deleted
        ORDER BY sort_key LIMIT $3`,
      [hierarchy, after, DIRECTORY_PAGE_SIZE],
    );
    for (const row of page.rows) {
      if (flowId === undefined || row.record.flowTypeRef?.flowId === flowId)
        people.push(row.record);
    }
    const last = page.rows.at(-1);
    if (!last || page.rows.length < DIRECTORY_PAGE_SIZE) return people;
    after = last.sort_key;
  }
}

/**
 * The row rules' options of a person type at a location, for this caller; national phone numbers
 * are read in the location's country (its configuration's or an ancestor's, else ZA).
 */
export async function rowOptionsAt(
  sql: Sql,
  caller: Caller,
  hierarchy: string,
  flowId: string,
): Promise<DirectoryRowOptions> {
  const tenantFlags = await readTenantFlags(sql, caller.organisationId, [hierarchy]);
  const features = featuresFor({
    tenantFlags,
    location: hierarchy,
    role: roleAt(caller.locations, hierarchy, caller.organisationId),
    flags: caller.flags,
  });
  const type = personTypeOf(personTypesAt(tenantFlags, hierarchy), flowId);
  if (!type) {
    throw new ApiError(
      422,
      'UNKNOWN_PERSON_TYPE',
      `${flowId} is not a person type of ${hierarchy}`,
    );
  }
  const settings = await readStoredSettings(
    sql,
    caller.organisationId,
    selfAndAncestors(hierarchy),
  );
  return rowOptionsFor(features, type, siteCountry(settings, hierarchy));
}

/**
 * A list sent as gzip-compressed JSON in base64 (contract directoryOperations.ts), inflated to at
 * most MAX_INFLATED_BYTES (a compressed bomb is refused, not inflated) and checked with `item`.
 */
export async function inflateList<T extends z.ZodType>(
  value: string | readonly unknown[],
  item: T,
  field: string,
): Promise<z.output<T>[]> {
  let list: unknown = value;
  if (typeof value === 'string') {
    let json: Buffer;
    try {
      json = await inflate(Buffer.from(value, 'base64'), { maxOutputLength: MAX_INFLATED_BYTES });
    } catch (error) {
      const tooLarge =
        error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
      throw validationFailed(
        tooLarge
          ? `operations.${field}: inflates to more than ${MAX_INFLATED_BYTES} bytes`
          : `operations.${field}: not gzip-compressed base64`,
      );
    }
    try {
      list = JSON.parse(json.toString('utf8'));
    } catch {
      throw validationFailed(`operations.${field}: not a JSON list`);
    }
  }
  const parsed = z.array(item).min(1).max(MAX_DIRECTORY_LIST).safeParse(list);
  if (!parsed.success) {
    throw validationFailed(`operations.${field}.${describeZodError(parsed.error)}`);
  }
  return parsed.data;
}
