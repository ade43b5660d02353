import { Navigate, useRouterState } from '@tanstack/react-router';
import { ComingSoonPage } from '../pages/ComingSoonPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { launchOptions } from '../shell/launchOptions.ts';
import { isPlannedPath } from './plannedRoutes.ts';

/**
 * Any path without its own route: a planned page says "coming soon", anything else is a 404.
 * An embedded app with a frame path goes there (or to '/') instead (spec/frame.md §2).
 */
export function UnbuiltOrNotFound() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (isPlannedPath(pathname)) return <ComingSoonPage />;
  const { framePath } = launchOptions();
  if (framePath) {
    const target = framePath !== pathname && isPlannedPath(framePath) ? framePath : '/';
    if (target !== pathname) return <Navigate to={target} replace />;
  }
  return <NotFoundPage />;
}
