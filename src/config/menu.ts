import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  DEFAULT_EMPLOYEE_ROUTE_TYPE,
  DEFAULT_PARKING_LABEL,
  DEFAULT_PARKING_LABEL_PLURAL,
  type EmployeeRouteType,
} from '../../contract/features/features.ts';
import {
  hasVisitorsOverview,
  type MenuContext,
  type MenuSectionId,
  ROUTE_TABLE,
  type RouteDefinition,
} from './routeTable.ts';

export type { Layout, MenuContext, MenuSectionId, RouteDefinition } from './routeTable.ts';
export { ROUTE_TABLE } from './routeTable.ts';

/** A translatable label, or a tenant-defined text shown as is (custom parking labels). */
export type MenuLabel = MessageDescriptor | string;

/** A route allowed for the current user and location, with its concrete path. */
export interface MenuEntry {
  /** Concrete path starting with '/', parameters still written ':name'. */
  path: string;
  label: MessageDescriptor;
  section: MenuSectionId;
  hidden: boolean;
  standalone: boolean;
  exact: boolean;
  /** The page is replaced by the fallback page (visitors/invites with the invite log off). */
  fallback: boolean;
  /** Listed in the sidebar: not hidden, not standalone, not a fallback, not under an overview. */
  inSidebar: boolean;
}

export interface MenuSection {
  id: MenuSectionId;
  label: MenuLabel;
  /** The section's sidebar entries, in route-table order; never empty. */
  entries: MenuEntry[];
}

export interface Menu {
  /** Sidebar sections in display order; sections without a sidebar entry are left out. */
  sections: MenuSection[];
  /** Every route the user may open, hidden and standalone ones included (for the router). */
  routes: MenuEntry[];
}

const SECTION_ORDER: readonly MenuSectionId[] = [
  'home',
  'visitors',
  'employees',
  'parking',
  'blockList',
  'induction',
  'messaging',
  'integrations',
  'settings',
];

const EMPLOYEE_SECTION_LABELS: Record<EmployeeRouteType, MessageDescriptor> = {
  employees: msg`Employees`,
  students: msg`Students`,
  candidates: msg`Candidates`,
};

const SECTION_LABELS: Record<Exclude<MenuSectionId, 'employees' | 'parking'>, MessageDescriptor> = {
  home: msg`Home`,
  visitors: msg`Visitors`,
  blockList: msg`Block List`,
  induction: msg`Induction`,
  messaging: msg`Messaging`,
  integrations: msg`Integrations`,
  settings: msg`Settings`,
};

const DEFAULT_PARKING_SECTION_LABEL = msg`Parkings`;

/** The '{p}' route segment: the singular parking label, lowercased, spaces as '-'. */
export function parkingSegment(label: string = DEFAULT_PARKING_LABEL): string {
  const segment = label.trim().toLowerCase().replace(/\s+/g, '-');
  return segment === '' ? DEFAULT_PARKING_LABEL.toLowerCase() : segment;
}

/** Fills in `{type}` and `{p}` and adds the leading '/'. */
export function concretePath(template: string, type: EmployeeRouteType, parking: string): string {
  return `/${template.replaceAll('{type}', type).replaceAll('{p}', parkingSegment(parking))}`;
}

function parkingSingular(context: MenuContext): string {
  return (
    context.parkingLabel?.singular ?? context.features.parkingRouteType ?? DEFAULT_PARKING_LABEL
  );
}

function sectionLabel(id: MenuSectionId, context: MenuContext): MenuLabel {
  if (id === 'employees') return EMPLOYEE_SECTION_LABELS[context.features.employeeRouteType];
  if (id === 'parking') {
    const plural = context.parkingLabel?.plural;
    return plural && plural !== DEFAULT_PARKING_LABEL_PLURAL
      ? plural
      : DEFAULT_PARKING_SECTION_LABEL;
  }
  return SECTION_LABELS[id];
}

function toEntry(route: RouteDefinition, context: MenuContext, overview: boolean): MenuEntry {
  const hidden = route.hidden === true;
  const standalone = route.standalone === true;
  const fallback = route.fallback?.(context) === true;
  const underOverview = overview && route.section === 'visitors' && route.path !== 'visitors';
  return {
    path: concretePath(route.path, context.features.employeeRouteType, parkingSingular(context)),
    label: route.label,
    section: route.section,
    hidden,
    standalone,
    exact: route.exact === true,
    fallback,
    inSidebar: !hidden && !standalone && !fallback && !underOverview,
  };
}

/** The routes and sidebar sections for the user at the selected location (frame.md §2). */
export function menuFor(context: MenuContext): Menu {
  const overview = hasVisitorsOverview(context);
  const routes = ROUTE_TABLE.filter((route) => route.condition(context)).map((route) =>
    toEntry(route, context, overview),
  );
  const sections = SECTION_ORDER.map((id) => ({
    id,
    label: sectionLabel(id, context),
    entries: routes.filter((entry) => entry.section === id && entry.inSidebar),
  })).filter((section) => section.entries.length > 0);
  return { sections, routes };
}

/** Every path of the route table, whatever the flags, each starting with '/'. */
export function routePaths(
  options: { employeeRouteType?: EmployeeRouteType; parkingLabel?: string } = {},
): string[] {
  const type = options.employeeRouteType ?? DEFAULT_EMPLOYEE_ROUTE_TYPE;
  const parking = options.parkingLabel ?? DEFAULT_PARKING_LABEL;
  return ROUTE_TABLE.map((route) => concretePath(route.path, type, parking));
}

const STAY_IN_PLACE = new Set([
  '/messaging/evacuation',
  '/messaging/evacuation/responses',
  '/visitors/log',
]);

/**
 * Whether choosing another location keeps the user on `path` (instead of going to '/').
 * A query string, a hash and a trailing '/' are ignored; sub-paths do not count.
 */
export function staysInPlaceOnLocationChange(path: string): boolean {
  const bare = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  return STAY_IN_PLACE.has(bare);
}
