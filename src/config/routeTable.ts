import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../../contract/session.ts';
import type { FeatureSet } from '../../contract/features/features.ts';

/**
 * The route table of spec/frame.md §2 "Menu (route table)" as data. Paths are written without the
 * leading '/', with `{type}` (employee route type), `{p}` (lowercased parking label) and ':name'
 * parameters.
 *
 * Decisions where the spec names no flag:
 * - Every visitor route needs the visitor log flag, as the table says, plus its own flag.
 * - Employee routes need their own module flag: the log employeeLog, the screening log
 *   employeeScreeningLog, documents and files dafLog, the directory employee maintenance.
 * - Parking routes: the log parkingLog, bookings parkingBookingLog, provisioned bookings also
 *   parkingBookingProvisioning, analytics parkingAnalytics.
 * - visitors/invites is routed whenever the visitor log is on (so a link never gives a 404) and
 *   shows the fallback page when the invite log is off; it is then left out of the sidebar.
 * - The visitors overview page exists only in the latest layout; the legacy layout keeps the
 *   sub-menu. When it exists the visitor sub-pages stay routable but leave the sidebar to it.
 * - profile is a sidebar page of the always-present Home section.
 */

export type MenuSectionId =
  | 'home'
  | 'visitors'
  | 'employees'
  | 'parking'
  | 'blockList'
  | 'induction'
  | 'messaging'
  | 'integrations'
  | 'settings';

export type Layout = 'legacy' | 'latest';

export interface MenuContext {
  features: FeatureSet;
  role: Role;
  layout: Layout;
  /** Whether the selected location has child locations ('ALL' counts as having children). */
  hasChildren: boolean;
  /** Tenant parking labels; default singular 'Parking' (or features.parkingRouteType), plural 'Parkings'. */
  parkingLabel?: { singular?: string; plural?: string };
}

export interface RouteDefinition {
  path: string;
  label: MessageDescriptor;
  section: MenuSectionId;
  /** Routable, but never listed in the sidebar. */
  hidden?: boolean;
  /** sidebar: false in the spec: the page is shown without the shell's sidebar. */
  standalone?: boolean;
  /** Matches only the exact path, not its sub-paths. */
  exact?: boolean;
  /** When true the route shows the fallback page instead of its own. */
  fallback?: (context: MenuContext) => boolean;
  condition: (context: MenuContext) => boolean;
}

const always = () => true;
const isAdmin = ({ role }: MenuContext) => role === 'ADMIN';
const notHost = ({ role }: MenuContext) => role !== 'HOST';
const visitors = (rest: (f: FeatureSet) => boolean) => (c: MenuContext) =>
  c.features.visitorLog && rest(c.features);
const employees = (rest: (f: FeatureSet) => boolean) => (c: MenuContext) =>
  notHost(c) && rest(c.features);
const parking = employees;
const feature = (rest: (f: FeatureSet) => boolean) => (c: MenuContext) => rest(c.features);

/** Whether the single visitors overview page replaces the visitor sub-menu. */
export function hasVisitorsOverview(c: MenuContext): boolean {
  return c.features.visitorLog && c.role === 'ADMIN' && !c.hasChildren && c.layout === 'latest';
}

/** Keeps each path as a literal type, so code keyed by path is checked against the table. */
function routeTable<const Table extends readonly RouteDefinition[]>(table: Table): Table {
  return table;
}

