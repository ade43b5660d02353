import type { FastifyRequest } from 'fastify';

/** Methods that change state; every one of them passes the origin check. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);

export interface CrossSiteRefusal {
  statusCode: 403;
  key: 'CROSS_SITE_REQUEST';
  message: string;
}

/** The serialised origin of `text`, or null unless it is exactly an http(s) origin. */
function webOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    const bare =
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      !text.endsWith('/');
    return bare && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * True when `origin` (an Origin header) is the app's own, compared as scheme, host and port: the
 * public origin, or the host the request was sent to (the app's other host names, e.g. a
 * 'frames' host or 127.0.0.1) under the public origin's scheme. The scheme comes from the
 * configuration, not the request, so a plain-http page on the app's host name cannot post to the
 * https app, whether or not a proxy's X-Forwarded-Proto is trusted.
 */
export function isOwnOrigin(
  origin: string,
  request: Pick<FastifyRequest, 'headers'>,
  publicOrigin: string,
): boolean {
  const claimed = webOrigin(origin);
  const own = webOrigin(new URL(publicOrigin).origin);
  if (claimed === null || own === null) return false;
  if (claimed === own) return true;
  const host = request.headers.host;
  return host !== undefined && claimed === webOrigin(`${new URL(own).protocol}//${host}`);
}

function refusal(message: string): CrossSiteRefusal {
  return { statusCode: 403, key: 'CROSS_SITE_REQUEST', message };
}

/**
 * Why a state-changing request is refused as cross-site, or null. The rule:
 * - `Sec-Fetch-Site: cross-site` is refused (a page of another site sent it);
 * - an `Origin` header must name the app itself (isOwnOrigin); `Origin: null` is refused;
 * - `requireOrigin` (sign-out) also refuses a request without an Origin;
 * - otherwise a request with neither header passes: browsers send at least one of them on every
 *   POST (Origin since 2019, Sec-Fetch-Site since 2020-2023), so it comes from a non-browser client
 *   (an API client, a test, the server's own token call), which a hostile page cannot make a
 *   browser send with the user's cookie.
 * `Sec-Fetch-Site: same-site` (a sibling subdomain) is decided by its Origin, like same-origin.
 * The service worker's Background Sync replays and the sync worker's flush are same-origin
 * fetches: they carry the app's Origin and pass.
 */
export function crossSiteRefusal(
  request: Pick<FastifyRequest, 'headers'>,
  publicOrigin: string,
  options: { requireOrigin?: boolean } = {},
): CrossSiteRefusal | null {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') {
    return refusal('Refused: this request was sent by a page of another site (Sec-Fetch-Site)');
  }
  const origin = request.headers.origin;
  if (origin === undefined) {
    return options.requireOrigin
      ? refusal('Refused: this request must come from the app itself and carries no Origin')
      : null;
  }
  if (!isOwnOrigin(origin, request, publicOrigin)) {
    return refusal(`Refused: this request came from another site (Origin ${origin.slice(0, 100)})`);
  }
  return null;
}
