import { z } from 'zod';

/**
 * A change-feed cursor (`changedSince`): the decimal digits of a sequence number from a previous
 * answer, at most Number.MAX_SAFE_INTEGER (the server reads it as a number).
 */
export function cursor() {
  return z
    .string()
    .regex(/^\d{1,16}$/, 'must be a cursor from a previous answer (decimal digits)')
    .refine((text) => Number(text) <= Number.MAX_SAFE_INTEGER, {
      message: 'must be a cursor from a previous answer (too large)',
      abort: true,
    });
}
