/**
 * The invite rules that need no schema (spec/visitors.md §3 "Invite record", §4, §5): registration
 * state, the visitor checks of a single or group invite (with the row numbers of duplicates), and
 * the creation payload without its empty fields. Pure and shared: the new invite screen shows
 * these results, the server refuses by the same rules.
 */

/** Registration states of an invite (spec/visitors.md §4, §9): Not Sent, Sent, Registered. */
export const REGISTRATION_STATES = ['NOT_SENT', 'SENT', 'REGISTERED'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

type Fields = Record<string, unknown>;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Registered once the visitor completed pre-registration (a registered profile name is set);
 * Sent once the invitation went out (`inviteSentTimestamp`, set when it is created with an email
 * or mobile number and on every resend); Not Sent otherwise.
 */
export function registrationState(invite: Fields): RegistrationState {
  if (
    filled(invite.registeredProfileName) ||
    filled(invite.registeredProfileFirstName) ||
    filled(invite.registeredProfileLastName)
  ) {
    return 'REGISTERED';
  }
  return typeof invite.inviteSentTimestamp === 'number' ? 'SENT' : 'NOT_SENT';
}

/** One visitor of an invite as typed (single invite) or read from a row (group invite). */
export interface InviteVisitorInput {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phoneNumber?: string | undefined;
  company?: string | undefined;
}

/** What can be wrong with one visitor (the screen turns each into its message). */
export type VisitorProblem =
  | 'firstNameBlank'
  | 'lastNameBlank'
  | 'contactMissing'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'emailDuplicate'
  | 'phoneDuplicate';

const EMAIL = /^[^\s@"'<>(),;:\\[\]]+@[^\s@"'<>(),;:\\[\]]+\.[A-Za-z]{2,}$/;
/** International format (E.164): '+', the country code and number, 8 to 15 digits. */
const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/;

export function isEmail(value: string): boolean {
  return value.length <= 320 && EMAIL.test(value);
}

/** The number without the spaces, dashes, dots and brackets people type. */
export function compactPhoneNumber(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

export function isInternationalPhone(value: string): boolean {
  return INTERNATIONAL_PHONE.test(compactPhoneNumber(value));
}

/** The problems of one visitor on its own (duplicates are found across rows: checkVisitorRows). */
export function visitorProblems(visitor: InviteVisitorInput): VisitorProblem[] {
  const problems: VisitorProblem[] = [];
  if (!filled(visitor.firstName)) problems.push('firstNameBlank');
  if (!filled(visitor.lastName)) problems.push('lastNameBlank');
  const email = visitor.email?.trim() ?? '';
  const phone = visitor.phoneNumber?.trim() ?? '';
  if (email === '' && phone === '') problems.push('contactMissing');
  if (email !== '' && !isEmail(email)) problems.push('emailInvalid');
  if (phone !== '' && !isInternationalPhone(phone)) problems.push('phoneInvalid');
  return problems;
}

/** A visitor row with its problems; `row` counts from 1, as the user sees the rows. */
export interface VisitorRowResult {
  row: number;
  visitor: InviteVisitorInput;
  problems: VisitorProblem[];
  /** For an emailDuplicate or phoneDuplicate: every row with the same contact, this one included. */
  duplicateRows?: number[];
}

/** The same email in several rows (compared without case and surrounding spaces). */
export interface DuplicateEmail {
  email: string;
  rows: number[];
}

/** The same mobile number in several rows without an email (compared without spaces or dashes). */
export interface DuplicatePhone {
  phoneNumber: string;
  rows: number[];
}

export interface VisitorRowsCheck {
  /** Rows with no problem: these are invited. */
  valid: VisitorRowResult[];
  /** Rows left out, each with why. */
  invalid: VisitorRowResult[];
  duplicateEmails: DuplicateEmail[];
  duplicatePhones: DuplicatePhone[];
}

/**
 * Checks the visitors of a group invite. An invite is keyed by its visitor's email, else (no
 * email) by the mobile number, so one event cannot invite the same contact twice: a duplicate
 * email, or a duplicate number among the visitors without an email, is reported with all its row
 * numbers; the first row keeps the invite and the later ones are left out. The same number on two
 * visitors who each have an email is allowed (an assistant's phone). Invalid rows are left out;
 * the rest are invited.
 */
export function checkVisitorRows(rows: readonly InviteVisitorInput[]): VisitorRowsCheck {
  const rowsByEmail = new Map<string, number[]>();
  const rowsByPhone = new Map<string, number[]>();
  const add = (rowsBy: Map<string, number[]>, key: string, row: number) =>
    rowsBy.set(key, [...(rowsBy.get(key) ?? []), row]);
  rows.forEach((visitor, index) => {
    const email = emailKey(visitor);
    if (email !== '') add(rowsByEmail, email, index + 1);
    else if (phoneKey(visitor) !== '') add(rowsByPhone, phoneKey(visitor), index + 1);
  });
  const repeated = (rowsBy: Map<string, number[]>) =>
    [...rowsBy].filter(([, found]) => found.length > 1);
  const duplicateEmails = repeated(rowsByEmail).map(([email, found]) => ({ email, rows: found }));
  const duplicatePhones = repeated(rowsByPhone).map(([phoneNumber, found]) => ({
    phoneNumber,
    rows: found,
  }));
  const results = rows.map((visitor, index): VisitorRowResult => {
    const row = index + 1;
    const problems = visitorProblems(visitor);
    const email = emailKey(visitor);
    const [same, problem]: [number[] | undefined, VisitorProblem] =
      email !== ''
        ? [rowsByEmail.get(email), 'emailDuplicate']
        : [rowsByPhone.get(phoneKey(visitor)), 'phoneDuplicate'];
    if (same && same.length > 1 && same[0] !== row) {
      return { row, visitor, problems: [...problems, problem], duplicateRows: same };
    }
    return { row, visitor, problems };
  });
  return {
    valid: results.filter((result) => result.problems.length === 0),
    invalid: results.filter((result) => result.problems.length > 0),
    duplicateEmails,
    duplicatePhones,
  };
}

const emailKey = (visitor: InviteVisitorInput) => visitor.email?.trim().toLowerCase() ?? '';
const phoneKey = (visitor: InviteVisitorInput) => compactPhoneNumber(visitor.phoneNumber ?? '');

/** Whether a value is kept in a payload: not undefined, null, blank text or an empty list. */
function isKept(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The fields of `fields` without the empty or zero-length ones (spec/visitors.md §3: they are
 * dropped from the host and each visitor of an invite); text is trimmed.
 */
export function withoutEmptyFields<T extends Fields>(fields: T): Partial<T> {
  const kept: Fields = {};
  for (const [name, value] of Object.entries(fields)) {
    if (isKept(value)) kept[name] = typeof value === 'string' ? value.trim() : value;
  }
  return kept as Partial<T>;
}

/** A visitor as an invite payload carries it: no empty fields, the phone number normalised. */
export function visitorPayload(visitor: InviteVisitorInput): InviteVisitorInput {
  const compact = withoutEmptyFields({ ...visitor });
  if (compact.phoneNumber !== undefined)
    compact.phoneNumber = compactPhoneNumber(compact.phoneNumber);
  return compact;
}

/** A location the invite form left unset (spec/visitors.md §3: not part of the search text). */
export const LOCATION_NOT_SPECIFIED = 'not specified';

/**
 * The text an invite is searched by (spec/visitors.md §3): host details, organizer, profile
 * names, email, phone, company, ID, dietary requirements, the event and the location unless it
 * is 'not specified'; lower-cased, recomputed on every arrival change.
 */
export function inviteSearchString(invite: Fields): string {
  const host = (invite.firstHostFullDetails ?? {}) as Fields;
  const organizer = (invite.organizerInformation ?? {}) as Fields;
  const location =
    typeof invite.location === 'string' &&
    invite.location.trim().toLowerCase() !== LOCATION_NOT_SPECIFIED
      ? invite.location
      : undefined;
  return [
    invite.firstName,
    invite.lastName,
    invite.registeredProfileName,
    invite.registeredProfileFirstName,
    invite.registeredProfileLastName,
    invite.email,
    invite.phoneNumber,
    invite.company,
    invite.personalIdentificationNr,
    invite.dietaryRequirements,
    invite.eventName,
    location,
    host.name,
    host.email,
    host.uniqueAttributeValue,
    organizer.name,
    organizer.email,
  ]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ')
    .toLowerCase();
}
