import { normaliseNextPath } from '../../contract/nextPath.ts';

/**
 * Where to go after sign-in: the URL-encoded same-origin path `next` stands for
 * (contract/nextPath.ts), else '/'. Stops open redirects through `next`, and keeps the Location
 * header ASCII.
 */
export function safeNextPath(next: unknown): string {
  return (typeof next === 'string' && normaliseNextPath(next)) || '/';
}
