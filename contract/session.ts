import { z } from 'zod';
import { epochMs, hierarchyKey } from './records.ts';

export const ROLES = ['ADMIN', 'HOST', 'DBUSER'] as const;
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

/** Profile access flags (spec/frame.md §3), all optional booleans except the listed strings. */
export const profileAccessFlags = z.looseObject({
  umEmail: z.string().optional(),
  umName: z.string().optional(),
  amOrganizationId: z.string().optional(),
  amApiAdminForTypes: z.array(z.string()).optional(),
  amEmployeeTagsAuthorisedTags: z.array(z.string()).optional(),
  amTimeAdmin: z.boolean().optional(),
  amAnalyticsEnabled: z.boolean().optional(),
  amHostMaintenanceEnabled: z.boolean().optional(),
  amInductionAdmin: z.boolean().optional(),
  amEvacAdmin: z.boolean().optional(),
  amDBFullDateAccess: z.boolean().optional(),
  amEmployeeMaintenanceEnabled: z.boolean().optional(),
  amEmployeeTagsNoTagAccess: z.boolean().optional(),
  amPreScreeningAdmin: z.boolean().optional(),
  amPreScreeningSuperAdmin: z.boolean().optional(),
  amNotificationsAdmin: z.boolean().optional(),
  amResourceAdmin: z.boolean().optional(),
  amBlocklistMaintenanceEnabled: z.boolean().optional(),
  amDisableVisitorModule: z.boolean().optional(),
  amDisableEmployeeModule: z.boolean().optional(),
  amDisableParkingModule: z.boolean().optional(),
  amDisableInductionModule: z.boolean().optional(),
  amDisableDAFModule: z.boolean().optional(),
  amDisableExport: z.boolean().optional(),
});
export type ProfileAccessFlags = z.infer<typeof profileAccessFlags>;

export const locationAccess = z.object({ EntityHierarchy: hierarchyKey, role });
export type LocationAccess = z.infer<typeof locationAccess>;

export const sessionUser = z.object({
  sub: z.string().min(1),
  email: z.string(),
  name: z.string(),
  organisationId: z.string().min(1),
  flags: profileAccessFlags,
  locations: z.array(locationAccess),
  userHash: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** GET /auth/session. `expiresAt` is when the server-side session ends without renewal. */
export const sessionResponse = z.discriminatedUnion('authenticated', [
  z.object({ authenticated: z.literal(true), user: sessionUser, expiresAt: epochMs }),
  z.object({ authenticated: z.literal(false) }),
]);
export type SessionResponse = z.infer<typeof sessionResponse>;
