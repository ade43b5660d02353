import { blockListMatch, type PersonAtTheDoor } from '../../contract/blockList/matching.ts';
import {
  type BlockListChannel,
  type BlockListMatchRecord,
  VISITOR_BLOCKED,
} from '../../contract/blockList/schemas.ts';
import { ApiError } from '../api/errors.ts';
import type { OperationContext } from '../api/operationTypes.ts';
import { insertMatch, newBlockListId, readEntriesApplyingAt } from './blockListStore.ts';

export const VISITOR_BLOCKED_MESSAGE =
  'This visitor matches an entry of the block list and was not signed in. Please see reception.';

/** A visitor about to be signed in at a location. */
export interface SignInAtTheDoor extends PersonAtTheDoor {
  EntityHierarchy: string;
  firstName: string;
  lastName: string;
}

/**
 * Refuses the whole call (403 VISITOR_BLOCKED) when a visitor matches an entry in force at the
 * sign-in's location (contract blockListMatch). The matches are recorded once the refused
 * transaction has rolled back, so the refusal leaves them and the sign-in nothing.
 */
export async function refuseBlockedVisitors(
  { sql, db, caller, now, afterRollback }: OperationContext,
  signIns: readonly SignInAtTheDoor[],
  channel: BlockListChannel,
): Promise<void> {
  if (signIns.length === 0) return;
  const places = signIns.map((signIn) => signIn.EntityHierarchy);
  const entries = await readEntriesApplyingAt(sql, caller.organisationId, places);
  const matches = signIns.flatMap((signIn): BlockListMatchRecord[] => {
    const entry = blockListMatch(entries, signIn, signIn.EntityHierarchy, now);
    if (!entry) return [];
    return [
      {
        matchId: newBlockListId(),
        entryId: entry.entryId,
        EntityHierarchy: signIn.EntityHierarchy,
        at: now,
        name: `${signIn.firstName} ${signIn.lastName}`,
        channel,
        by: caller.email,
      },
    ];
  });
  if (matches.length === 0) return;
  afterRollback(async () => {
    for (const match of matches) await insertMatch(db, caller.organisationId, match);
  });
  throw new ApiError(403, VISITOR_BLOCKED, VISITOR_BLOCKED_MESSAGE);
}
