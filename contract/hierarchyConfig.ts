import { z } from 'zod';
import { hierarchyKey } from './records.ts';
import { role } from './session.ts';

export interface HierarchyNode {
  hierarchyStructure: string;
  children: HierarchyNode[];
}
export const hierarchyNode: z.ZodType<HierarchyNode> = z.lazy(() =>
  z.object({ hierarchyStructure: hierarchyKey, children: z.array(hierarchyNode) }),
);

export const entityLocationData = z.object({
  companyName: z.string().optional(),
  locationShortDescription: z.string().optional(),
});

export const branding = z.object({
  enabled: z.boolean().default(false),
  primaryColor: z.string().optional(),
  name: z.string().optional(),
  logo: z.string().optional(),
  logoSmall: z.string().optional(),
});

/** Per-location tenant flags: location data, feature flags (name to boolean / string), branding. */
export const tenantFlags = z.object({
  entityLocationData,
  features: z.record(z.string(), z.union([z.boolean(), z.string()])).default({}),
  branding: branding.optional(),
});
export type TenantFlags = z.infer<typeof tenantFlags>;

/** The answer of hierarchyOperations/retrieveHierarchyConfiguration. */
export const hierarchyConfiguration = z.object({
  key: z.literal('HIERARCHY_CONFIGURATION_RETRIEVED'),
  organisationId: z.string(),
  deepStructure: z.array(hierarchyNode),
  access: z.array(z.object({ EntityHierarchy: hierarchyKey, role })),
  tenantFlags: z.record(z.string(), tenantFlags),
  additionalConfigs: z.record(z.string(), z.unknown()).default({}),
});
export type HierarchyConfiguration = z.infer<typeof hierarchyConfiguration>;
