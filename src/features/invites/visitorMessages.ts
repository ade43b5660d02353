import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VisitorProblem, VisitorRowResult } from '../../../contract/index.ts';

/** The message of each visitor problem (spec/visitors.md §5). */
export function visitorProblemMessage(
  i18n: I18n,
  problem: VisitorProblem,
  result?: VisitorRowResult,
) {
  switch (problem) {
    case 'firstNameBlank':
      return i18n._(msg`First name cannot be blank`);
    case 'lastNameBlank':
      return i18n._(msg`Last name cannot be blank`);
    case 'contactMissing':
      return i18n._(msg`Either an email or a mobile number is required`);
    case 'emailInvalid':
      return i18n._(msg`Email must look like name@example.com`);
    case 'phoneInvalid':
      return i18n._(msg`Mobile number must be in international format, e.g. +27821234567`);
    case 'emailDuplicate':
    case 'phoneDuplicate': {
      const rows = (result?.duplicateRows ?? []).join(', ');
      return i18n._(msg`Duplicate found in rows ${rows}`);
    }
  }
}
