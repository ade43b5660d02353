import { LOGIN_STATE_COOKIE } from './loginState.ts';
import { SESSION_COOKIE } from './sessions.ts';

export interface CookieNames {
  session: string;
  loginState: string;
}

/**
 * The cookie names for a public URL: over https (also behind a TLS-terminating proxy, whose
 * PUBLIC_URL is https) the session cookie is `__Host-gh_session`, which browsers accept only
 * with Secure, Path=/ and no Domain, so neither a plain-http page nor a sibling subdomain can set
 * or overwrite it; the sign-in state cookie (Path=/auth) is `__Secure-gh_login`. Over http (local
 * development) the plain names, without Secure.
 */
export function cookieNames(secure: boolean): CookieNames {
  return secure
    ? { session: `__Host-${SESSION_COOKIE}`, loginState: `__Secure-${LOGIN_STATE_COOKIE}` }
    : { session: SESSION_COOKIE, loginState: LOGIN_STATE_COOKIE };
}
