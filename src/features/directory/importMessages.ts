import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RowIssue, SheetRow } from '../../../contract/directory/index.ts';
import type { ImportErrorCode } from '../../kit/index.ts';
import { FIELD_LABELS } from './directoryMessages.ts';
import type { SheetProblem } from './importSheet.ts';

type Translate = (descriptor: MessageDescriptor) => string;

/** The spec's sheet errors (spec/workers.md §5 "Sheet errors"). */
export function sheetProblemMessage(problem: SheetProblem): MessageDescriptor {
  switch (problem) {
    case 'OLD_VERSION':
      return msg`You seem to have an old version of the sheet, please download it again to continue.`;
    case 'NO_DATA':
      return msg`We could not seem to parse any data inside the imported sheet`;
    case 'EMPTY':
      return msg`The imported sheet seems to be empty.`;
  }
}

/**
 * A file the spreadsheet worker refused, in the spec's words where it has them; the limits
 * (size, rows, columns, time) keep the kit's message, which names the limit.
 */
export function readRefusalMessage(
  code: ImportErrorCode,
  sheetName: string,
): MessageDescriptor | null {
  switch (code) {
    case 'NOT_SPREADSHEET':
      return msg`Problem parsing input file.`;
    case 'SHEET_NOT_FOUND':
      return msg`The sheet named ${sheetName} could not be found in this document`;
    case 'NO_ENTRIES':
      return msg`The imported sheet seems to be empty.`;
    case 'UNKNOWN':
      return msg`We seem to have run into a problem while loading your sheet`;
    default:
      return null;
  }
}

/** The import's message of one issue of a row (spec §5 "Import messages"). */
export function importIssueMessage(issue: RowIssue, cells: SheetRow, t: Translate): string {
  const label = t(FIELD_LABELS[issue.field]);
  switch (issue.code) {
    case 'required':
      if (issue.field === 'firstName') return t(msg`The first name is required`);
      if (issue.field === 'lastName') return t(msg`The last name is required`);
      return t(msg`The field ${label} is required`);
    case 'tooLong':
      return t(msg`The field ${label} is too long`);
    case 'invalid': {
      if (issue.field === 'email') {
        const email = cells.email ?? '';
        return t(msg`The email (${email}) is not a valid format.`);
      }
      const phone = cells.phoneNumber ?? '';
      return t(msg`The phone number (${phone}) is not valid`);
    }
    case 'inUse': {
      if (issue.field === 'email') {
        const email = (cells.email ?? '').toLowerCase();
        return t(msg`The email (${email}) has been duplicated.`);
      }
      if (issue.field === 'phoneNumber') return t(msg`The phone number has been duplicated`);
      return t(msg`The field ${label} has been duplicated`);
    }
    case 'invalidEmail': {
      const email = issue.value;
      return (
        t(msg`Found a malformatted email`) +
        ': ' +
        t(msg`The email (${email}) is not a valid format.`)
      );
    }
    case 'duplicateEmail': {
      const email = issue.value;
      return `${t(msg`Duplicate emails found`)}: ${t(msg`The email (${email}) has been duplicated.`)}`;
    }
    case 'duplicateTag': {
      const tag = issue.value;
      return `${t(msg`Duplicate tags found`)}: ${t(msg`The tag (${tag}) has been duplicated.`)}`;
    }
    case 'tooMany':
      return t(msg`Too many values in ${label}`);
  }
}

/** The messages of a row's issues by field (the first of each), for its inline form. */
export function importIssuesByField(
  issues: readonly RowIssue[],
  cells: SheetRow,
  t: Translate,
): Partial<Record<RowIssue['field'], string>> {
  const byField: Partial<Record<RowIssue['field'], string>> = {};
  for (const issue of issues) byField[issue.field] ??= importIssueMessage(issue, cells, t);
  return byField;
}
