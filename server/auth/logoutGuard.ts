import type { FastifyRequest } from 'fastify';
import { crossSiteRefusal } from '../http/originCheck.ts';

export interface LogoutRefusal {
  statusCode: 403 | 415;
  message: string;
}

/** Bodies a sign-out may carry: none (the app's fetch), JSON, or the sign-out page's form. */
const ACCEPTED_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

/**
 * Why a POST /auth/logout is refused, or null: it must pass the origin check of every
 * state-changing request (server/http/originCheck.ts) and, stricter, carry an Origin naming the
 * app, so no other site can sign the user out; and no `text/plain` or other body a cross-site
 * form could send.
 */
export function logoutRefusal(request: FastifyRequest, publicOrigin: string): LogoutRefusal | null {
  if (crossSiteRefusal(request, publicOrigin, { requireOrigin: true })) {
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
