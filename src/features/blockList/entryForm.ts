import { localDay, nextDay, startOfLocalDay } from '../../../contract/analytics/zonedTime.ts';
import {
  type BlockListEntry,
  type BlockListProcessorRequest,
  blockListProcessorRequest,
} from '../../../contract/blockList/schemas.ts';

/** What the entry form holds, as typed. */
export interface EntryFormValues {
  location: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  company: string;
  reason: string;
  /** The last day the entry applies ('YYYY-MM-DD' at the location); '' for no expiry. */
  lastDay: string;
}

export type EntryField = keyof EntryFormValues;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** expiresAt is the first millisecond the entry no longer applies: the day after the last. */
export function expiresAtOf(lastDay: string, zone: string): number | null {
  if (lastDay === '') return null;
  return DAY.test(lastDay) ? startOfLocalDay(nextDay(lastDay), zone) : Number.NaN;
}

/** The last day an entry applies, at `zone` ('' for none). */
export function lastDayOf(expiresAt: number | null, zone: string): string {
  return expiresAt === null ? '' : localDay(expiresAt - 1, zone);
}

export function initialEntryValues(
  location: string,
  entry: BlockListEntry | undefined,
  zone: string,
): EntryFormValues {
  return {
    location: entry?.EntityHierarchy ?? location,
    firstName: entry?.firstName ?? '',
    lastName: entry?.lastName ?? '',
    email: entry?.email ?? '',
    phoneNumber: entry?.phoneNumber ?? '',
    company: entry?.company ?? '',
    reason: entry?.reason ?? '',
    lastDay: entry ? lastDayOf(entry.expiresAt, zone) : '',
  };
}

type OptionalField = 'email' | 'phoneNumber' | 'company';

/** An optional field as sent: left out when empty. */
function optional(values: EntryFormValues, name: OptionalField): { [F in OptionalField]?: string } {
  const value = values[name].trim();
  return value === '' ? {} : { [name]: value };
}

/** The request the form sends: an edit names the entry and the lmt it was listed with. */
export function entryRequest(
  values: EntryFormValues,
  zone: string,
  entry?: BlockListEntry,
): BlockListProcessorRequest {
  const content = {
    EntityHierarchy: values.location,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...optional(values, 'email'),
    ...optional(values, 'phoneNumber'),
    ...optional(values, 'company'),
    reason: values.reason.trim(),
    expiresAt: expiresAtOf(values.lastDay, zone),
  };
  return entry
    ? { operation: 'editEntry', entry: { ...content, entryId: entry.entryId, lmt: entry.lmt } }
    : { operation: 'addEntry', entry: content };
}

/** The form's field of each member of the request's entry. */
const FIELD_OF: Partial<Record<string, EntryField>> = {
  EntityHierarchy: 'location',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phoneNumber: 'phoneNumber',
  company: 'company',
  reason: 'reason',
  expiresAt: 'lastDay',
};

/** The fields the contract refuses, checked as the server will (empty: the request may go). */
export function entryProblems(request: BlockListProcessorRequest): Set<EntryField> {
  const checked = blockListProcessorRequest.safeParse(request);
  const fields = new Set<EntryField>();
  if (checked.success) return fields;
  for (const issue of checked.error.issues) {
    const field = FIELD_OF[String(issue.path[1])];
    if (field) fields.add(field);
  }
  return fields;
}
