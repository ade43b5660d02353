import type { FastifyRequest } from 'fastify';

export interface LogoutRefusal {
  statusCode: 403 | 415;
  message: string;
}

/** Bodies a sign-out may carry: none (the app's fetch), JSON, or the sign-out page's form. */
const ACCEPTED_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Why a POST /auth/logout is refused, or null: it must carry an Origin naming the app (the public
 * origin or the host the request was sent to, for the app's other host names) so no other site
 * can sign the user out, and no `text/plain` or other body a cross-site form could send.
 */
export function logoutRefusal(request: FastifyRequest, publicOrigin: string): LogoutRefusal | null {
  const origin = request.headers.origin;
  const host = origin === undefined ? null : hostOf(origin);
  const allowed = [hostOf(publicOrigin), request.headers.host];
  if (host === null || !allowed.includes(host)) {
    return { statusCode: 403, message: 'Sign-out must come from the app itself (Origin)' };
  }
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== undefined && !ACCEPTED_TYPES.includes(type)) {
    return {
      statusCode: 415,
      message: `Sign-out accepts no body or a JSON or form body, not ${type}`,
    };
  }
  return null;
}
