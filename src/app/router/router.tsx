import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { destinationAfterSignIn, nextForPath } from '../../auth/nextPath.ts';
import { confirmSession, ensureSession } from '../../auth/sessionStore.ts';
import { USER_DATABASE_VERSION, userDatabaseName } from '../../db/names.ts';
import { openSharedDatabase } from '../../db/rawRead.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { ServerErrorPage } from '../pages/ServerErrorPage.tsx';
import { SplashScreen } from '../pages/splash/SplashScreen.tsx';
import { ShellRoute } from '../ShellRoute.tsx';
import { launchOptions } from '../shell/launchOptions.ts';
import { preloadOpenedPage } from './preloadOpenedPage.ts';
import { RootLayout } from './RootLayout.tsx';
import { createShellPages } from './tableRoutes.ts';

/**
 * Code-based routes. /authenticate, /sign-out and /kiosk stand alone; every other page lives in the signed-in shell,
 * whose pages are generated from the route table (tableRoutes.ts). Page components are split into
 * their own chunks.
 */
const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ServerErrorPage,
});

export interface AuthenticateSearch {
  next?: string;
  /** A sign-in failure code from the server (spec/frame.md §8). */
  error?: string;
}

function authenticateSearch(search: Record<string, unknown>): AuthenticateSearch {
  const result: AuthenticateSearch = {};
  if (typeof search.next === 'string' && search.next) result.next = search.next;
  if (typeof search.error === 'string' && search.error) result.error = search.error;
  return result;
}

const authenticateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'authenticate',
  validateSearch: authenticateSearch,
  beforeLoad: async ({ search }) => {
    // The server's answer, not the cached identity: this page is where an ended session leads.
    const session = await confirmSession();
    if (session.status === 'authenticated' && session.freshness !== 'expired') {
      throw redirect({ href: destinationAfterSignIn(search.next ?? launchOptions().framePath) });
    }
  },
  component: lazyRouteComponent(() => import('./AuthenticateRoute.tsx'), 'AuthenticateRoute'),
});

/** Where GET /auth/logout leads: asks before signing out (signed in or not). */
const signOutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-out',
  component: lazyRouteComponent(() => import('../../features/sync/SignOutPage.tsx'), 'SignOutPage'),
});

/**
 * The pairing code of the QR's link. The router reads search values as JSON, so a code of digits
 * arrives as a number (and `2E345678` as Infinity): KioskRoute reads the address's own text.
 */
export interface KioskSearch {
  code?: unknown;
}

/**
 * An entrance kiosk (KIOSK_PAGE_PATH of contract/kioskPairing.ts, written out here so that the
 * contract's schemas stay out of the first load): a tablet with no user session, outside the shell.
 */
const kioskRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'kiosk',
  validateSearch: (search: Record<string, unknown>): KioskSearch =>
    search.code === undefined ? {} : { code: search.code },
  component: lazyRouteComponent(() => import('./KioskRoute.tsx'), 'KioskRoute'),
});

const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  beforeLoad: async ({ location }) => {
    const session = await ensureSession();
    if (session.status === 'authenticated') {
      // The first rows' connection opens beside the page's chunks and first render.
      void openSharedDatabase(userDatabaseName(session.user), USER_DATABASE_VERSION);
    }
    if (session.status === 'unauthenticated') {
      const next = nextForPath(location.href) ?? launchOptions().framePath;
      throw redirect({ to: '/authenticate', search: next ? { next } : {} });
    }
  },
  component: ShellRoute,
});

export const routeTree = rootRoute.addChildren([
  authenticateRoute,
  signOutRoute,
  kioskRoute,
  shellRoute.addChildren(createShellPages(shellRoute)),
]);

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    defaultPendingComponent: SplashScreen,
    defaultPendingMs: 300,
    // The router's default holds its pending component at least 500 ms once shown: on a slow
    // phone's cold start that held a roll call whose code and data were ready behind the splash
    // (bench rollcall-cold-start). A page shows as soon as it can.
    defaultPendingMinMs: 0,
    scrollRestoration: true,
  });
  preloadOpenedPage(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
