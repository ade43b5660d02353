import { byDirectoryField, fieldText } from './fields.ts';
import {
  checkPerson,
  DirectoryIndex,
  type DirectoryField,
  type DirectoryPersonFields,
  type DirectoryRowOptions,
  FORM_TAG_SEPARATORS,
  IMPORT_TAG_SEPARATORS,
  normalisePerson,
  type RawDirectoryPerson,
  type RowIssue,
  splitList,
} from './personRules.ts';

/**
 * The two surfaces of the row rules (personRules.ts): a sheet row of the bulk import and the
 * values of the Add / Modify form. Both turn their input into the same raw person and run the
 * same check against the same directory.
 */

/** A person of the stored directory of one type, as the rules need it. */
export interface StoredPerson extends Partial<DirectoryPersonFields> {
  ProfileId: string;
}

/** The cells of one sheet row, by field (text as read). */
export type SheetRow = Partial<Record<keyof DirectoryPersonFields, string>>;

/** The form's values: every field as text (tags as typed) but the line managers, a list. */
export type FormValues = Omit<Record<DirectoryField, string>, 'lineManagers'> & {
  lineManagers: readonly string[];
};

export function rawFromSheet(row: SheetRow): RawDirectoryPerson {
  return {
    ...row,
    lineManagers: splitList(row.lineManagers, IMPORT_TAG_SEPARATORS),
    tags: splitList(row.tags, IMPORT_TAG_SEPARATORS),
  };
}

export function rawFromForm(values: FormValues): RawDirectoryPerson {
  return {
    ...values,
    lineManagers: values.lineManagers,
    tags: splitList(values.tags, FORM_TAG_SEPARATORS),
  };
}

export function indexOf(people: readonly StoredPerson[]): DirectoryIndex {
  return new DirectoryIndex(people.map((person) => ({ owner: person.ProfileId, person })));
}

/** The stored person with this person ID, if any (an import row naming it updates it). */
export function personWithId(
  people: readonly StoredPerson[],
  personalIdentificationNr: string,
): StoredPerson | undefined {
  return people.find((person) => person.personalIdentificationNr === personalIdentificationNr);
}

export interface FormCheck {
  person: DirectoryPersonFields;
  issues: RowIssue[];
}

/**
 * The form's check: against the other people of the type (`others`, the directory of the type
 * with or without the person being edited), `editing` the ProfileId of the person being edited.
 */
export function checkForm(
  values: FormValues,
  options: DirectoryRowOptions,
  others: DirectoryIndex,
  editing?: string,
): FormCheck {
  const person = normalisePerson(rawFromForm(values), options.phoneCountry);
  return { person, issues: checkPerson(person, options, others, editing) };
}

export type UploadMethod = 'update' | 'replace';
export const UPLOAD_METHODS: readonly UploadMethod[] = ['update', 'replace'];

export interface ValidImportRow {
  /** The sheet's row number (1-based, as a spreadsheet shows it). */
  rowNumber: number;
  person: DirectoryPersonFields;
  /** The stored person this row updates (Update Directory and the same person ID). */
  previous?: StoredPerson;
}

export interface InvalidImportRow {
  rowNumber: number;
  cells: SheetRow;
  issues: RowIssue[];
}

export interface ImportCheck {
  valid: ValidImportRow[];
  invalid: InvalidImportRow[];
}

/**
 * The import's check of a whole sheet (spec §4 "Directory import flow", §5): each row against
 * the stored directory of the type (none when replacing it: the server replaces it whole) and the valid
 * rows above it. A row whose person ID is a stored person's updates that person; its own old
 * values are then no clash, and its new values are what later rows must not repeat.
 */
export function checkImport(
  rows: readonly { rowNumber: number; cells: SheetRow }[],
  options: DirectoryRowOptions,
  stored: readonly StoredPerson[],
  method: UploadMethod,
): ImportCheck {
  const existing = method === 'update' ? stored : [];
  const byId = new Map(existing.map((person) => [person.personalIdentificationNr, person]));
  const index = indexOf(existing);
  const result: ImportCheck = { valid: [], invalid: [] };
  for (const { rowNumber, cells } of rows) {
    const person = normalisePerson(rawFromSheet(cells), options.phoneCountry);
    const previous = byId.get(person.personalIdentificationNr);
    const issues = checkPerson(person, options, index, previous?.ProfileId);
    if (issues.length > 0) {
      result.invalid.push({ rowNumber, cells, issues });
      continue;
    }
    if (previous) index.remove(previous.ProfileId);
    index.add(`row:${rowNumber}`, person);
    result.valid.push({ rowNumber, person, ...(previous ? { previous } : {}) });
  }
  return result;
}

/** Cells of a person (for a fixed row put back through the check, and the CSV of invalid rows). */
export function cellsOf(person: Partial<DirectoryPersonFields>): Required<SheetRow> {
  return byDirectoryField((field) => fieldText(person[field], ', '));
}