export const ROUTE_TABLE = routeTable([
  { path: '', label: msg`Home`, section: 'home', standalone: true, condition: always },
  {
    path: 'dashboard',
    label: msg`Dashboard`,
    section: 'home',
    standalone: true,
    condition: always,
  },
  { path: 'profile', label: msg`Profile`, section: 'home', exact: true, condition: always },

  { path: 'visitors', label: msg`Visitors`, section: 'visitors', condition: hasVisitorsOverview },
  {
    path: 'visitors/log',
    label: msg`Visitor Log`,
    section: 'visitors',
    condition: visitors(always),
  },
  {
    path: 'visitors/invites',
    label: msg`Invites`,
    section: 'visitors',
    fallback: (c) => !c.features.inviteLog,
    condition: visitors(always),
  },
  {
    path: 'visitors/hosts',
    label: msg`Hosts`,
    section: 'visitors',
    condition: visitors((f) => f.hostDirectory),
  },
  {
    path: 'visitors/assisted-check-in',
    label: msg`Assisted Check-In`,
    section: 'visitors',
    hidden: true,
    condition: visitors(always),
  },
  {
    path: 'visitors/analytics',
    label: msg`Analytics`,
    section: 'visitors',
    condition: visitors((f) => f.visitorAnalytics),
  },
  {
    path: 'visitors/invites/add',
    label: msg`New Invite`,
    section: 'visitors',
    hidden: true,
    condition: visitors((f) => f.inviteLog && f.inviteCreate),
  },

  {
    path: '{type}/{type}-log',
    label: msg`Log`,
    section: 'employees',
    condition: employees((f) => f.employeeLog),
  },
  {
    path: '{type}/screening-log',
    label: msg`Screening Log`,
    section: 'employees',
    condition: employees((f) => f.employeeScreeningLog),
  },
  {
    path: '{type}/documents-and-files',
    label: msg`Documents & Files`,
    section: 'employees',
    condition: employees((f) => f.dafLog),
  },
  {
    path: '{type}/documents-and-files/capture',
    label: msg`Capture`,
    section: 'employees',
    hidden: true,
    condition: employees((f) => f.dafLog),
  },
  {
    path: '{type}/assisted-check-in',
    label: msg`Assisted Check-In`,
    section: 'employees',
    hidden: true,
    condition: employees((f) => f.employeeLog),
  },
  {
    path: '{type}/directory',
    label: msg`Directory`,
    section: 'employees',
    condition: employees((f) => f.employeeMaintenance),
  },

  { path: '{p}/log', label: msg`Log`, section: 'parking', condition: parking((f) => f.parkingLog) },
  {
    path: '{p}/bookings',
    label: msg`Bookings`,
    section: 'parking',
    condition: parking((f) => f.parkingBookingLog),
  },
  {
    path: '{p}/bookings/create/on-demand',
    label: msg`On-Demand Booking`,
    section: 'parking',
    hidden: true,
    condition: parking((f) => f.parkingBookingLog),
  },
  {
    path: '{p}/bookings/create/provisioned',
    label: msg`Provisioned Booking`,
    section: 'parking',
    hidden: true,
    condition: parking((f) => f.parkingBookingLog && f.parkingBookingProvisioning),
  },
  {
    path: '{p}/analytics',
    label: msg`Analytics`,
    section: 'parking',
    condition: parking((f) => f.parkingAnalytics),
  },

  {
    path: 'block-list',
    label: msg`Block List`,
    section: 'blockList',
    condition: feature((f) => f.blocklist),
  },

  {
    path: 'induction',
    label: msg`Induction`,
    section: 'induction',
    condition: feature((f) => f.inductionLog),
  },
  {
    path: 'induction/log',
    label: msg`Induction Log`,
    section: 'induction',
    condition: feature((f) => f.inductionLog),
  },
  {
    path: 'induction/capture',
    label: msg`Induction Capture`,
    section: 'induction',
    hidden: true,
    condition: feature((f) => f.inductionLog),
  },

  {
    path: 'messaging/evacuation',
    label: msg`Evacuation`,
    section: 'messaging',
    condition: feature((f) => f.messaging.evacuation),
  },
  {
    path: 'messaging/evacuation/:entry',
    label: msg`Evacuation Responses`,
    section: 'messaging',
    hidden: true,
    condition: feature((f) => f.messaging.evacuation),
  },

  {
    path: 'integrations-old',
    label: msg`Integrations`,
    section: 'integrations',
    condition: isAdmin,
  },
  {
    path: 'integrations/api-keys',
    label: msg`API Keys`,
    section: 'integrations',
    // integrations is on for an ADMIN exactly when amApiAdminForTypes lists a key type: without
    // one every key operation is refused, so the page is not offered.
    condition: (c) => isAdmin(c) && c.features.integrations,
  },
  { path: 'integrations/guides', label: msg`Guides`, section: 'integrations', condition: isAdmin },

  { path: 'settings/account', label: msg`Account`, section: 'settings', condition: isAdmin },
  {
    path: 'settings/resources',
    label: msg`Resources`,
    section: 'settings',
    condition: (c) => isAdmin(c) && c.features.settingsResources,
  },
  {
    path: 'settings/notifications',
    label: msg`Notifications`,
    section: 'settings',
    condition: (c) => isAdmin(c) && c.features.settingsNotifications,
  },
]);

/** A path template of the route table, as written there (no leading '/'). */
export type RoutePath = (typeof ROUTE_TABLE)[number]['path'];

/** The paths of the standalone routes (shown without the sidebar), as the browser shows them. */
export const STANDALONE_PATHS: ReadonlySet<string> = new Set(
  ROUTE_TABLE.flatMap((route) =>
    'standalone' in route && route.standalone ? [`/${route.path}`] : [],
  ),
);
