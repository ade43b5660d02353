import type { CaptureInductionCompletionRequest } from '../../../contract/induction.ts';
import type { InductionChannel, PersonType } from '../../../contract/inductionConfig.ts';

/** What the capture form holds while it is filled in. */
export interface CaptureDraft {
  inductionType: InductionChannel;
  personType: PersonType;
  /** A datetime-local value ('YYYY-MM-DDTHH:mm', the device's time zone). */
  completedAt: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  personalIdentificationNr: string;
}

/** A datetime-local value of `time` in the device's time zone. */
export function localDateTime(time: number): string {
  const date = new Date(time);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(
    date.getHours(),
  )}:${two(date.getMinutes())}`;
}

export function emptyDraft(now: number): CaptureDraft {
  return {
    inductionType: 'screeningRoom',
    personType: 'visitor',
    completedAt: localDateTime(now),
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    personalIdentificationNr: '',
  };
}

export type CaptureProblem = 'firstName' | 'lastName' | 'completedAt' | 'future';

/**
 * The request of a filled-in form, or what is wrong with it: names are required, the time must be
 * a valid one not after `now`; empty optional details are left out.
 */
export function captureRequest(
  draft: CaptureDraft,
  at: string,
  now: number,
): { request: CaptureInductionCompletionRequest } | { problems: CaptureProblem[] } {
  const problems: CaptureProblem[] = [];
  if (draft.firstName.trim() === '') problems.push('firstName');
  if (draft.lastName.trim() === '') problems.push('lastName');
  const completedAt = draft.completedAt === '' ? Number.NaN : new Date(draft.completedAt).getTime();
  if (!Number.isFinite(completedAt)) problems.push('completedAt');
  else if (completedAt > now) problems.push('future');
  if (problems.length > 0) return { problems };
  const optional = (name: 'email' | 'phoneNumber' | 'personalIdentificationNr') => {
    const value = draft[name].trim();
    return value === '' ? {} : { [name]: value };
  };
  return {
    request: {
      EntityHierarchy: at,
      inductionType: draft.inductionType,
      personType: draft.personType,
      completedAt,
      userDetails: {
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        ...optional('email'),
        ...optional('phoneNumber'),
        ...optional('personalIdentificationNr'),
      },
    },
  };
}
