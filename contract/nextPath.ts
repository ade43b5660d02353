/**
 * The one rule for the `next` path after sign-in, shared by the server (/auth/login,
 * /auth/callback) and the client (/authenticate): a same-origin absolute path, '/x' but not
 * '//host' or '/\host', and no control characters (C0, DEL or C1: no header or log injection).
 */
export function isSafeNextPath(next: string): boolean {
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  return !/[\u0000-\u001f\u007f-\u009f]/.test(next);
}
