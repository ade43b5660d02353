import { z } from 'zod';
import { safeString } from './strings.ts';

/** Minutes as Date#getTimezoneOffset gives them (UTC minus local): real zones lie within ±14 h. */
export const MAX_TZ_OFFSET_MINUTES = 18 * 60;

/** A time zone's offset in whole minutes, within ±18 hours. */
export function tzOffset() {
  return z
    .int('must be whole minutes')
    .min(-MAX_TZ_OFFSET_MINUTES, `must be within ±${MAX_TZ_OFFSET_MINUTES} minutes`)
    .max(MAX_TZ_OFFSET_MINUTES, `must be within ±${MAX_TZ_OFFSET_MINUTES} minutes`);
}

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;
const known = new Set<string>();

/**
 * Whether the runtime knows `name` as an IANA time zone. Aliases the browsers still report
 * (Asia/Calcutta, ...) are accepted: Intl.DateTimeFormat knows them, Intl.supportedValuesOf does
 * not list them.
 */
export function isTimeZone(name: string): boolean {
  if (known.has(name)) return true;
  if (!ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
  } catch {
    return false;
  }
  known.add(name);
  return true;
}

/** An IANA time zone name such as 'Africa/Johannesburg' or 'UTC'. */
export function timeZone() {
  return safeString({ max: 64, min: 1 }).refine(isTimeZone, {
    message: 'must be an IANA time zone name such as Africa/Johannesburg',
    abort: true,
  });
}
