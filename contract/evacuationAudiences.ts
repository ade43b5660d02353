import type { EvacuationAudienceEnablement } from './features/features.ts';

/*
 * Apart from the evacuation schemas (evacuation.ts, familyRecords.ts) so that the access policies,
 * which every page checks, do not bring the schemas and zod into the first load.
 */

/** Who an evacuation notifies (spec/visitors.md §3 "Audiences on start"). */
export const EVAC_AUDIENCES = [
  'onsiteVisitors',
  'onsiteEmployees',
  'employeeDirectory',
  'onsiteParking',
] as const;

export type EvacAudience = (typeof EVAC_AUDIENCES)[number];

/** The tenant flag that enables each audience (spec/workers.md §9). */
export const EVAC_AUDIENCE_FLAGS: Readonly<
  Record<EvacAudience, keyof EvacuationAudienceEnablement>
> = {
  onsiteVisitors: 'onSiteVisitorsEvacEnabled',
  onsiteEmployees: 'onSiteEmployeeEvacEnabled',
  employeeDirectory: 'employeeDirectoryEvacEnabled',
  onsiteParking: 'onSiteParkingEvacEnabled',
};
