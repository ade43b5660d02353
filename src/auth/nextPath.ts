import { isSafeNextPath, normaliseNextPath } from '../../contract/nextPath.ts';

/**
 * The `next` query parameter of /authenticate (spec/frame.md §2): the path to return to after
 * sign-in. The authenticate path itself is stripped from it, and no next is added when the path is
 * just '/'.
 */
export const AUTHENTICATE_PATH = '/authenticate';

/** The `next` value for a redirect to /authenticate from `path` (pathname + search + hash). */
export function nextForPath(path: string): string | undefined {
  let next = path.trim();
  if (next.startsWith(AUTHENTICATE_PATH)) {
    const rest = next.slice(AUTHENTICATE_PATH.length);
    next = rest.startsWith('/') ? rest : '';
  }
  if (next !== '' && !next.startsWith('/')) next = `/${next}`;
  if (next === '' || next === '/') return undefined;
  return normaliseNextPath(next) ?? undefined;
}

/**
 * Only same-origin absolute paths: '/x' but not '//host', '/\\host', '/%2F%2Fhost' or
 * '/。host', no control characters (no open redirects). The server's rule, from
 * contract/nextPath.ts.
 */
export function isSafeNext(next: string): boolean {
  return isSafeNextPath(next);
}

/** Where to go after sign-in: a safe `next` that is not /authenticate itself, else '/'. */
export function destinationAfterSignIn(next: string | undefined): string {
  if (!next || !isSafeNext(next)) return '/';
  return nextForPath(next) ?? '/';
}

/** The server route that starts the OIDC sign-in and comes back to `next`. */
export function loginUrl(next: string | undefined): string {
  const destination = destinationAfterSignIn(next);
  return `/auth/login?next=${encodeURIComponent(destination)}`;
}
