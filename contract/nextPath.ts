/**
 * The one rule for the `next` path after sign-in, shared by the server (/auth/login,
 * /auth/callback) and the client (/authenticate). A `next` is kept only when it is a same-origin
 * absolute path, and then in its URL-encoded form (ASCII only: safe in a Location header):
 * - it starts with one '/' (not '//host', not '/\host'), has no control characters (C0, DEL, C1:
 *   no header or log injection) and is at most MAX_NEXT_LENGTH long;
 * - resolved against a placeholder origin it stays on that origin;
 * - its path, percent-decoded (repeatedly, so double encoding does not hide anything), is still
 *   a plain path: no '//' or '/\' at the start, no backslash, no control character and nothing
 *   outside ASCII ('/。evil.example', '/／evil', '/%2F%2Fevil' and '/%5Cevil' are refused: a
 *   browser, proxy or router that normalises them could read a host);
 * - its percent-encoding is well formed (a malformed one is refused, not guessed at).
 * The query and fragment may carry any text; they come back percent-encoded.
 */
export const MAX_NEXT_LENGTH = 2048;

const PLACEHOLDER_ORIGIN = 'http://next.invalid';
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const MAX_DECODING_ROUNDS = 4;

/** Percent-decodes until nothing changes; null when malformed or still encoded after the rounds. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null;
}

function isWellEncoded(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

function isPlainPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !CONTROL.test(path) &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII only, the range says it
    /^[\u0000-\u007f]*$/.test(path)
  );
}

/** The encoded same-origin path `next` stands for, or null when it is not one (rules above). */
export function normaliseNextPath(next: string): string | null {
  if (next.length > MAX_NEXT_LENGTH || CONTROL.test(next)) return null;
  if (!next.startsWith('/') || next.startsWith('//')) return null;
  // A backslash in the path is a slash to browsers ('/\\host' is '//host'): refused outright.
  if (next.split(/[?#]/, 1)[0]?.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  const path = fullyDecoded(url.pathname);
  if (path === null || !isPlainPath(path)) return null;
  if (!isWellEncoded(url.search) || !isWellEncoded(url.hash)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function isSafeNextPath(next: string): boolean {
  return normaliseNextPath(next) !== null;
}
