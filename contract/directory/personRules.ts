/**
 * The row rules of a directory person (spec/workers.md §3 "Directory person", §5 "Directory import
 * row is valid only if" and "Add/Modify form"): ONE normalisation and ONE check, used by the Add /
 * Modify form, the bulk import and the server, so an import never accepts a row the form would
 * refuse, nor the other way round (personRules.property.test.ts).
 *
 * The rules answer codes (`RowIssue`); each surface words them (the form's and the import's
 * messages of the spec differ: 'The {field} is already in use' against 'field duplicate').
 *
 * Decisions where the spec is silent:
 * - Uniqueness is per location and person type (flowId): the directory of one type is what an
 *   import updates or replaces, so a person ID may be used once per type at a location.
 * - A phone number is kept as digits with a leading '+' (spaces, dashes, dots and brackets
 *   dropped, a leading '00' read as '+'); a national number ('082 123 4567') is read in the
 *   location's country (`phoneCountry`, contract/phoneNumbers.ts internationalPhoneNumber), so it
 *   gets that country's calling code; it is valid with 7 to 15 digits, the first not 0 (E.164).
 * - Length limits (what the server stores): names and IDs 100 characters, email 320, 50 tags of
 *   50 characters, 20 line managers.
 */

import { DEFAULT_PHONE_COUNTRY, internationalPhoneNumber } from '../phoneNumbers.ts';
import { DIRECTORY_FIELDS, type DirectoryField } from './fields.ts';

export { DIRECTORY_FIELDS, type DirectoryField };

/** Fields that must be unique within the directory of a type. */
export const UNIQUE_ID_FIELDS = [
  'personalIdentificationNr',
  'alternatePersonalIdNr',
  'organizationIdValue',
] as const;
export const UNIQUE_CONTACT_FIELDS = ['email', 'phoneNumber'] as const;
type UniqueField = (typeof UNIQUE_ID_FIELDS)[number] | (typeof UNIQUE_CONTACT_FIELDS)[number];
const UNIQUE_FIELDS: readonly UniqueField[] = [...UNIQUE_ID_FIELDS, ...UNIQUE_CONTACT_FIELDS];

/** ID fields: not editable once the person exists (spec "ID fields are not editable when editing"). */
export const ID_FIELDS = ['personalIdentificationNr', 'alternatePersonalIdNr'] as const;

export const MAX_NAME_LENGTH = 100;
export const MAX_ID_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 320;
export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 50;
export const MAX_LINE_MANAGERS = 20;

/** A person's fields after normalisation (the stored shape, without key and flow type). */
export interface DirectoryPersonFields {
  firstName: string;
  lastName: string;
  personalIdentificationNr: string;
  alternatePersonalIdNr: string;
  organizationIdValue: string;
  email: string;
  phoneNumber: string;
  lineManagers: string[];
  tags: string[];
}

/** Raw input of either surface: text fields as typed, lists already split. */
export type RawDirectoryPerson = {
  [K in DirectoryField]?: K extends 'lineManagers' | 'tags' ? readonly string[] : string;
};

export interface DirectoryRowOptions {
  alternateIdEnabled: boolean;
  lineManagersEnabled: boolean;
  tagsEnabled: boolean;
  /** The person type allows several people with the same email or phone. */
  duplicateContactsAllowed: boolean;
  /**
   * The country national phone numbers are read in (two letters): the location's country, else
   * the country lookup's; ZA when absent (spec/workers.md §9 "Phone country default ZA").
   */
  phoneCountry?: string;
}

