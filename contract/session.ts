import * as z from 'zod/mini';
import { epochMs, hierarchyKey } from './primitives.ts';

/** Written with zod/mini: the client checks the session before the shell shows. */
export const ROLES = ['ADMIN', 'HOST', 'DBUSER'] as const;
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

const optionalString = () => z.optional(z.string());
const optionalBoolean = () => z.optional(z.boolean());

/** Profile access flags (spec/frame.md §3), all optional booleans except the listed strings. */
export const profileAccessFlags = z.looseObject({
  umEmail: optionalString(),
  umName: optionalString(),
  amOrganizationId: optionalString(),
  amApiAdminForTypes: z.optional(z.array(z.string())),
  amEmployeeTagsAuthorisedTags: z.optional(z.array(z.string())),
  amTimeAdmin: optionalBoolean(),
  amAnalyticsEnabled: optionalBoolean(),
  amHostMaintenanceEnabled: optionalBoolean(),
  amInductionAdmin: optionalBoolean(),
  amEvacAdmin: optionalBoolean(),
  amDBFullDateAccess: optionalBoolean(),
  amEmployeeMaintenanceEnabled: optionalBoolean(),
  amEmployeeTagsNoTagAccess: optionalBoolean(),
  amPreScreeningAdmin: optionalBoolean(),
  amPreScreeningSuperAdmin: optionalBoolean(),
  amNotificationsAdmin: optionalBoolean(),
  amResourceAdmin: optionalBoolean(),
  amBlocklistMaintenanceEnabled: optionalBoolean(),
  amDisableVisitorModule: optionalBoolean(),
  amDisableEmployeeModule: optionalBoolean(),
  amDisableParkingModule: optionalBoolean(),
  amDisableInductionModule: optionalBoolean(),
  amDisableDAFModule: optionalBoolean(),
  amDisableExport: optionalBoolean(),
});
export type ProfileAccessFlags = z.infer<typeof profileAccessFlags>;

export const locationAccess = z.object({ EntityHierarchy: hierarchyKey, role });
export type LocationAccess = z.infer<typeof locationAccess>;

export const sessionUser = z.object({
  sub: z.string().check(z.minLength(1)),
  email: z.string(),
  name: z.string(),
  organisationId: z.string().check(z.minLength(1)),
  flags: profileAccessFlags,
  locations: z.array(locationAccess),
  userHash: optionalString(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** GET /auth/session. `expiresAt` is when the server-side session ends without renewal. */
export const sessionResponse = z.discriminatedUnion('authenticated', [
  z.object({ authenticated: z.literal(true), user: sessionUser, expiresAt: epochMs }),
  z.object({ authenticated: z.literal(false) }),
]);
export type SessionResponse = z.infer<typeof sessionResponse>;
