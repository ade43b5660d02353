import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { RoutePath } from '../../config/routeTable.ts';

/** Every parking page in one chunk (see features/parking/pages.ts). */
const parkingPages = () => import('../../features/parking/pages.ts');

/**
 * The pages of the route table that are built, each in its own chunk (loaded when its route is
 * first opened, so the initial bundle stays small). Every other route of the table shows the
 * coming-soon page. Keyed by the table's paths: a path that is not in ROUTE_TABLE does not
 * type-check.
 */
export const BUILT_PAGES: Partial<Record<RoutePath, RouteComponent>> = {
  '': lazyRouteComponent(() => import('../pages/HomePage.tsx'), 'HomePage'),
  dashboard: lazyRouteComponent(() => import('../pages/HomePage.tsx'), 'HomePage'),
  profile: lazyRouteComponent(() => import('../pages/ProfilePage.tsx'), 'ProfilePage'),
  'integrations-old': lazyRouteComponent(
    () => import('../../features/integrations/IntegrationsPage.tsx'),
    'IntegrationsPage',
  ),
  'visitors/log': lazyRouteComponent(
    () => import('../../features/visitors/VisitorLogPage.tsx'),
    'VisitorLogPage',
  ),
  'visitors/analytics': lazyRouteComponent(
    () => import('../../features/analytics/VisitorAnalyticsPage.tsx'),
    'VisitorAnalyticsPage',
  ),
  '{type}/{type}-log': lazyRouteComponent(
    () => import('../../features/workers/WorkerLogPage.tsx'),
    'WorkerLogPage',
  ),
  '{type}/screening-log': lazyRouteComponent(
    () => import('../../features/screening/ScreeningLogPage.tsx'),
    'ScreeningLogPage',
  ),
  'messaging/evacuation': lazyRouteComponent(
    () => import('../../features/evacuation/EvacuationPage.tsx'),
    'EvacuationPage',
  ),
  'messaging/evacuation/:entry': lazyRouteComponent(
    () => import('../../features/evacuation/EvacuationResponsesPage.tsx'),
    'EvacuationResponsesPage',
  ),
  'integrations/api-keys': lazyRouteComponent(
    () => import('../../features/integrations/ApiKeysPage.tsx'),
    'ApiKeysPage',
  ),
  'integrations/guides': lazyRouteComponent(
    () => import('../../features/integrations/GuidesPage.tsx'),
    'GuidesPage',
  ),
  'visitors/hosts': lazyRouteComponent(
    () => import('../../features/hosts/HostDirectoryPage.tsx'),
    'HostDirectoryPage',
  ),
  'visitors/invites': lazyRouteComponent(
    () => import('../../features/invites/InviteLogPage.tsx'),
    'InviteLogPage',
  ),
  'visitors/invites/add': lazyRouteComponent(
    () => import('../../features/invites/NewInvitePage.tsx'),
    'NewInvitePage',
  ),
  visitors: lazyRouteComponent(
    () => import('../../features/visitors/overview/VisitorsOverviewPage.tsx'),
    'VisitorsOverviewPage',
  ),
  'visitors/assisted-check-in': lazyRouteComponent(
    () => import('../../features/visitors/assisted/AssistedCheckInPage.tsx'),
    'AssistedCheckInPage',
  ),
  induction: lazyRouteComponent(
    () => import('../../features/induction/InductionConfigPage.tsx'),
    'InductionConfigPage',
  ),
  'induction/log': lazyRouteComponent(
    () => import('../../features/induction/InductionLogPage.tsx'),
    'InductionLogPage',
  ),
  'induction/capture': lazyRouteComponent(
    () => import('../../features/induction/InductionCapturePage.tsx'),
    'InductionCapturePage',
  ),
  '{type}/directory': lazyRouteComponent(
    () => import('../../features/directory/DirectoryPage.tsx'),
    'DirectoryPage',
  ),
  '{p}/log': lazyRouteComponent(parkingPages, 'ParkingLogPage'),
  '{p}/bookings': lazyRouteComponent(parkingPages, 'ParkingBookingsPage'),
  '{p}/bookings/create/on-demand': lazyRouteComponent(parkingPages, 'CreateOnDemandBookingPage'),
  '{p}/bookings/create/provisioned': lazyRouteComponent(
    parkingPages,
    'CreateProvisionedBookingPage',
  ),
  '{p}/analytics': lazyRouteComponent(parkingPages, 'ParkingAnalyticsPage'),
  'settings/notifications': lazyRouteComponent(
    () => import('../../features/notifications/NotificationsPage.tsx'),
    'NotificationsPage',
  ),
  'settings/account': lazyRouteComponent(
    () => import('../../features/settings/AccountSettingsPage.tsx'),
    'AccountSettingsPage',
  ),
  'block-list': lazyRouteComponent(
    () => import('../../features/blockList/BlockListPage.tsx'),
    'BlockListPage',
  ),
  'settings/resources': lazyRouteComponent(
    () => import('../../features/resources/ResourcesPage.tsx'),
    'ResourcesPage',
  ),
};

/**
 * Built pages whose first content is records from the local database: they mark it with their
 * first read (useFamilyRecords), so that the shell's header and the sync engine load after it.
 */
export const RECORD_PAGES: ReadonlySet<RoutePath> = new Set<RoutePath>([
  'visitors/log',
  '{type}/{type}-log',
  '{type}/screening-log',
  // The roll call's people (or, with no evacuation active, the evacuation log: EvacuationPage).
  'messaging/evacuation',
]);
