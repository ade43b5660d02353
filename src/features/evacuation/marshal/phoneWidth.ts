/** Marshal mode: a phone held upright (390 × 844 and smaller), below Mantine's xs breakpoint. */
export const PHONE_QUERY = '(max-width: 36em)';

/** The query's answer now, for the first render (no flash of the wide table on a phone). */
export function isPhoneWidth(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}
