import type { LocationInductionConfiguration } from '../../../contract/induction.ts';
import {
  INDUCTION_CONFIGURATION_OUTDATED,
  type InductionConfiguration,
  normaliseInductionConfig,
} from '../../../contract/inductionConfig.ts';
import { parentOf } from '../../../contract/hierarchy.ts';
import type { Sql } from '../../db/database.ts';
import { ApiError } from '../errors.ts';

interface StoredRow {
  hierarchy: string;
  configuration: unknown;
  lmt: number | string;
}

/** `hierarchy` and its ancestors, nearest first. */
function selfAndAncestors(hierarchy: string): string[] {
  const keys: string[] = [];
  for (let key: string | undefined = hierarchy; key !== undefined; key = parentOf(key)) {
    keys.push(key);
  }
  return keys;
}

/**
 * The configuration in force at each of `hierarchies`: its own, else its nearest ancestor's,
 * else the defaults. Stored JSON of any earlier version loads (normaliseInductionConfig).
 */
export async function readInductionConfigurations(
  sql: Sql,
  hierarchies: readonly string[],
): Promise<LocationInductionConfiguration[]> {
  const wanted = [...new Set(hierarchies.flatMap(selfAndAncestors))];
  const result = await sql.query<StoredRow>(
    'SELECT hierarchy, configuration, lmt FROM induction_configurations WHERE hierarchy = ANY($1::text[])',
    [wanted],
  );
  const stored = new Map(result.rows.map((row) => [row.hierarchy, row]));
  return hierarchies.map((hierarchy) => {
    const source = selfAndAncestors(hierarchy).find((key) => stored.has(key)) ?? null;
    const row = source === null ? undefined : stored.get(source);
    return {
      EntityHierarchy: hierarchy,
      source,
      lmt: source === hierarchy && row ? Number(row.lmt) : 0,
      configuration: normaliseInductionConfig(row?.configuration),
    };
  });
}

function outdated(): ApiError {
  return new ApiError(
    409,
    INDUCTION_CONFIGURATION_OUTDATED,
    'The induction configuration was changed by someone else - please reload it and try again',
  );
}

/**
 * Changes the configuration of `hierarchy` in the caller's transaction: `change` gets the one in
 * force there (inherited or default when the location has none) and gives the new one, stored as
 * the location's own. `seenLmt` must be the version of the location's own configuration the user
 * edited (0 for none), else 409 INDUCTION_CONFIGURATION_OUTDATED and nothing changes.
 */
export async function changeInductionConfiguration(
  tx: Sql,
  hierarchy: string,
  seenLmt: number,
  now: number,
  change: (current: InductionConfiguration) => InductionConfiguration,
): Promise<LocationInductionConfiguration> {
  const locked = await tx.query<StoredRow>(
    'SELECT hierarchy, configuration, lmt FROM induction_configurations WHERE hierarchy = $1 FOR UPDATE',
    [hierarchy],
  );
  const own = locked.rows[0];
  if ((own ? Number(own.lmt) : 0) !== seenLmt) throw outdated();
  const [current] = own
    ? [{ configuration: normaliseInductionConfig(own.configuration) }]
    : await readInductionConfigurations(tx, [hierarchy]);
  const configuration = change(current!.configuration);
  const lmt = Math.max(now, seenLmt + 1);
  const written = await tx.query(
    `INSERT INTO induction_configurations (hierarchy, configuration, lmt) VALUES ($1, $2, $3)
     ON CONFLICT (hierarchy) DO UPDATE SET configuration = EXCLUDED.configuration, lmt = EXCLUDED.lmt
       WHERE induction_configurations.lmt = $4
     RETURNING hierarchy`,
    [hierarchy, JSON.stringify(configuration), lmt, seenLmt],
  );
  // A concurrent first save of the same location inserted meanwhile (no row to lock before).
  if (written.rows.length === 0) throw outdated();
  return { EntityHierarchy: hierarchy, source: hierarchy, lmt, configuration };
}
