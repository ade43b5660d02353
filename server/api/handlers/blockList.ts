import {
  BLOCK_LIST_ENTRY_NOT_FOUND,
  BLOCK_LIST_ENTRY_OBSOLETE,
  BLOCK_LIST_RETRIEVED,
  type BlockListEntry,
  type BlockListEntryContent,
} from '../../../contract/blockList/schemas.ts';
import { roleAt } from '../../../contract/features/locationAccess.ts';
import { isInSubtree } from '../../../contract/hierarchy.ts';
import {
  deleteEntry,
  insertEntry,
  newBlockListId,
  readEntriesApplyingAt,
  readEntryForUpdate,
  readNewestMatchesUnder,
  type StoredBlockListEntry,
  updateEntry,
} from '../../blockList/blockListStore.ts';
import type { Sql } from '../../db/database.ts';
import { type Caller, expandAllLocations } from '../access.ts';
import { ApiError } from '../errors.ts';
import type { OperationHandler } from '../operationTypes.ts';

/**
 * retrieveBlockList: the entries that apply at the queried locations (theirs and their
 * ancestors') and the newest matches at and below them. Reasons and matches are an ADMIN's: an
 * entry keeps its reason only where it applies at a queried location the caller is ADMIN of, and
 * matches are read below those locations only, so a HOST gets no reason and no match. Role,
 * account flag and the location's blocklist feature: the access policy.
 */
export const retrieveBlockList: OperationHandler<'blocklistOperations/retrieveBlockList'> = async (
  { sql, caller },
  { hierarchies },
) => {
  const targets = expandAllLocations(caller, hierarchies);
  const administered = targets.filter((target) => roleAt(caller.locations, target) === 'ADMIN');
  const stored = await readEntriesApplyingAt(sql, caller.organisationId, targets);
  const entries = stored.map(({ reason, ...entry }): BlockListEntry => {
    const seen = administered.some((target) => isInSubtree(target, entry.EntityHierarchy));
    return seen ? { ...entry, reason } : entry;
  });
  const matches =
    administered.length > 0
      ? await readNewestMatchesUnder(sql, caller.organisationId, administered)
      : [];
  return { key: BLOCK_LIST_RETRIEVED, entries, matches };
};

/** An entry's content as stored: optional values that are empty are absent. */
function contentOf(details: BlockListEntryContent) {
  return {
    EntityHierarchy: details.EntityHierarchy,
    firstName: details.firstName,
    lastName: details.lastName,
    ...(details.email ? { email: details.email } : {}),
    ...(details.phoneNumber ? { phoneNumber: details.phoneNumber } : {}),
    ...(details.company ? { company: details.company } : {}),
    reason: details.reason,
    expiresAt: details.expiresAt,
  };
}

/** The stored entry an edit or delete names, at its location and version, or a refusal. */
async function entryToChange(
  tx: Sql,
  caller: Caller,
  details: { EntityHierarchy: string; entryId: string; lmt: number },
): Promise<StoredBlockListEntry> {
  const stored = await readEntryForUpdate(tx, caller.organisationId, details.entryId);
  if (!stored || stored.EntityHierarchy !== details.EntityHierarchy) {
    throw new ApiError(404, BLOCK_LIST_ENTRY_NOT_FOUND, 'The block list entry could not be found');
  }
  if (stored.lmt !== details.lmt) {
    throw new ApiError(
      409,
      BLOCK_LIST_ENTRY_OBSOLETE,
      'The block list entry has changed since it was read',
    );
  }
  return stored;
}

/**
 * blockListProcessor: addEntry, editEntry (its location stays) and deleteEntry (removes it).
 * Edits and deletes name the lmt the administrator saw.
 */
export const blockListProcessor: OperationHandler<
  'blocklistOperations/blockListProcessor'
> = async ({ sql, caller, now }, request) => {
  if (request.operation === 'addEntry') {
    const entry: StoredBlockListEntry = {
      ...contentOf(request.entry),
      entryId: newBlockListId(),
      lmt: now,
      updatedBy: caller.email,
    };
    await insertEntry(sql, caller.organisationId, entry);
    return { key: 'OPERATION_PROCESSED', entry };
  }
  const stored = await entryToChange(sql, caller, request.entry);
  const lmt = Math.max(now, stored.lmt + 1);
  if (request.operation === 'deleteEntry') {
    await deleteEntry(sql, caller.organisationId, stored.entryId);
    return { key: 'OPERATION_PROCESSED', entry: { ...stored, lmt, updatedBy: caller.email } };
  }
  const changed: StoredBlockListEntry = {
    ...contentOf(request.entry),
    entryId: stored.entryId,
    lmt,
    updatedBy: caller.email,
  };
  await updateEntry(sql, caller.organisationId, changed);
  return { key: 'OPERATION_PROCESSED', entry: changed };
};
