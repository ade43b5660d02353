import type { Sql } from '../db/database.ts';

/**
 * Sets tenant features of a location in a test database: `true` / `false` turns one on or off,
 * `null` removes it (the location then inherits it). With `subtree`, every location under it too.
 */
export async function setLocationFeatures(
  sql: Sql,
  hierarchy: string,
  features: Record<string, boolean | null>,
  options: { subtree?: boolean } = {},
): Promise<void> {
  const set = Object.fromEntries(Object.entries(features).filter(([, on]) => on !== null));
  const removed = Object.keys(features).filter((feature) => features[feature] === null);
  await sql.query(
    `UPDATE locations SET features = (features - $3::text[]) || $2::jsonb
      WHERE hierarchy = $1 ${options.subtree ? `OR starts_with(hierarchy, $1 || '#')` : ''}`,
    [hierarchy, JSON.stringify(set), removed],
  );
}
