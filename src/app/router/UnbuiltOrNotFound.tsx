import { useRouterState } from '@tanstack/react-router';
import { ComingSoonPage } from '../pages/ComingSoonPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { isPlannedPath } from './plannedRoutes.ts';

/** Any path without its own route: a planned page says "coming soon", anything else is a 404. */
export function UnbuiltOrNotFound() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return isPlannedPath(pathname) ? <ComingSoonPage /> : <NotFoundPage />;
}
