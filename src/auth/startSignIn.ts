import { loginUrl } from './nextPath.ts';

/**
 * Sign-in design decision (spec/frame.md §4, the AUTH0 provider cookie): the original dashboard
 * ran a hosted login widget in the browser and, for AUTH0, clicked the provider's remembered
 * account (from the provider's cookie) on the user's behalf. Gatehouse does not apply this as
 * written: its own server is the OIDC client (authorisation code flow with PKCE, tokens kept
 * server-side behind an HTTP-only session cookie), and the browser only navigates to the server's
 * login address. The identity provider itself remembers the account and offers single sign-on on
 * its own page, so there is no widget in this app to click and no provider cookie it can read.
 * Nothing imitates that click.
 */

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
