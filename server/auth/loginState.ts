import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** The short-lived cookie carrying a sign-in in progress from /auth/login to /auth/callback. */
export const LOGIN_STATE_COOKIE = 'gh_login';
export const LOGIN_STATE_TTL_SECONDS = 15 * 60;

export interface LoginState {
  codeVerifier: string;
  state: string;
  nonce: string;
  next: string;
}

function key(secret: string): Uint8Array {
  return createHmac('sha256', secret).update('gatehouse sign-in state').digest();
}

/** Signs (HS256) the PKCE verifier, state, nonce and `next` so the browser cannot change them. */
export function sealLoginState(secret: string, loginState: LoginState): Promise<string> {
  return new SignJWT({ ...loginState })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${LOGIN_STATE_TTL_SECONDS}s`)
    .sign(key(secret));
}

/** The sealed state, or null when absent, forged or expired. */
export async function openLoginState(
  secret: string,
  sealed: string | undefined,
): Promise<LoginState | null> {
  if (!sealed) return null;
  try {
    const { payload } = await jwtVerify(sealed, key(secret), { algorithms: ['HS256'] });
    const { codeVerifier, state, nonce, next } = payload;
    if ([codeVerifier, state, nonce, next].every((value) => typeof value === 'string')) {
      return { codeVerifier, state, nonce, next } as LoginState;
    }
    return null;
  } catch {
    return null;
  }
}
