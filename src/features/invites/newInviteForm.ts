import {
  type CreateInvitesRequest,
  INVITE_LANGUAGES,
  INVITE_VISITOR_TYPES,
  type InviteVisitorInput,
  visitorPayload,
  withoutEmptyFields,
} from '../../../contract/index.ts';

/**
 * The new invite screen's rules as pure functions (spec/visitors.md §2 "New invite screen", §5):
 * the required event fields, the date and time of arrival and departure, the rows of a group
 * invite, and the payload (host and visitors, empty fields dropped).
 */

/** A host picked in the host search. */
export interface HostChoice {
  name: string;
  uniqueAttributeValue: string;
}

export interface InviteEventForm {
  arrivalDate: string;
  arrivalTime: string;
  departureDate: string;
  departureTime: string;
  visitorType: string;
  language: string;
  /** The invitation location: a location key of the selected subtree. */
  location: string;
  host: HostChoice | null;
  eventName: string;
}

export type EventField = keyof InviteEventForm;

/** Required fields of every invite (spec/visitors.md §5), in the order of the form. */
export const REQUIRED_EVENT_FIELDS = [
  'arrivalDate',
  'arrivalTime',
  'departureDate',
  'departureTime',
  'location',
  'host',
  'eventName',
] as const satisfies readonly EventField[];

export function missingEventFields(form: InviteEventForm): EventField[] {
  return REQUIRED_EVENT_FIELDS.filter((field) => {
    const value = form[field];
    return value === null || (typeof value === 'string' && value.trim() === '');
  });
}

/** `2026-11-25` and `14:30` in the device's time zone as epoch ms (null when incomplete). */
export function localDateTime(date: string, time: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const value = new Date(`${date}T${time}`).getTime();
  return Number.isNaN(value) ? null : value;
}

/** Whether the departure is at or before the arrival (both given). */
export function departsBeforeArrival(form: InviteEventForm): boolean {
  const arrival = localDateTime(form.arrivalDate, form.arrivalTime);
  const departure = localDateTime(form.departureDate, form.departureTime);
  return arrival !== null && departure !== null && departure <= arrival;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const timeText = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** A new form: arriving now (to the 5 minutes before), leaving two hours later. */
export function newEventForm(now: Date, location: string): InviteEventForm {
  const arrival = new Date(now);
  arrival.setMinutes(arrival.getMinutes() - (arrival.getMinutes() % 5), 0, 0);
  const departure = new Date(arrival.getTime() + 2 * 3_600_000);
  return {
    arrivalDate: dateText(arrival),
    arrivalTime: timeText(arrival),
    departureDate: dateText(departure),
    departureTime: timeText(departure),
    visitorType: 'VISITOR',
    language: 'en-GB',
    location,
    host: null,
    eventName: '',
  };
}

const GROUP_COLUMNS = ['firstName', 'lastName', 'email', 'phoneNumber', 'company'] as const;

/**
 * The visitors of a group invite typed or pasted one a line: first name, last name, email, mobile
 * number, company, separated by tabs (a spreadsheet's copy), commas or semicolons. Blank lines
 * are skipped; a first line that starts with "first name" is a header.
 */
export function parseGroupRows(text: string): InviteVisitorInput[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines[0] && /^\s*first\s*name/i.test(lines[0])) lines.shift();
  return lines.map((line) => {
    const cells = line.split(line.includes('\t') ? '\t' : /[,;]/).map((cell) => cell.trim());
    const visitor: InviteVisitorInput = {};
    GROUP_COLUMNS.forEach((column, index) => {
      const cell = cells[index];
      if (cell) visitor[column] = cell;
    });
    return visitor;
  });
}

/**
 * The upsertDashboardInvites body of a new invite: the host with what the visitors are invited
 * to, and each visitor, all without empty fields. Null when a date or time is incomplete or the
 * host is missing (the form refuses those first).
 */
export function createInvitePayload(
  form: InviteEventForm,
  visitors: readonly InviteVisitorInput[],
  locationLabel: string,
  timeZone: string,
): CreateInvitesRequest | null {
  const arrivalTime = localDateTime(form.arrivalDate, form.arrivalTime);
  const departureTime = localDateTime(form.departureDate, form.departureTime);
  if (arrivalTime === null || departureTime === null || form.host === null) return null;
  const visitorType = INVITE_VISITOR_TYPES.find((type) => type === form.visitorType);
  const language = INVITE_LANGUAGES.find((code) => code === form.language);
  const host: CreateInvitesRequest['host'] = {
    name: form.host.name.trim(),
    uniqueAttributeValue: form.host.uniqueAttributeValue.trim(),
    arrivalTime,
    departureTime,
    evtTimeZone: timeZone,
    location: locationLabel.trim(),
    eventName: form.eventName.trim(),
    ...withoutEmptyFields({ visitorType, language }),
  };
  return { EntityHierarchy: form.location, host, visitors: visitors.map(invitedVisitor) };
}

/** A visitor of the payload: its names always (the server refuses blank ones), the rest if given. */
function invitedVisitor(visitor: InviteVisitorInput): CreateInvitesRequest['visitors'][number] {
  const { firstName = '', lastName = '', ...rest } = visitorPayload(visitor);
  return { firstName, lastName, ...rest };
}
