import { isSafeNextPath } from '../../contract/nextPath.ts';

/**
 * Where to go after sign-in: only a same-origin relative path (contract/nextPath.ts: starts with
 * '/', not '//' and not '/\', no control characters), else '/'. Stops open redirects through `next`.
 */
export function safeNextPath(next: unknown): string {
  return typeof next === 'string' && isSafeNextPath(next) ? next : '/';
}
