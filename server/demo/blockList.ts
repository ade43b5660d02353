import { insertEntry, type StoredBlockListEntry } from '../blockList/blockListStore.ts';
import type { Sql } from '../db/database.ts';

/**
 * One entry at Acme North, so the Block List page is not empty in the demo. No demo visitor has
 * this name (server/demo/people.ts), so the simulator's and the history's sign-ins never match.
 */
export function demoBlockListEntry(now: number): StoredBlockListEntry {
  return {
    EntityHierarchy: 'acme#north',
    entryId: 'demo-mallory-moe',
    firstName: 'Mallory',
    lastName: 'Moe',
    company: 'Globex Rivals',
    reason: 'Trespassed after a warning (demo entry)',
    expiresAt: null,
    lmt: now,
    updatedBy: 'admin@example.com',
  };
}

export async function writeDemoBlockList(tx: Sql, now: number): Promise<void> {
  await insertEntry(tx, 'acme', demoBlockListEntry(now));
}
