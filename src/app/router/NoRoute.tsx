import { Navigate, useRouterState } from '@tanstack/react-router';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { SplashScreen } from '../pages/splash/SplashScreen.tsx';
import { launchOptions } from '../shell/launchOptions.ts';
import { useRouteAccess } from './useRouteAccess.ts';

/**
 * A path that matches no route for this user and location (spec/frame.md §2): "Any unmatched path
 * shows a fallback page", here the 404 page. "If a frame path is configured and the current path
 * matches no route, the app navigates to the frame path or to /": an embedded app goes to its frame
 * path when the menu allows it there, else to '/'.
 */
export function NoRoute() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { framePath } = launchOptions();
  if (!framePath) return <NotFoundPage />;
  return <ToFramePath pathname={pathname} framePath={framePath} />;
}

function ToFramePath({ pathname, framePath }: { pathname: string; framePath: string }) {
  const access = useRouteAccess(framePath);
  if (access.status === 'loading') return <SplashScreen />;
  const target = access.status === 'allowed' && framePath !== pathname ? framePath : '/';
  if (target !== pathname) return <Navigate to={target} replace />;
  return <NotFoundPage />;
}
