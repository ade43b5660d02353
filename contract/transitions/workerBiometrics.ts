import { BIOMETRIC_ACCEPTED, BIOMETRIC_REJECTED } from '../workerKeys.ts';

/**
 * Biometric image review and badge capture (spec/workers.md §4), shared by the server and the
 * client. Decisions where the spec says "not shown":
 * - Accepting a log image marks it ACCEPTED and the event's biometric status MANUALLY_ACCEPTED:
 *   an event that was PENDING counts in the pairs from then on. Rejecting marks it REJECTED and
 *   MANUALLY_REJECTED (the event stays in the log, so payroll sees it, with its review).
 * - The worker's reference image (what later captures are compared with) is held on the directory
 *   person as `referenceImageKey`; removing it clears it there when it is the image named, and
 *   marks the event the administrator removed it from.
 */

type Image = Record<string, unknown>;

export function hasLogImage(event: Image): boolean {
  return typeof event.s3ImageKey === 'string' && event.s3ImageKey !== '';
}

function reviewed<R extends Image>(current: R | undefined, status: 'ACCEPTED' | 'REJECTED') {
  if (current === undefined) return null;
  if (!hasLogImage(current)) return current;
  return {
    ...current,
    imageReviewStatus: status,
    biometricProcessingStatus: status === 'ACCEPTED' ? BIOMETRIC_ACCEPTED : BIOMETRIC_REJECTED,
  };
}

export function acceptedLogImage<R extends Image>(current: R | undefined): R | null {
  return reviewed(current, 'ACCEPTED');
}

export function rejectedLogImage<R extends Image>(current: R | undefined): R | null {
  return reviewed(current, 'REJECTED');
}

/** The event after its worker's reference image was removed. */
export function referenceImageRemovedFrom<R extends Image>(current: R | undefined): R | null {
  if (current === undefined) return null;
  return current.referenceImageRemoved === true
    ? current
    : { ...current, referenceImageRemoved: true };
}

/** The directory person without the reference image `s3ImageKey` (another image is kept). */
export function withoutReferenceImage<R extends Image>(
  current: R | undefined,
  s3ImageKey: string,
): R | null {
  if (current === undefined) return null;
  if (current.referenceImageKey !== s3ImageKey) return current;
  const { referenceImageKey: _removed, ...rest } = current;
  // Only referenceImageKey is dropped; every other field of R is kept.
  const kept: Omit<R, 'referenceImageKey'> = rest;
  return kept as R;
}

/** Why `badgeNumber` cannot be linked to the event (null: it can). */
export function badgeRefusal(event: Image, badgeNumber: string): string | null {
  if (badgeNumber.trim() === '') return 'The badge number cannot be empty';
  return event.badgeNumber === badgeNumber ? 'The badge number is unchanged' : null;
}

/** The event with `badgeNumber` linked (an empty or unchanged number leaves it as it is). */
export function withBadgeNumber<R extends Image>(
  current: R | undefined,
  badgeNumber: string,
): R | null {
  if (current === undefined) return null;
  if (badgeRefusal(current, badgeNumber) !== null) return current;
  return { ...current, badgeNumber };
}
