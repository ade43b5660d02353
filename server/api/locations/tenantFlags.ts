import type { TenantFlagsByLocation } from '../../../contract/features/flagInheritance.ts';
import type { TenantFlags } from '../../../contract/hierarchyConfig.ts';
import type { Sql } from '../../db/database.ts';

/** A row of `locations`: the tenant configuration of one location. */
export interface LocationRow {
  hierarchy: string;
  company_name: string | null;
  short_description: string | null;
  features: Record<string, boolean | string>;
  branding: TenantFlags['branding'] | null;
}

/** The contract's tenant flags of one location row. */
export function tenantFlagsOf(row: LocationRow): TenantFlags {
  return {
    entityLocationData: {
      ...(row.company_name === null ? {} : { companyName: row.company_name }),
      ...(row.short_description === null
        ? {}
        : { locationShortDescription: row.short_description }),
    },
    features: row.features,
    ...(row.branding ? { branding: row.branding } : {}),
  };
}

/**
 * The locations of the organisation that lie in any of the given subtrees (each root with every
 * descendant), ordered by key.
 */
export async function readLocationRows(
  sql: Sql,
  organisationId: string,
  roots: readonly string[],
): Promise<LocationRow[]> {
  if (roots.length === 0) return [];
  const result = await sql.query<LocationRow>(
    `SELECT l.hierarchy, l.company_name, l.short_description, l.features, l.branding
       FROM locations l
      WHERE l.organisation_id = $1
        AND EXISTS (SELECT 1 FROM unnest($2::text[]) AS root(h)
                     WHERE l.hierarchy = root.h OR starts_with(l.hierarchy, root.h || '#'))
      ORDER BY l.hierarchy`,
    [organisationId, roots],
  );
  return result.rows;
}

/**
 * Tenant flags of the given locations and their descendants (what flag inheritance reads), in
 * one query.
 */
export async function readTenantFlags(
  sql: Sql,
  organisationId: string,
  locations: readonly string[],
): Promise<TenantFlagsByLocation> {
  const rows = await readLocationRows(sql, organisationId, locations);
  return Object.fromEntries(rows.map((row) => [row.hierarchy, tenantFlagsOf(row)]));
}
