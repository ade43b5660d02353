import { EMPLOYEE_ACTIVE_FLOW_VARIABLE } from '../../contract/transitions/shiftPairing.ts';
/** A location of the demo: key, names and feature flags. */
export interface DemoLocation {
  hierarchy: string;
  companyName: string;
  shortDescription: string;
  /** A site (leaf) receives visitors; regions and the organisation only group sites. */
  isSite: boolean;
}

export interface DemoOrganisation {
  id: string;
  name: string;
  primaryColor: string;
  locations: DemoLocation[];
}

/** Feature flags (spec/frame.md §3) turned on at every demo location. */
export const DEMO_FEATURES: Record<string, boolean | string> = {
  visitorLog: true,
  visitorAnalytics: true,
  hostTagsEnabled: true,
  inviteLog: true,
  inviteCreate: true,
  inviteLogDelete: true,
  inviteLogResend: true,
  employeeLog: true,
  employeeScreeningLog: true,
  employeeDirectory: true,
  employeeBadgeLinking: true,
  hostDirectory: true,
  inductionLog: true,
  crossLocationInductionStatus: true,
  parkingLog: true,
  parkingBookingLog: true,
  parkingAnalytics: true,
  parkingConfiguration: true,
  parkingBookingProvisioning: true,
  userLog: true,
  integrations: true,
  tenantConfiguration: true,
  settingsNotifications: true,
  settingsResources: true,
  blocklist: true,
  multiTenantEvacTriggerEnabled: true,
  'messaging.evacuation': true,
  employeeRouteType: 'employees',
  /** Night shifts still open from yesterday show in today's worker log (workers.md §4). */
  [EMPLOYEE_ACTIVE_FLOW_VARIABLE]: true,
  /** The directory's optional columns (workers.md §2): the demo's people have both. */
  employeeLineManagers: true,
  employeeTags: true,
};

const group = (hierarchy: string, companyName: string, shortDescription: string): DemoLocation => ({
  hierarchy,
  companyName,
  shortDescription,
  isSite: false,
});
const site = (hierarchy: string, companyName: string, shortDescription: string): DemoLocation => ({
  hierarchy,
  companyName,
  shortDescription,
  isSite: true,
});

export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = [
  {
    id: 'acme',
    name: 'Acme Holdings',
    primaryColor: 'rgba(106,180,100,1)',
    locations: [
      group('acme', 'Acme Holdings', 'All Acme sites'),
      group('acme#north', 'Acme North', 'Gauteng and Limpopo'),
      site('acme#north#jhb-hq', 'Acme Johannesburg HQ', 'Head office, Sandton'),
      site('acme#north#pretoria', 'Acme Pretoria', 'Regional office, Menlyn'),
      site('acme#north#polokwane', 'Acme Polokwane', 'Distribution centre'),
      group('acme#south', 'Acme South', 'Western Cape'),
      site('acme#south#cape-town', 'Acme Cape Town', 'Waterfront office'),
      site('acme#south#stellenbosch', 'Acme Stellenbosch', 'Research campus'),
      site('acme#south#george', 'Acme George', 'Warehouse'),
    ],
  },
  {
    id: 'globex',
    name: 'Globex Corporation',
    primaryColor: 'rgba(38,99,178,1)',
    locations: [
      group('globex', 'Globex Corporation', 'All Globex sites'),
      group('globex#east', 'Globex East', 'East coast'),
      site('globex#east#boston', 'Globex Boston', 'Head office'),
      site('globex#east#new-york', 'Globex New York', 'Sales office'),
    ],
  },
];

export function demoSites(organisationId: string): string[] {
  const organisation = DEMO_ORGANISATIONS.find((o) => o.id === organisationId);
  return organisation?.locations.filter((l) => l.isSite).map((l) => l.hierarchy) ?? [];
}
