import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import {
  HOST_EXISTS,
  HOST_NOT_FOUND,
  type HostDirectoryOperation,
  type HostUpsert,
  type HostUpsertMode,
  hostUpsert,
  MAX_COMPRESSED_HOST_UPSERTS,
} from '../../../contract/hosts.ts';
import { hostSyncReset, upsertedHost } from '../../../contract/transitions/hosts.ts';
import type { Sql } from '../../db/database.ts';
import { ApiError, describeZodError, validationFailed } from '../errors.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { type ModifiedRecord, modifyRecords } from '../records/modifyRecords.ts';
import { readRecordWindow } from '../records/readRecords.ts';

/** Unpacked bytes of a compressed list at most (20,000 hosts of about 800 bytes). */
const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

const compressedList = z.array(hostUpsert).min(1).max(MAX_COMPRESSED_HOST_UPSERTS);

/** A `compressedUpserts` list: base64 of the gzipped JSON array; refused when malformed. */
export function unpackHostList(base64: string): HostUpsert[] {
  let json: unknown;
  try {
    const text = gunzipSync(Buffer.from(base64, 'base64'), {
      maxOutputLength: MAX_UNPACKED_BYTES,
    }).toString('utf8');
    json = JSON.parse(text);
  } catch {
    throw validationFailed('compressedUpserts: must be a gzipped JSON array, base64-encoded');
  }
  const parsed = compressedList.safeParse(json);
  if (!parsed.success) {
    throw validationFailed(`compressedUpserts: ${describeZodError(parsed.error)}`);
  }
  return parsed.data;
}

function upsertsOf(operation: HostDirectoryOperation): HostUpsert[] | null {
  if ('upserts' in operation) return operation.upserts;
  if ('compressedUpserts' in operation) return unpackHostList(operation.compressedUpserts);
  return null;
}

const counted = (modified: readonly ModifiedRecord[], changes: readonly string[]) =>
  modified.filter((record) => changes.includes(record.change)).length;

async function writeUpserts(
  sql: Sql,
  hierarchy: string,
  hosts: readonly HostUpsert[],
  mode: HostUpsertMode,
  now: number,
): Promise<number> {
  const byKey = new Map<string, HostUpsert>();
  for (const host of hosts) {
    if (byKey.has(host.email)) throw validationFailed(`upserts: ${host.email} is listed twice`);
    byKey.set(host.email, host);
  }
  const modified = await modifyRecords(
    sql,
    'hosts',
    [...byKey.keys()].map((key) => ({ hierarchy, key, eventTime: null })),
    (current, target) => {
      if (mode === 'create' && current) {
        throw new ApiError(409, HOST_EXISTS, `${target.key} is already in the host directory`);
      }
      if (mode === 'update' && !current) {
        throw new ApiError(404, HOST_NOT_FOUND, `${target.key} is not in the host directory`);
      }
      const host = byKey.get(target.key);
      return host ? upsertedHost(current, host) : (current ?? null);
    },
    { missing: 'pass', now },
  );
  return counted(modified, ['INSERT', 'MODIFY']);
}

/** The location's own hosts (not those of locations below it). */
async function hostKeysAt(sql: Sql, hierarchy: string): Promise<string[]> {
  const { items } = await readRecordWindow(sql, 'hosts', {
    hierarchies: [hierarchy],
    beginTime: 0,
    endTime: 0,
  });
  return items
    .filter((item) => item.EntityHierarchy === hierarchy)
    .map((item) => String(item.uniqueAttributeValue));
}

async function removeHosts(sql: Sql, hierarchy: string, keys: readonly string[], now: number) {
  const modified = await modifyRecords(
    sql,
    'hosts',
    keys.map((key) => ({ hierarchy, key })),
    () => null,
    { missing: 'pass', now },
  );
  return counted(modified, ['REMOVE']);
}

/**
 * directoryOperations/updateHostDirectory (spec/visitors.md §7): the operations in order, in
 * one transaction (all or nothing). `deleteEntityHostList` with upserts for the same location
 * in the same request is a replacement: only the hosts the new list leaves out are removed (the
 * others are rewritten in place, so their followers see a change, not a removal and a return).
 */
export const updateHostDirectory: OperationHandler<
  'directoryOperations/updateHostDirectory'
> = async ({ sql, now }, { operations }) => {
  const lists = operations.map(upsertsOf);
  const keptByHierarchy = new Map<string, Set<string>>();
  operations.forEach((operation, index) => {
    const list = lists[index];
    if (!list) return;
    const kept = keptByHierarchy.get(operation.EntityHierarchy) ?? new Set<string>();
    for (const host of list) kept.add(host.email);
    keptByHierarchy.set(operation.EntityHierarchy, kept);
  });
  const totals = { upserted: 0, deleted: 0, reset: 0 };
  for (const [index, operation] of operations.entries()) {
    const hierarchy = operation.EntityHierarchy;
    const list = lists[index];
    if (list) {
      const mode = 'upsertMode' in operation ? (operation.upsertMode ?? 'upsert') : 'upsert';
      totals.upserted += await writeUpserts(sql, hierarchy, list, mode, now);
    } else if ('deletes' in operation) {
      totals.deleted += await removeHosts(sql, hierarchy, operation.deletes, now);
    } else if ('deleteEntityHostList' in operation) {
      const kept = keptByHierarchy.get(hierarchy) ?? new Set<string>();
      const keys = (await hostKeysAt(sql, hierarchy)).filter((key) => !kept.has(key));
      totals.deleted += await removeHosts(sql, hierarchy, keys, now);
    } else if ('resetHostSyncStatus' in operation) {
      const modified = await modifyRecords(
        sql,
        'hosts',
        operation.resetHostSyncStatus.map((key) => ({ hierarchy, key })),
        hostSyncReset,
        { missing: 'refuse', now },
      );
      totals.reset += counted(modified, ['MODIFY']);
    }
  }
  return { key: 'OPERATIONS_PROCESSED', ...totals };
};
