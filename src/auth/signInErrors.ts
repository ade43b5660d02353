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

export type SignInErrorHandling = 'none' | 'dialog' | 'reload';

/** What to do with the `error` query parameter of /authenticate. */
export function signInErrorHandling(code: string | undefined): SignInErrorHandling {
  if (!code) return 'none';
  if ((SILENT_RELOAD_ERRORS as readonly string[]).includes(code)) return 'reload';
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
