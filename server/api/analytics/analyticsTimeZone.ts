import { siteTimeZone } from '../../locationSettings/siteTimeZone.ts';
import { readStoredSettings } from '../../locationSettings/settingsStore.ts';
import type { Sql } from '../../db/database.ts';

/**
 * The zone whose midnights cut the analytics days (docs/midnight-and-time-zones.md): the site's
 * zone from its location configuration when every requested subtree names the same one; the zone
 * the client sent otherwise (no location names one, or they differ).
 */
export async function analyticsTimeZone(
  sql: Sql,
  query: { organisationId: string; hierarchies: readonly string[]; timeZone: string },
): Promise<string> {
  const stored = await readStoredSettings(sql, query.organisationId);
  const zones = new Set(query.hierarchies.map((hierarchy) => siteTimeZone(stored, hierarchy)));
  const [only] = zones;
  return zones.size === 1 && only !== undefined ? only : query.timeZone;
}
