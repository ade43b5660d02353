import * as z from 'zod/mini';
import { hierarchyKey } from './primitives.ts';
import { role } from './session.ts';

/** Written with zod/mini: the client checks its cached copy while it starts. */
export interface HierarchyNode {
  hierarchyStructure: string;
  children: HierarchyNode[];
}
export const hierarchyNode: z.ZodMiniType<HierarchyNode> = z.lazy(() =>
  z.object({ hierarchyStructure: hierarchyKey, children: z.array(hierarchyNode) }),
);

export const entityLocationData = z.object({
  companyName: z.optional(z.string()),
  locationShortDescription: z.optional(z.string()),
  /**
   * The IANA zone the location's days are cut in: its location configuration's time zone, own or
   * inherited (server/locationSettings/siteTimeZone.ts); absent where none is set.
   */
  timeZone: z.optional(z.string()),
  /**
   * The location's country (two letters): its location configuration's, or the nearest
   * ancestor's that sets one (server/locationSettings/siteCountry.ts); absent where none does.
   */
  country: z.optional(z.string()),
});

export const branding = z.object({
  enabled: z._default(z.boolean(), false),
  primaryColor: z.optional(z.string()),
  name: z.optional(z.string()),
  logo: z.optional(z.string()),
  logoSmall: z.optional(z.string()),
});

/** Per-location tenant flags: location data, feature flags (name to boolean / string), branding. */
export const tenantFlags = z.object({
  entityLocationData,
  features: z._default(z.record(z.string(), z.union([z.boolean(), z.string()])), {}),
  branding: z.optional(branding),
});
export type TenantFlags = z.infer<typeof tenantFlags>;

/** The answer of hierarchyOperations/retrieveHierarchyConfiguration. */
export const hierarchyConfiguration = z.object({
  key: z.literal('HIERARCHY_CONFIGURATION_RETRIEVED'),
  organisationId: z.string(),
  deepStructure: z.array(hierarchyNode),
  access: z.array(z.object({ EntityHierarchy: hierarchyKey, role })),
  tenantFlags: z.record(z.string(), tenantFlags),
  additionalConfigs: z._default(z.record(z.string(), z.unknown()), {}),
});
export type HierarchyConfiguration = z.infer<typeof hierarchyConfiguration>;
