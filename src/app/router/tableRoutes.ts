import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { EMPLOYEE_ROUTE_TYPES } from '../../../contract/features/features.ts';
import { ROUTE_TABLE, type RoutePath } from '../../config/routeTable.ts';
import { ComingSoonPage } from '../pages/ComingSoonPage.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { BUILT_PAGES, RECORD_PAGES } from './builtPages.ts';
import { guardedPage } from './guardedPage.tsx';
import { NoRoute } from './NoRoute.tsx';

/** The parameter a '{p}' segment becomes: the parking label is the tenant's own text. */
export const PARKING_PARAM = '$parking';

/**
 * The router paths of a route-table template: one per employee route type for `{type}` (a closed
 * list, so each is a plain path), `{p}` as the $parking parameter, ':name' as $name, and '' as '/'.
 * Which type and label apply to the user is the guard's business (the menu's concrete paths).
 */
export function routerPaths(template: RoutePath): string[] {
  const types: readonly string[] = template.includes('{type}') ? EMPLOYEE_ROUTE_TYPES : [''];
  const paths = types.map((type) =>
    template
      .replaceAll('{type}', type)
      .replaceAll('{p}', PARKING_PARAM)
      .replace(/:(\w+)/g, '$$$1'),
  );
  return paths.map((path) => (path === '' ? '/' : path));
}

/** Every page of the route table under `parent`, each behind the menu's guard. */
export function createTableRoutes(parent: AnyRoute) {
  return ROUTE_TABLE.flatMap((definition) => {
    const component = guardedPage(BUILT_PAGES[definition.path] ?? ComingSoonPage, {
      readsRecords: RECORD_PAGES.has(definition.path),
    });
    return routerPaths(definition.path).map((path) =>
      createRoute({
        getParentRoute: () => parent,
        path,
        component,
        errorComponent: RouteErrorPage,
      }),
    );
  });
}

/** The shell's pages: the route table, the developer's /test-error, and any other path. */
export function createShellPages(shell: AnyRoute) {
  const testErrorRoute = createRoute({
    getParentRoute: () => shell,
    path: 'test-error',
    component: lazyRouteComponent(() => import('../pages/TestErrorPage.tsx'), 'TestErrorPage'),
  });
  const noRoute = createRoute({ getParentRoute: () => shell, path: '$', component: NoRoute });
  return [...createTableRoutes(shell), testErrorRoute, noRoute];
}
