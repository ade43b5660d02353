import { type RouteComponent, useRouterState } from '@tanstack/react-router';
import { useFirstContent } from '../../ui/firstContent.ts';
import { ComingSoonPage } from '../pages/ComingSoonPage.tsx';
import { SplashScreen } from '../pages/splash/SplashScreen.tsx';
import { NoRoute } from './NoRoute.tsx';
import { useRouteAccess } from './useRouteAccess.ts';

/**
 * A route-table page behind its guard: shown only when the menu of the user at the selected
 * location has the route (menuFor with the sidebar's context), and checked again on every change
 * of location or configuration.
 *
 * Decision (spec/frame.md §2 "Each entry appears according to per-location feature flags and the
 * user's role" and "Any unmatched path shows a fallback page ... If a frame path is configured and
 * the current path matches no route, the app navigates to the frame path or to /"): a route the
 * menu leaves out, for a role (HOST on an employee page, a non-ADMIN on Settings) or for a flag or
 * disabled module, is an unmatched path: the 404 page, or in an embedded app the frame path or
 * '/'. 'Not Authorized' is not used here: the spec gives it for data access to a location no
 * credential covers (§6, §8), never for a route.
 *
 * A route the menu shows with its fallback (visitors/invites with the invite log off) shows the
 * coming-soon page: the spec does not say what the fallback page holds.
 */
export function guardedPage(
  Page: RouteComponent,
  { readsRecords = false }: { readsRecords?: boolean } = {},
): RouteComponent {
  function GuardedPage() {
    const pathname = useRouterState({ select: (s) => s.location.pathname });
    const access = useRouteAccess(pathname);
    // The first content (firstContent.ts): a page that reads records says so with its first
    // read; any other page, the 404 and the fallback page once they show.
    const showsRecords = readsRecords && access.status === 'allowed' && !access.entry.fallback;
    useFirstContent(access.status !== 'loading' && !showsRecords);
    if (access.status === 'loading') return <SplashScreen />;
    if (access.status === 'denied') return <NoRoute />;
    if (access.entry.fallback) return <ComingSoonPage />;
    return <Page />;
  }
  // The router loads the page's chunk before it shows the route, as for an unguarded lazy page.
  GuardedPage.preload = Page.preload;
  return GuardedPage;
}
