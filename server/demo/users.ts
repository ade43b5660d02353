import type { LocationAccess, ProfileAccessFlags } from '../../contract/session.ts';

/** The password of every demo user. */
export const DEMO_PASSWORD = 'gatehouse';

export interface DemoUser {
  sub: string;
  email: string;
  name: string;
  password: string;
  /** One line for the demo sign-in page: role and where. */
  description: string;
  organisationId: string;
  flags: ProfileAccessFlags;
  locations: LocationAccess[];
}

/** Every account flag of spec/frame.md §3 that grants something (the disable flags stay off). */
const EVERY_ACCOUNT_FLAG: ProfileAccessFlags = {
  amTimeAdmin: true,
  amApiAdminForTypes: ['visitor', 'employee', 'parking'],
  amAnalyticsEnabled: true,
  amHostMaintenanceEnabled: true,
  amInductionAdmin: true,
  amEvacAdmin: true,
  amDBFullDateAccess: true,
  amEmployeeMaintenanceEnabled: true,
  amEmployeeTagsNoTagAccess: true,
  amEmployeeTagsAuthorisedTags: [],
  amPreScreeningAdmin: true,
  amPreScreeningSuperAdmin: true,
  amNotificationsAdmin: true,
  amResourceAdmin: true,
  amBlocklistMaintenanceEnabled: true,
};

function identity(email: string, name: string, organisationId: string): ProfileAccessFlags {
  return { umEmail: email, umName: name, amOrganizationId: organisationId };
}

/** The demo accounts, listed on the demo sign-in page. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    sub: 'demo-admin',
    email: 'admin@example.com',
    name: 'Ada Admin',
    password: DEMO_PASSWORD,
    description: 'ADMIN of all of Acme Holdings, every account flag',
    organisationId: 'acme',
    flags: { ...identity('admin@example.com', 'Ada Admin', 'acme'), ...EVERY_ACCOUNT_FLAG },
    locations: [{ EntityHierarchy: 'acme', role: 'ADMIN' }],
  },
  {
    sub: 'demo-host',
    email: 'host@example.com',
    name: 'Hugo Host',
    password: DEMO_PASSWORD,
    description: 'HOST at Acme Johannesburg HQ',
    organisationId: 'acme',
    flags: identity('host@example.com', 'Hugo Host', 'acme'),
    locations: [{ EntityHierarchy: 'acme#north#jhb-hq', role: 'HOST' }],
  },
  {
    sub: 'demo-marshal',
    email: 'marshal@example.com',
    name: 'Mia Marshal',
    password: DEMO_PASSWORD,
    description: 'ADMIN with evacuation rights for the Acme South region',
    organisationId: 'acme',
    flags: { ...identity('marshal@example.com', 'Mia Marshal', 'acme'), amEvacAdmin: true },
    locations: [{ EntityHierarchy: 'acme#south', role: 'ADMIN' }],
  },
  {
    sub: 'demo-other',
    email: 'other@example.com',
    name: 'Otto Other',
    password: DEMO_PASSWORD,
    description: 'ADMIN of another organisation, Globex Corporation',
    organisationId: 'globex',
    flags: { ...identity('other@example.com', 'Otto Other', 'globex'), ...EVERY_ACCOUNT_FLAG },
    locations: [{ EntityHierarchy: 'globex', role: 'ADMIN' }],
  },
];
