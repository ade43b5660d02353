import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkerLogRecord } from '../../../../contract/workerCorrections.ts';
import { fromLocalInput, toLocalInput } from './localTime.ts';

/** The corrections a shift pair offers (spec/workers.md §4). */
export type CorrectionKind =
  | 'convert'
  | 'adjustIn'
  | 'adjustOut'
  | 'createOut'
  | 'createPair'
  | 'comment';

export interface PairEvents {
  clockIn?: WorkerLogRecord | undefined;
  clockOut?: WorkerLogRecord | undefined;
}

/** What the form holds: up to two times (input values) and the comment. */
export interface CorrectionValues {
  first: string;
  second: string;
  comment: string;
}

export interface CorrectionErrors {
  first?: MessageDescriptor;
  second?: MessageDescriptor;
  comment?: MessageDescriptor;
}

/** Which corrections fit a pair: converting and creating a clock-out need an open clock-in. */
export function correctionsFor(pair: PairEvents): CorrectionKind[] {
  const open = pair.clockIn !== undefined && pair.clockOut === undefined;
  const kinds: CorrectionKind[] = [];
  if (open) kinds.push('convert');
  if (pair.clockIn) kinds.push('adjustIn');
  if (pair.clockOut) kinds.push('adjustOut');
  if (open) kinds.push('createOut');
  kinds.push('createPair', 'comment');
  return kinds;
}

const HOUR = 3_600_000;

/** The form's first values: the event's own time to adjust, a shift's usual length to create. */
export function initialValues(kind: CorrectionKind, pair: PairEvents): CorrectionValues {
  const inAt = pair.clockIn?.evtTimeStamp;
  const outAt = pair.clockOut?.evtTimeStamp;
  switch (kind) {
    case 'adjustIn':
      return { first: toLocalInput(inAt), second: '', comment: '' };
    case 'adjustOut':
      return { first: toLocalInput(outAt), second: '', comment: '' };
    case 'createOut':
      return {
        first: toLocalInput(inAt === undefined ? undefined : inAt + 8 * HOUR),
        second: '',
        comment: '',
      };
    case 'createPair': {
      const base = inAt ?? outAt ?? Date.now();
      return {
        first: toLocalInput(base - 24 * HOUR),
        second: toLocalInput(base - 16 * HOUR),
        comment: '',
      };
    }
    default:
      return { first: '', second: '', comment: '' };
  }
}

const needsTime = msg`Enter a date and time`;
const outAfterIn = msg`The clock-out must be after the clock-in`;

/** The form's errors (empty when it may be submitted). */
export function validateCorrection(
  kind: CorrectionKind,
  pair: PairEvents,
  values: CorrectionValues,
): CorrectionErrors {
  const errors: CorrectionErrors = {};
  if (values.comment.trim() === '') errors.comment = msg`A comment is required`;
  if (kind === 'convert' || kind === 'comment') return errors;
  const first = fromLocalInput(values.first);
  if (first === null) {
    errors.first = needsTime;
    return errors;
  }
  if (kind === 'adjustIn' || kind === 'adjustOut') {
    const current = (kind === 'adjustIn' ? pair.clockIn : pair.clockOut)?.evtTimeStamp;
    if (current !== undefined && toLocalInput(current) === values.first) {
      errors.first = msg`Choose a time other than the current one`;
    } else if (kind === 'adjustIn' && pair.clockOut && first >= pair.clockOut.evtTimeStamp) {
      // The pair stays a pair: its clock-in before its clock-out.
      errors.first = msg`The clock-in must be before the clock-out`;
    } else if (kind === 'adjustOut' && pair.clockIn && first <= pair.clockIn.evtTimeStamp) {
      errors.first = outAfterIn;
    }
  }
  if (kind === 'createOut' && pair.clockIn && first <= pair.clockIn.evtTimeStamp) {
    errors.first = outAfterIn;
  }
  if (kind === 'createPair') {
    const second = fromLocalInput(values.second);
    if (second === null) errors.second = needsTime;
    else if (second <= first) errors.second = outAfterIn;
  }
  return errors;
}

export const hasErrors = (errors: CorrectionErrors) => Object.keys(errors).length > 0;
