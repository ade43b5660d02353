import { z } from 'zod';

/** 2000-01-01T00:00:00Z: no record of the product is older. */
export const EARLIEST_PLAUSIBLE_TIME = Date.UTC(2000, 0, 1);
/** How far after the checking clock a time may lie (device clocks that run ahead, time zones). */
export const MAX_FUTURE_MS = 24 * 60 * 60_000;

/**
 * A time a request stores (epoch ms): an integer from 2000-01-01 to a day after the clock of the
 * side that checks it (the server's on the server). Clock time is read at each check.
 */
export function plausibleTime(now: () => number = Date.now) {
  return z
    .int('must be a time in epoch milliseconds')
    .min(EARLIEST_PLAUSIBLE_TIME, 'must not be before 2000-01-01')
    .refine((time) => time <= now() + MAX_FUTURE_MS, {
      message: 'must not be more than a day after the current time',
      abort: true,
    });
}

/** How far ahead a scheduled time (an invite's arrival or departure) may lie. */
export const MAX_SCHEDULE_AHEAD_MS = 5 * 366 * 24 * 60 * 60_000;

/**
 * A time something is planned for (epoch ms): an integer from 2000-01-01 to five years after the
 * checking side's clock (invites are made for the future, unlike the times plausibleTime stores).
 */
export function scheduledTime(now: () => number = Date.now) {
  return z
    .int('must be a time in epoch milliseconds')
    .min(EARLIEST_PLAUSIBLE_TIME, 'must not be before 2000-01-01')
    .refine((time) => time <= now() + MAX_SCHEDULE_AHEAD_MS, {
      message: 'must not be more than five years after the current time',
      abort: true,
    });
}

/** How far ahead a planned time (a parking booking's start or end) may lie. */
export const MAX_PLANNED_AHEAD_MS = 400 * 24 * 60 * 60_000;

/**
 * A time a request plans for (epoch ms): an integer from 2000-01-01 to about 13 months after the
 * clock of the side that checks it (bookings are made ahead, unlike records of what happened).
 */
export function plannedTime(now: () => number = Date.now) {
  return z
    .int('must be a time in epoch milliseconds')
    .min(EARLIEST_PLAUSIBLE_TIME, 'must not be before 2000-01-01')
    .refine((time) => time <= now() + MAX_PLANNED_AHEAD_MS, {
      message: 'must not be more than 400 days after the current time',
      abort: true,
    });
}
