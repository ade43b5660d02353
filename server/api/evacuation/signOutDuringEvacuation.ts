import {
  EVACUATION_SIGN_OUT_REFUSED,
  type EvacuationInitiatorFields,
  evacuationSignOutRefusal,
  signOutBlockingEvacuation,
} from '../../../contract/evacuationInitiator.ts';
import type { Sql } from '../../db/database.ts';
import type { Caller } from '../access.ts';
import { ApiError } from '../errors.ts';
import { lockChangeFeed, organisationsOf } from '../records/writeRecords.ts';

/** Active evacuations at or above any of `hierarchies`. */
async function activeEvacuationsCovering(
  tx: Sql,
  hierarchies: readonly string[],
): Promise<EvacuationInitiatorFields[]> {
  const result = await tx.query<{
    hierarchy: string;
    activated: string | number;
    initiator: string | null;
  }>(
    `SELECT e.hierarchy, e.record->>'activatedTimestamp' AS activated,
            e.record->>'initiator' AS initiator
       FROM evacuations e
      WHERE NOT e.deleted AND (e.record->>'active')::boolean
        AND EXISTS (SELECT 1 FROM unnest($1::text[]) AS p(h)
                     WHERE p.h = e.hierarchy OR starts_with(p.h, e.hierarchy || '#'))`,
    [hierarchies],
  );
  return result.rows.map((row) => ({
    EntityHierarchy: row.hierarchy,
    active: true,
    activatedTimestamp: Number(row.activated),
    ...(row.initiator === null ? {} : { initiator: row.initiator }),
  }));
}

/**
 * Refuses (403 EVACUATION_SIGN_OUT_REFUSED) a sign-out, as a whole, when an evacuation someone
 * else started is active at or above a visitor's location (contract/evacuationInitiator.ts).
 * Takes the change feed locks of the organisations first, so an evacuation started concurrently
 * is either seen here or starts after this sign-out.
 */
export async function assertSignOutAllowed(
  tx: Sql,
  caller: Caller,
  hierarchies: readonly string[],
  signOutTime: number,
): Promise<void> {
  await lockChangeFeed(tx, organisationsOf(hierarchies));
  const evacuations = await activeEvacuationsCovering(tx, [...new Set(hierarchies)]);
  for (const hierarchy of hierarchies) {
    const blocking = signOutBlockingEvacuation(evacuations, hierarchy, caller, signOutTime);
    if (blocking) {
      throw new ApiError(
        403,
        EVACUATION_SIGN_OUT_REFUSED,
        evacuationSignOutRefusal(blocking.initiator, hierarchy),
      );
    }
  }
}
