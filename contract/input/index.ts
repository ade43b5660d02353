/**
 * The input policy: small schema builders every operation's request schema is made of, so that
 * no request can carry a string, number or time the server cannot store or should not believe.
 * Stored records are read with the looser record schemas (records.ts, familyRecords.ts): data
 * written before this policy must still load.
 */
export { cursor } from './cursor.ts';
export { locationKey, MAX_HIERARCHY_KEY_LENGTH } from './locations.ts';
export {
  BLANK_MESSAGE,
  CONTROL_MESSAGE,
  hasLoneSurrogate,
  identifier,
  NUL_MESSAGE,
  optionalText,
  requiredName,
  type SafeStringOptions,
  SURROGATE_MESSAGE,
  safeString,
} from './strings.ts';
export {
  EARLIEST_PLAUSIBLE_TIME,
  MAX_FUTURE_MS,
  MAX_PLANNED_AHEAD_MS,
  MAX_SCHEDULE_AHEAD_MS,
  plannedTime,
  plausibleTime,
  scheduledTime,
} from './times.ts';
export { isTimeZone, MAX_TZ_OFFSET_MINUTES, timeZone, tzOffset } from './zones.ts';
