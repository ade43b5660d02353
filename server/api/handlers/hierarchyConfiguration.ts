import type { HierarchyNode, TenantFlags } from '../../../contract/hierarchyConfig.ts';
import { isInSubtree, parentOf } from '../../../contract/hierarchy.ts';
import { accessRoots } from '../access.ts';
import type { OperationHandler } from '../operationTypes.ts';

interface LocationRow {
  hierarchy: string;
  company_name: string | null;
  short_description: string | null;
  features: Record<string, boolean | string>;
  branding: TenantFlags['branding'] | null;
}

/**
 * The locations the caller may access, as trees under each access root, with tenant flags per
 * location. Only the caller's own organisation is read.
 */
export const retrieveHierarchyConfiguration: OperationHandler<
  'hierarchyOperations/retrieveHierarchyConfiguration'
> = async ({ sql, caller }) => {
  const roots = accessRoots(caller);
  const result = await sql.query<LocationRow>(
    `SELECT l.hierarchy, l.company_name, l.short_description, l.features, l.branding
       FROM locations l
      WHERE l.organisation_id = $1
        AND EXISTS (SELECT 1 FROM unnest($2::text[]) AS root(h)
                     WHERE l.hierarchy = root.h OR starts_with(l.hierarchy, root.h || '#'))
      ORDER BY l.hierarchy`,
    [caller.organisationId, roots],
  );
  const nodes = new Map<string, HierarchyNode>();
  const deepStructure: HierarchyNode[] = [];
  const tenantFlags: Record<string, TenantFlags> = {};
  for (const row of result.rows) {
    const node: HierarchyNode = { hierarchyStructure: row.hierarchy, children: [] };
    nodes.set(row.hierarchy, node);
    const parent = nodes.get(parentOf(row.hierarchy) ?? '');
    const isRoot = roots.includes(row.hierarchy) || !parent;
    if (isRoot) deepStructure.push(node);
    else parent.children.push(node);
    tenantFlags[row.hierarchy] = {
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
  return {
    key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
    organisationId: caller.organisationId,
    deepStructure,
    access: caller.locations.filter((access) =>
      roots.some((root) => isInSubtree(access.EntityHierarchy, root)),
    ),
    tenantFlags,
    additionalConfigs: {},
  };
};