export type RowIssue =
  | { field: DirectoryField; code: 'required' }
  | { field: DirectoryField; code: 'tooLong' }
  | { field: 'email' | 'phoneNumber'; code: 'invalid' }
  | { field: UniqueField; code: 'inUse' }
  | { field: 'lineManagers'; code: 'invalidEmail'; value: string }
  | { field: 'lineManagers'; code: 'duplicateEmail'; value: string }
  | { field: 'lineManagers'; code: 'tooMany' }
  | { field: 'tags'; code: 'duplicateTag'; value: string }
  | { field: 'tags'; code: 'tooMany' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;
const PHONE = /^\+[1-9]\d{6,14}$/;

export const isValidEmail = (value: string) =>
  value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
export const isValidPhone = (value: string) => PHONE.test(value);

const upper = (value: string | undefined) => (value ?? '').trim().toUpperCase();
/** Emails: lower-cased, no spaces (spec §3). */
export const normaliseEmail = (value: string | undefined) =>
  (value ?? '').replace(/\s+/g, '').toLowerCase();

/** Phone: digits with a leading '+' (spec §3), a national number read in `country`. */
export function normalisePersonPhone(
  value: string | undefined,
  country: string = DEFAULT_PHONE_COUNTRY,
): string {
  return internationalPhoneNumber(value ?? '', country);
}

/** Tags of the import: separated by comma, semicolon or pipe (spec §5). */
export const IMPORT_TAG_SEPARATORS = /[,;|]/;
/** Tags of the form: separated by comma or semicolon (spec §5 "Add/Modify form"). */
export const FORM_TAG_SEPARATORS = /[,;]/;

/** Splits a list cell; blanks dropped, order kept (duplicates kept: the check reports them). */
export function splitList(value: string | undefined, separators: RegExp): string[] {
  return (value ?? '')
    .split(separators)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * The stored shape of raw input: trimmed, IDs and tags upper-cased, emails lower-cased, the phone
 * international (national numbers read in `phoneCountry`).
 */
export function normalisePerson(
  raw: RawDirectoryPerson,
  phoneCountry: string = DEFAULT_PHONE_COUNTRY,
): DirectoryPersonFields {
  return {
    firstName: (raw.firstName ?? '').trim(),
    lastName: (raw.lastName ?? '').trim(),
    personalIdentificationNr: upper(raw.personalIdentificationNr),
    alternatePersonalIdNr: upper(raw.alternatePersonalIdNr),
    organizationIdValue: upper(raw.organizationIdValue),
    email: normaliseEmail(raw.email),
    phoneNumber: normalisePersonPhone(raw.phoneNumber, phoneCountry),
    lineManagers: (raw.lineManagers ?? []).map(normaliseEmail).filter((v) => v !== ''),
    tags: (raw.tags ?? []).map((tag) => upper(tag)).filter((v) => v !== ''),
  };
}

/**
 * Values of the people a row must not clash with, by field, with the owner of each value. An
 * owner is a ProfileId of the stored directory or a row of the sheet being imported.
 */
export class DirectoryIndex {
  private readonly owners = new Map<UniqueField, Map<string, string>>();
  private readonly valuesOf = new Map<string, [UniqueField, string][]>();

  constructor(people: Iterable<{ owner: string; person: Partial<DirectoryPersonFields> }> = []) {
    for (const { owner, person } of people) this.add(owner, person);
  }

  add(owner: string, person: Partial<DirectoryPersonFields>): void {
    this.remove(owner);
    const held: [UniqueField, string][] = [];
    for (const field of UNIQUE_FIELDS) {
      const value = person[field];
      if (typeof value !== 'string' || value === '') continue;
      const byValue = this.owners.get(field) ?? new Map<string, string>();
      this.owners.set(field, byValue);
      if (!byValue.has(value)) {
        byValue.set(value, owner);
        held.push([field, value]);
      }
    }
    this.valuesOf.set(owner, held);
  }

  /** Forgets an owner's values (an import row that updates a stored person replaces them). */
  remove(owner: string): void {
    for (const [field, value] of this.valuesOf.get(owner) ?? [])
      this.owners.get(field)?.delete(value);
    this.valuesOf.delete(owner);
  }

  /** The owner holding `value` of `field`, if any. */
  ownerOf(field: UniqueField, value: string): string | undefined {
    return this.owners.get(field)?.get(value);
  }
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

const LENGTH_LIMITS: readonly [
  (
    | 'firstName'
    | 'lastName'
    | 'personalIdentificationNr'
    | 'alternatePersonalIdNr'
    | 'organizationIdValue'
  ),
  number,
][] = [
  ['firstName', MAX_NAME_LENGTH],
  ['lastName', MAX_NAME_LENGTH],
  ['personalIdentificationNr', MAX_ID_LENGTH],
  ['alternatePersonalIdNr', MAX_ID_LENGTH],
  ['organizationIdValue', MAX_ID_LENGTH],
];

interface FieldsToCheck {
  required: readonly DirectoryField[];
  unique: readonly UniqueField[];
}

/** The required and unique fields of a set of options, worked out once per combination. */
const fieldsByOptions = new Map<string, FieldsToCheck>();
function fieldsToCheck(options: DirectoryRowOptions): FieldsToCheck {
  const key = `${options.alternateIdEnabled}|${options.duplicateContactsAllowed}`;
  let fields = fieldsByOptions.get(key);
  if (!fields) {
    fields = {
      required: [
        'firstName',
        'lastName',
        'personalIdentificationNr',
        ...(options.alternateIdEnabled ? (['alternatePersonalIdNr'] as const) : []),
        'organizationIdValue',
      ],
      unique: [
        ...UNIQUE_ID_FIELDS.filter(
          (field) => field !== 'alternatePersonalIdNr' || options.alternateIdEnabled,
        ),
        ...(options.duplicateContactsAllowed ? [] : UNIQUE_CONTACT_FIELDS),
      ],
    };
    fieldsByOptions.set(key, fields);
  }
  return fields;
}

/**
 * Every issue of one person (normalised) against the other people of its type. `self` is the
 * owner the person already is in `others` (the person being edited, or the stored person an
 * import row updates): its own values are no clash. Empty when the row is valid.
 */
export function checkPerson(
  person: DirectoryPersonFields,
  options: DirectoryRowOptions,
  others: DirectoryIndex,
  self?: string,
): RowIssue[] {
  const issues: RowIssue[] = [];
  const fields = fieldsToCheck(options);
  for (const field of fields.required) {
    if (person[field] === '') issues.push({ field, code: 'required' });
  }
  for (const [field, max] of LENGTH_LIMITS) {
    if (person[field].length > max) issues.push({ field, code: 'tooLong' });
  }
  if (person.email !== '' && !isValidEmail(person.email)) {
    issues.push({ field: 'email', code: 'invalid' });
  }
  if (person.phoneNumber !== '' && !isValidPhone(person.phoneNumber)) {
    issues.push({ field: 'phoneNumber', code: 'invalid' });
  }
  if (options.lineManagersEnabled) {
    if (person.lineManagers.length > MAX_LINE_MANAGERS) {
      issues.push({ field: 'lineManagers', code: 'tooMany' });
    }
    for (const value of new Set(person.lineManagers)) {
      if (!isValidEmail(value)) issues.push({ field: 'lineManagers', code: 'invalidEmail', value });
    }
    for (const value of duplicates(person.lineManagers)) {
      issues.push({ field: 'lineManagers', code: 'duplicateEmail', value });
    }
  }
  if (options.tagsEnabled) {
    if (person.tags.length > MAX_TAGS || person.tags.some((tag) => tag.length > MAX_TAG_LENGTH)) {
      issues.push({ field: 'tags', code: 'tooMany' });
    }
    for (const value of duplicates(person.tags))
      issues.push({ field: 'tags', code: 'duplicateTag', value });
  }
  for (const field of fields.unique) {
    const value = person[field];
    if (value === '' || (issues.length > 0 && issues.some((issue) => issue.field === field))) {
      continue;
    }
    const owner = others.ownerOf(field, value);
    if (owner !== undefined && owner !== self) issues.push({ field, code: 'inUse' });
  }
  return issues;
}

/** The person as stored: optional fields left out when empty or switched off. */
export function storedFields(
  person: DirectoryPersonFields,
  options: DirectoryRowOptions,
): Partial<DirectoryPersonFields> {
  const stored: Partial<DirectoryPersonFields> = {
    firstName: person.firstName,
    lastName: person.lastName,
    personalIdentificationNr: person.personalIdentificationNr,
    organizationIdValue: person.organizationIdValue,
  };
  if (options.alternateIdEnabled && person.alternatePersonalIdNr !== '') {
    stored.alternatePersonalIdNr = person.alternatePersonalIdNr;
  }
  if (person.email !== '') stored.email = person.email;
  if (person.phoneNumber !== '') stored.phoneNumber = person.phoneNumber;
  if (options.lineManagersEnabled && person.lineManagers.length > 0) {
    stored.lineManagers = person.lineManagers;
  }
  if (options.tagsEnabled && person.tags.length > 0) stored.tags = person.tags;
  return stored;
}

/**
 * A row's issues as the server words them in a DIRECTORY_ROWS_INVALID refusal ('email inUse,
 * tags duplicateTag (A)'); readRowIssues reads them back, so a form whose save the server
 * refused can show each issue on its field.
 */
export function describeRowIssues(issues: readonly RowIssue[]): string {
  return issues
    .map((issue) => `${issue.field} ${issue.code}${'value' in issue ? ` (${issue.value})` : ''}`)
    .join(', ');
}

const ISSUE_TEXT = /^(\w+) (\w+)(?: \((.*)\))?$/;
const ISSUE_CODES = new Set<string>([
  'required',
  'tooLong',
  'invalid',
  'inUse',
  'invalidEmail',
  'duplicateEmail',
  'tooMany',
  'duplicateTag',
]);

/**
 * The issues of row `row` in a refusal's message ('operations.upserts 0: email inUse; 2: …'),
 * empty when the message names none of that row (another refusal, or another wording).
 */
export function readRowIssues(message: string, row = 0): RowIssue[] {
  const body = /^operations\.\w+ (.*)$/.exec(message)?.[1];
  if (!body) return [];
  for (const part of body.split('; ')) {
    const [index, text] = [part.slice(0, part.indexOf(': ')), part.slice(part.indexOf(': ') + 2)];
    if (index !== String(row)) continue;
    const issues: RowIssue[] = [];
    for (const item of text.split(', ')) {
      const match = ISSUE_TEXT.exec(item);
      const field = match?.[1] as DirectoryField | undefined;
      if (!match || !field || !DIRECTORY_FIELDS.includes(field) || !ISSUE_CODES.has(match[2]!))
        continue;
      issues.push({
        field,
        code: match[2],
        ...(match[3] === undefined ? {} : { value: match[3] }),
      } as RowIssue);
    }
    return issues;
  }
  return [];
}
