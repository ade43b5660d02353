import { getRouteApi } from '@tanstack/react-router';
import { AuthenticatePage } from '../../auth/AuthenticatePage.tsx';

const route = getRouteApi('/authenticate');

/** /authenticate with its `next` search parameter. */
export function AuthenticateRoute() {
  const { next } = route.useSearch();
  return <AuthenticatePage next={next} />;
}
