import { postLogout } from './sessionClient.ts';

export const SIGN_OUT_RETRIES = 3;
export const SIGN_OUT_RETRY_DELAY_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ends the server session, retrying up to 3 times at 500 ms (spec/frame.md §4). Answers whether
 * the server confirmed; the caller clears local state and reloads either way.
 */
export async function endServerSession(
  logout: () => Promise<boolean> = () => postLogout(),
  delay: (ms: number) => Promise<unknown> = wait,
): Promise<boolean> {
  for (let attempt = 0; attempt <= SIGN_OUT_RETRIES; attempt++) {
    if (await logout()) return true;
    if (attempt < SIGN_OUT_RETRIES) await delay(SIGN_OUT_RETRY_DELAY_MS);
  }
  return false;
}

/** Expires every cookie script can see (the HttpOnly session cookie is the server's to clear). */
function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring cookies needs the synchronous API (Cookie Store is not in every browser)
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Sign-out: end the server session, clear the cached session, browser storage and cookies, and
 * reload (to /authenticate). The per-user database is kept, so changes still waiting in its outbox
 * are not lost; they are sent after the same user signs in again.
 */
export async function signOut(): Promise<void> {
  await endServerSession();
  await import('../db/database.ts')
    .then(({ sessionDb }) => sessionDb.session.clear())
    .catch(() => undefined);
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage blocked: nothing to clear.
  }
  clearCookies();
  location.assign('/authenticate');
}
