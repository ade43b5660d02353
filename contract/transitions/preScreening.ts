import type { ResetOperation } from '../preScreening.ts';

/**
 * The Screening Log's rules (spec/workers.md §2, §4, §5): its order, and the administrator's
 * reset of a failed screening. Shared by the server and the client.
 */

type Item = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function objectField(item: Item, field: string): Item {
  const value = item[field];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Item)
    : {};
}

/** When the leading submission was processed (0 when unknown). */
export function processingTimeOf(item: Item): number {
  const time = objectField(item, 'leadingSubmission').processingTimeStamp;
  return typeof time === 'number' ? time : 0;
}

export function screeningNameOf(item: Item): { firstName: string; lastName: string } {
  const details = objectField(item, 'employeeDetails');
  return { firstName: text(details.firstName), lastName: text(details.lastName) };
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/**
 * The Screening Log's order: preScreeningDate descending, processing time descending, last name
 * ascending, first name ascending; the key last, so the order is total.
 */
export function compareScreenings(a: Item, b: Item): number {
  const date = Number(b.preScreeningDate ?? 0) - Number(a.preScreeningDate ?? 0);
  if (date !== 0) return date;
  const processed = processingTimeOf(b) - processingTimeOf(a);
  if (processed !== 0) return processed;
  const [nameA, nameB] = [screeningNameOf(a), screeningNameOf(b)];
  return (
    byText(nameA.lastName, nameB.lastName) ||
    byText(nameA.firstName, nameB.firstName) ||
    byText(text(a.preScreeningDateProfileID), text(b.preScreeningDateProfileID))
  );
}

/** The text a search of the log matches (workers.md §2: derived per item). */
export function screeningSearchString(item: Item): string {
  const { firstName, lastName } = screeningNameOf(item);
  const details = objectField(item, 'employeeDetails');
  return [firstName, lastName, text(details.email), text(details.organizationIdValue)]
    .join(' ')
    .toLowerCase();
}

export type ResetRefusal = 'PROCESS_INSTANCE_OBSOLETE' | 'SCREENING_NOT_FAILED';

/** Why the reset cannot run on `stored` (null: it can). */
export function resetRefusal(
  stored: Item | undefined,
  operation: ResetOperation,
): ResetRefusal | null {
  if (stored === undefined || stored.lmt !== operation.lmt) return 'PROCESS_INSTANCE_OBSOLETE';
  if (stored.screeningStatus !== operation.screeningStatus) return 'PROCESS_INSTANCE_OBSOLETE';
  if (!operation.shouldDeleteInstance && stored.screeningStatus !== 'FAILED') {
    return 'SCREENING_NOT_FAILED';
  }
  return null;
}

export interface ScreeningAdmin {
  user: string;
  email: string;
  now: number;
}

/**
 * The item after a reset: no result (NONE) and no leading submission, so the worker's next
 * submission is processed again; the failed one moves to previousSubmissions and the note to
 * adminResets. shouldDeleteToken drops the submission token too. A delete removes the item (null).
 */
export function resetScreening(
  current: Item | undefined,
  operation: ResetOperation,
  admin: ScreeningAdmin,
): Item | null {
  if (current === undefined || operation.shouldDeleteInstance) return null;
  const { leadingSubmission, submissionToken, ...rest } = current;
  const previous = Array.isArray(current.previousSubmissions) ? current.previousSubmissions : [];
  const resets = Array.isArray(current.adminResets) ? current.adminResets : [];
  const keepToken = !operation.shouldDeleteToken && submissionToken !== undefined;
  return {
    ...rest,
    ...(keepToken ? { submissionToken } : {}),
    screeningStatus: 'NONE',
    previousSubmissions:
      leadingSubmission === undefined ? previous : [...previous, leadingSubmission],
    adminResets: [
      ...resets,
      {
        resetNote: operation.resetNote,
        previousStatus: current.screeningStatus,
        user: admin.user,
        email: admin.email,
        resetTiming: admin.now,
      },
    ],
  };
}
