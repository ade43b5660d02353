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

export interface SignOutOptions {
  /**
   * Keep the user's database (chosen when changes wait to be sent): they are sent after the same
   * user signs in again on this device. Otherwise the database is deleted.
   */
  keepDeviceData?: boolean;
  /** Stops the sync engine (and its worker) before the database is deleted. */
  stopSync?: () => void;
}

/**
 * Sign-out (spec/frame.md §4): end the server session (with its retries), delete the user's data
 * on this device (docs/security.md: the per-user database with its records, evacuation pack and
 * outbox, and the caches other than the app shell's), clear the cached session, browser storage
 * and cookies, and reload (to /authenticate).
 *
 * Callers ask first (useSignOutFlow, SignOutDialog): when changes wait in the outbox the user
 * chooses between sending them first and `keepDeviceData`, so a queued change is never deleted
 * silently. Decisions: docs/security.md, "Personal data on the device after sign-out".
 */
export async function signOut(options: SignOutOptions = {}): Promise<void> {
  // Loaded on use: Dexie stays out of the first paint's bundle.
  const deviceData = await import('./deviceData.ts');
  const dbName = await deviceData.cachedUserDatabase();
  await endServerSession();
  if (!options.keepDeviceData) {
    options.stopSync?.();
    await deviceData.removeDeviceData(dbName).catch(() => undefined);
  }
  await deviceData.clearCachedSession();
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage blocked: nothing to clear.
  }
  clearCookies();
  location.assign('/authenticate');
}
