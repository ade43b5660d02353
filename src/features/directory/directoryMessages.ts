import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type DirectoryField,
  type RowIssue,
  readRowIssues,
} from '../../../contract/directory/index.ts';

/** The field names the form's and the import's messages use. */
export const FIELD_LABELS: Record<DirectoryField, MessageDescriptor> = {
  firstName: msg`First name`,
  lastName: msg`Last name`,
  personalIdentificationNr: msg`Person ID`,
  alternatePersonalIdNr: msg`Alternate ID`,
  organizationIdValue: msg`Organization ID`,
  email: msg`Email`,
  phoneNumber: msg`Phone number`,
  lineManagers: msg`Line managers`,
  tags: msg`Tags`,
};

/** Lower-case field names inside a sentence ('The {field} is already in use'). */
const FIELD_NAMES: Record<DirectoryField, MessageDescriptor> = {
  firstName: msg`first name`,
  lastName: msg`last name`,
  personalIdentificationNr: msg`person ID`,
  alternatePersonalIdNr: msg`alternate ID`,
  organizationIdValue: msg`organization id`,
  email: msg`email`,
  phoneNumber: msg`phone number`,
  lineManagers: msg`line managers`,
  tags: msg`tags`,
};

type Translate = (descriptor: MessageDescriptor) => string;

/** The Add / Modify form's message of one issue (spec/workers.md §5 "Add/Modify form"). */
export function formMessage(issue: RowIssue, t: Translate): string {
  const field = t(FIELD_NAMES[issue.field]);
  const label = t(FIELD_LABELS[issue.field]);
  switch (issue.code) {
    case 'required':
      return issue.field === 'organizationIdValue'
        ? t(msg`The organization id is a required field`)
        : t(msg`${label} is required!`);
    case 'tooLong':
      return t(msg`The ${field} is too long`);
    case 'invalid':
      return issue.field === 'email'
        ? t(msg`The email is not a valid format (eg; ${'name@example.com'})`)
        : t(msg`The phone number is not valid`);
    case 'inUse':
      return issue.field === 'email'
        ? t(msg`This email is already in use.`)
        : t(msg`The ${field} is already in use`);
    case 'invalidEmail':
      return t(msg`One or more emails are not valid`);
    case 'duplicateEmail':
      return t(msg`Duplicate emails found`);
    case 'duplicateTag':
      return t(msg`Duplicate tags found`);
    case 'tooMany':
      return t(msg`Too many ${field}`);
  }
}

/** The first message of each field. */
export function formErrors(
  issues: readonly RowIssue[],
  t: Translate,
): Partial<Record<DirectoryField, string>> {
  const errors: Partial<Record<DirectoryField, string>> = {};
  for (const issue of issues) errors[issue.field] ??= formMessage(issue, t);
  return errors;
}

/** The spec's text of a refused add, edit or delete (spec/workers.md §8 "Directory"). */
export function refusalTitle(kind: 'add' | 'edit' | 'delete', t: Translate): string {
  if (kind === 'add') return t(msg`We were unable to add the employee`);
  if (kind === 'edit') return t(msg`We were unable to update the employee`);
  return t(msg`Failed to delete employee`);
}

/**
 * Why the server refused a change: the form's messages of the row rules it names (a clash that
 * arose meanwhile), else its own message.
 */
export function refusalReason(reason: string, t: Translate): string {
  const issues = readRowIssues(reason);
  if (issues.length > 0) return issues.map((issue) => formMessage(issue, t)).join(' ');
  return reason || t(msg`No reason given`);
}
