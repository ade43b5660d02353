import { parseWith } from '../../contract/plainCheck.ts';
import type { SessionResponse } from '../../contract/session.ts';
import { checkSessionResponse } from '../../contract/startupChecks.ts';

/**
 * GET /auth/session. Answers the parsed session, or 'unreachable' when the network or the server
 * is down (the caller then falls back to the cached session).
 */
export async function fetchSession(
  fetcher: typeof fetch = fetch,
  timeoutMs = 8000,
): Promise<SessionResponse | 'unreachable'> {
  try {
    const response = await fetcher('/auth/session', {
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 401) return { authenticated: false };
    if (!response.ok) return 'unreachable';
    return parseWith(checkSessionResponse, await response.json());
  } catch {
    return 'unreachable';
  }
}

/** POST /auth/logout; true when the server ended the session. */
export async function postLogout(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher('/auth/logout', { method: 'POST', credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}
