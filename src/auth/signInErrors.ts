/**
 * Sign-in failures (spec/frame.md §4, §8). The server redirects a failed sign-in to
 * `/authenticate?error=<code>&next=<path>`. Most codes open the 'Error' dialog with Retry;
 * `invalid_grant` and `silent_sso_error` clear storage and reload without a dialog.
 */
export const SIGN_IN_DIALOG_ERRORS = [
  'login_expired',
  'invalid_response',
  'invalid_token',
  'token_exchange_failed',
  'unknown_user',
  'login_required',
] as const;

export const SILENT_RELOAD_ERRORS = ['invalid_grant', 'silent_sso_error'] as const;

/**
 * The identity provider refused to authorise the sign-in (spec/frame.md §8 "Lock authorization
 * error"): the page says 'Error signing in' beside the Sign in button; retrying as is would
 * give the same answer, so no Retry dialog.
 */
export const AUTHORIZATION_ERRORS = ['access_denied', 'unauthorized_client'] as const;

export type SignInErrorHandling = 'none' | 'dialog' | 'reload' | 'authorization';

/** What to do with the `error` query parameter of /authenticate. */
export function signInErrorHandling(code: string | undefined): SignInErrorHandling {
  if (!code) return 'none';
  if (SILENT_RELOAD_ERRORS.some((known) => known === code)) return 'reload';
  if (AUTHORIZATION_ERRORS.some((known) => known === code)) return 'authorization';
  // Unknown codes are failures too: the dialog lets the user retry.
  return 'dialog';
}

/** /authenticate with only `next` (the error is dropped so a reload does not loop). */
export function authenticateUrl(next: string | undefined): string {
  return next ? `/authenticate?${new URLSearchParams({ next })}` : '/authenticate';
}

/** Clears browser storage (a failed sign-in may have left a stale state) and reloads /authenticate. */
export function clearStorageAndReload(next: string | undefined): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage blocked: nothing to clear.
  }
  location.assign(authenticateUrl(next));
}
