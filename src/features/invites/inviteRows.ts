import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type InviteRecord,
  inviteSearchString,
  type RegistrationState,
  registrationState,
} from '../../../contract/index.ts';
import type { FamilyRecord } from '../../kit/index.ts';

/** An invite as the local database holds it. */
export type InviteRow = FamilyRecord<'invites'>;
export type { InviteRecord };

/** The registration states' labels (spec/visitors.md §9): Not Sent, Sent, Registered. */
export const REGISTRATION_LABELS: Record<RegistrationState, MessageDescriptor> = {
  NOT_SENT: msg`Not Sent`,
  SENT: msg`Sent`,
  REGISTERED: msg`Registered`,
};

export const REGISTRATION_COLORS: Record<RegistrationState, string> = {
  NOT_SENT: 'gray',
  SENT: 'blue',
  REGISTERED: 'green',
};

export { registrationState };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The visitor's name: the registered name, else first and last name, else the email or number. */
export function inviteName(invite: InviteRow): string {
  const registered = text(invite.registeredProfileName);
  if (registered) return registered;
  const name = [text(invite.firstName), text(invite.lastName)].filter(Boolean).join(' ');
  return name || text(invite.email) || text(invite.phoneNumber) || invite.EventUidEmail;
}

/** The host's name (first host, else the organizer). */
export function inviteHostName(invite: InviteRow): string {
  return nameIn(invite.firstHostFullDetails) || nameIn(invite.organizerInformation);
}

/** The `name` of a details object, '' when there is none. */
function nameIn(details: unknown): string {
  return typeof details === 'object' && details !== null && 'name' in details
    ? text(details.name)
    : '';
}

/** Whether the invite matches a search (its searchString, or one built from its fields). */
export function matchesInviteSearch(invite: InviteRow, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  const haystack = text(invite.searchString) || inviteSearchString(invite);
  return haystack.toLowerCase().includes(wanted);
}

/** The invite log's order: expected arrival first to last, ties by key. */
export function compareInvites(a: InviteRow, b: InviteRow): number {
  return a.arrivalTime - b.arrivalTime || a.EventUidEmail.localeCompare(b.EventUidEmail);
}
