import { staysInPlaceOnLocationChange } from '../../config/menu.ts';

/**
 * The path to show after the location changed while on `pathname`: '/' except on
 * /messaging/evacuation, /messaging/evacuation/responses and /visitors/log, which stay in place
 * (spec/frame.md §2, spec/visitors.md §2).
 */
export function pathAfterLocationChange(pathname: string): string {
  if (!staysInPlaceOnLocationChange(pathname)) return '/';
  const bare = pathname.split(/[?#]/)[0] ?? pathname;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}
