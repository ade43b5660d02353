import { loginUrl } from './nextPath.ts';

/**
 * Marks, in this tab's session storage, that a sign-in was started, so the first live session
 * after the provider's redirect is recognised as a fresh sign-in (the USER_LOGIN audit is
 * written then, and queued changes are sent).
 */
const SIGN_IN_STARTED_KEY = 'gatehouse.signInStarted';

export function startSignIn(next: string | undefined): void {
  try {
    sessionStorage.setItem(SIGN_IN_STARTED_KEY, String(Date.now()));
  } catch {
    // Storage blocked: the audit is skipped for this sign-in.
  }
  location.assign(loginUrl(next));
}

/** True once after a sign-in started in this tab (the mark is removed). */
export function takeSignInMark(): boolean {
  try {
    const started = sessionStorage.getItem(SIGN_IN_STARTED_KEY);
    sessionStorage.removeItem(SIGN_IN_STARTED_KEY);
    return started !== null;
  } catch {
    return false;
  }
}
