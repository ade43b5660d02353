/**
 * Where to go after sign-in: only a same-origin relative path (starts with '/', not '//' and not
 * '/\', no control characters), else '/'. Stops open redirects through `next`.
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/')) return '/';
  if (next.startsWith('//') || next.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(next)) return '/';
  return next;
}
