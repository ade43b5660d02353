/**
 * Choosing a location goes to '/', except on these pages, which stay in place
 * (spec/frame.md §2, spec/visitors.md §2).
 */
export const PAGES_THAT_STAY_ON_LOCATION_CHANGE = [
  '/messaging/evacuation',
  '/messaging/evacuation/responses',
  '/visitors/log',
] as const;

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
}

/** The path to show after the location changed while on `pathname`. */
export function pathAfterLocationChange(pathname: string): string {
  const current = normalise(pathname);
  const stays = PAGES_THAT_STAY_ON_LOCATION_CHANGE.some((page) => page === current);
  return stays ? current : '/';
}
