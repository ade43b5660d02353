import type { HierarchyNode, TenantFlags } from '../../../contract/hierarchyConfig.ts';
import { readLocationRows, tenantFlagsOf } from '../locations/tenantFlags.ts';
import { isInSubtree, organisationOf, parentOf } from '../../../contract/hierarchy.ts';
import { accessRoots } from '../access.ts';
import type { CustomFieldsConfig } from '../../../contract/customFields.ts';
import { readLiveCustomFields } from '../../customFields/customFieldStore.ts';
import { brandingWithSettings } from '../../locationSettings/brandingFromSettings.ts';
import { readStoredSettings } from '../../locationSettings/settingsStore.ts';
import { siteCountry } from '../../locationSettings/siteCountry.ts';
import { siteTimeZone } from '../../locationSettings/siteTimeZone.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { readNotificationsUnder } from '../../notifications/notificationStore.ts';

/**
 * The locations the caller may access, as trees under each access root, with tenant flags per
 * location. Only the caller's own organisation is read.
 */
export const retrieveHierarchyConfiguration: OperationHandler<
  'hierarchyOperations/retrieveHierarchyConfiguration'
> = async ({ sql, caller }) => {
  const roots = accessRoots(caller);
  const rows = await readLocationRows(sql, caller.organisationId, roots);
  const settings = await readStoredSettings(sql, caller.organisationId);
  const nodes = new Map<string, HierarchyNode>();
  const deepStructure: HierarchyNode[] = [];
  const tenantFlags: Record<string, TenantFlags> = {};
  for (const row of rows) {
    const node: HierarchyNode = { hierarchyStructure: row.hierarchy, children: [] };
    nodes.set(row.hierarchy, node);
    const parent = nodes.get(parentOf(row.hierarchy) ?? '');
    const isRoot = roots.includes(row.hierarchy) || !parent;
    if (isRoot) deepStructure.push(node);
    else parent.children.push(node);
    const own = tenantFlagsOf(row);
    const timeZone = siteTimeZone(settings, row.hierarchy);
    const country = siteCountry(settings, row.hierarchy);
    const flags =
      timeZone || country
        ? {
            ...own,
            entityLocationData: {
              ...own.entityLocationData,
              ...(timeZone ? { timeZone } : {}),
              ...(country ? { country } : {}),
            },
          }
        : own;
    const branding = brandingWithSettings(flags.branding, settings, row.hierarchy);
    tenantFlags[row.hierarchy] = branding ? { ...flags, branding } : flags;
  }
  return {
    key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
    organisationId: caller.organisationId,
    deepStructure,
    access: caller.locations.filter((access) =>
      roots.some((root) => isInSubtree(access.EntityHierarchy, root)),
    ),
    tenantFlags,
    additionalConfigs: {
      customFields: await customFieldsByLocation(sql, roots),
      customNotifications: await readNotificationsUnder(sql, caller.organisationId, roots),
    },
  };
};

/**
 * additionalConfigs.customFields: the fields that are not deleted, per location: those at and
 * below the roots, and those above them (a field applies below its location too).
 */
async function customFieldsByLocation(
  sql: Parameters<typeof readLiveCustomFields>[0],
  roots: readonly string[],
): Promise<CustomFieldsConfig> {
  const config: CustomFieldsConfig = {};
  const organisations = [...new Set(roots.map(organisationOf))];
  const fields = (await readLiveCustomFields(sql, organisations)).filter((field) =>
    roots.some(
      (root) =>
        isInSubtree(field.EntityHierarchy, root) || isInSubtree(root, field.EntityHierarchy),
    ),
  );
  for (const field of fields) {
    const fields = config[field.EntityHierarchy] ?? [];
    fields.push(field);
    config[field.EntityHierarchy] = fields;
  }
  return config;
}
