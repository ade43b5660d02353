import { z } from 'zod';
import { identifier, locationKey, safeString } from './input/index.ts';
import { epochMs } from './records.ts';
import { SCREENING_RESULTS } from './workerKeys.ts';

export {
  ADMIN_DELETE_SCREENING_SUCCESSFUL,
  ADMIN_RESET_SCREENING_SUCCESSFUL,
  SCREENING_NOT_FAILED,
  SCREENING_RESULTS,
  type ScreeningResult,
} from './workerKeys.ts';

/**
 * The Screening Log's administration (spec/workers.md §4 "Pre-screening reset", §5, §7, §8):
 * reset a failed screening with a note, or delete the instance. Online only: the server decides
 * against the stored item's lmt at that moment.
 */

export const resetOperation = z.object({
  EntityHierarchy: locationKey(),
  preScreeningDateProfileID: identifier({ max: 500 }),
  /** The lmt of the item the administrator saw (workers.md §5: must match). */
  lmt: epochMs,
  resetNote: safeString({ max: 1000, min: 1, trim: true }),
  shouldDeleteInstance: z.boolean(),
  /** The status the administrator saw. */
  screeningStatus: z.enum(SCREENING_RESULTS),
  /** Also drop the screening's submission token (a new submission starts afresh). */
  shouldDeleteToken: z.boolean(),
});
export type ResetOperation = z.infer<typeof resetOperation>;

export const resetFailedScreeningRequest = z.object({ resetOperation });
export type ResetFailedScreeningRequest = z.infer<typeof resetFailedScreeningRequest>;
