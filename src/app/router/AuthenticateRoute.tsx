import { getRouteApi } from '@tanstack/react-router';
import { AuthenticatePage } from '../../auth/AuthenticatePage.tsx';
import { useFirstContent } from '../../ui/firstContent.ts';
import { useProductTitle } from '../branding/productTitle.ts';
import { launchOptions } from '../shell/launchOptions.ts';

const route = getRouteApi('/authenticate');

/** /authenticate with its `next` search parameter (an embedded app returns to its frame path). */
export function AuthenticateRoute() {
  const { next, error } = route.useSearch();
  useFirstContent();
  const title = useProductTitle();
  return <AuthenticatePage next={next ?? launchOptions().framePath} error={error} title={title} />;
}
