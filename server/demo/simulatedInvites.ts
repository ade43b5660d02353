import { writeRecords } from '../api/records/writeRecords.ts';
import type { Database } from '../db/database.ts';
import { pick } from './people.ts';
import { plannedInvite } from './siteRecords.ts';

const HOUR = 3_600_000;

/**
 * The simulator's invite: a host at one of `sites` invites a visitor for the next day (one to 25
 * hours ahead), not yet sent a reminder nor arrived. Written through the server's write path, so
 * the change feed announces it like an invite made on the dashboard.
 */
export async function simulateInvite(
  db: Database,
  sites: readonly string[],
  random: () => number,
  now: number,
): Promise<{ action: 'invite'; hierarchy: string; key: string } | null> {
  if (sites.length === 0) return null;
  const site = pick(random, sites);
  const arrivalTime = now + HOUR + Math.floor(random() * 24 * HOUR);
  const upsert = plannedInvite(site, arrivalTime, false, random);
  await db.transaction((tx) => writeRecords(tx, 'invites', [upsert], now));
  return { action: 'invite', hierarchy: site, key: upsert.key };
}
