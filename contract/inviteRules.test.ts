import { describe, expect, test } from 'vitest';
import {
  checkVisitorRows,
  inviteSearchString,
  registrationState,
  visitorPayload,
  visitorProblems,
  withoutEmptyFields,
} from './inviteRules.ts';
import { arrivalRefusal, markInviteArrived, unmarkInviteArrived } from './transitions/invites.ts';

describe('registrationState', () => {
  test('Registered with a registered profile name, Sent once sent, Not Sent otherwise', () => {
    expect(registrationState({})).toBe('NOT_SENT');
    expect(registrationState({ inviteSentTimestamp: 5 })).toBe('SENT');
    expect(registrationState({ inviteSentTimestamp: 5, registeredProfileFirstName: 'Ana' })).toBe(
      'REGISTERED',
    );
    expect(registrationState({ registeredProfileName: '  ' })).toBe('NOT_SENT');
  });
});

describe('visitor checks', () => {
  test('names are required, and an email or an international mobile number', () => {
    expect(visitorProblems({ firstName: 'A', lastName: 'B', email: 'a@example.com' })).toEqual([]);
    expect(visitorProblems({ firstName: ' ', lastName: '' })).toEqual([
      'firstNameBlank',
      'lastNameBlank',
      'contactMissing',
    ]);
    expect(
      visitorProblems({ firstName: 'A', lastName: 'B', email: 'a@b', phoneNumber: '082 123 4567' }),
    ).toEqual(['emailInvalid', 'phoneInvalid']);
    expect(
      visitorProblems({ firstName: 'A', lastName: 'B', phoneNumber: '+27 82 123-4567' }),
    ).toEqual([]);
  });

  test('duplicate emails are reported with every row number; later rows and invalid rows are left out', () => {
    const check = checkVisitorRows([
      { firstName: 'A', lastName: 'A', email: 'same@example.com' },
      { firstName: 'B', lastName: 'B', phoneNumber: '+27821234567' },
      { firstName: 'C', lastName: 'C', email: ' SAME@example.com ' },
      { firstName: '', lastName: 'D', email: 'd@example.com' },
      { firstName: 'E', lastName: 'E', email: 'same@example.com' },
    ]);
    expect(check.duplicateEmails).toEqual([{ email: 'same@example.com', rows: [1, 3, 5] }]);
    expect(check.valid.map((r) => r.row)).toEqual([1, 2]);
    expect(check.invalid.map((r) => [r.row, r.problems])).toEqual([
      [3, ['emailDuplicate']],
      [4, ['firstNameBlank']],
      [5, ['emailDuplicate']],
    ]);
    expect(check.invalid[0]?.duplicateRows).toEqual([1, 3, 5]);
  });

  test('a mobile number shared by visitors without an email is a duplicate; with emails it is allowed', () => {
    const check = checkVisitorRows([
      { firstName: 'A', lastName: 'A', phoneNumber: '+27821234567' },
      { firstName: 'B', lastName: 'B', phoneNumber: '+27 82 123-4567' },
      { firstName: 'C', lastName: 'C', email: 'c@example.com', phoneNumber: '+27821234567' },
      { firstName: 'D', lastName: 'D', email: 'd@example.com', phoneNumber: '+27821234567' },
    ]);
    expect(check.duplicatePhones).toEqual([{ phoneNumber: '+27821234567', rows: [1, 2] }]);
    expect(check.duplicateEmails).toEqual([]);
    expect(check.valid.map((r) => r.row)).toEqual([1, 3, 4]);
    expect(check.invalid.map((r) => [r.row, r.problems, r.duplicateRows])).toEqual([
      [2, ['phoneDuplicate'], [1, 2]],
    ]);
  });
});

describe('payload shaping', () => {
  test('empty and zero-length fields are dropped, text trimmed, the phone normalised', () => {
    expect(
      withoutEmptyFields({ a: '', b: '  ', c: [], d: null, e: undefined, f: ' x ', g: 0 }),
    ).toEqual({
      f: 'x',
      g: 0,
    });
    expect(
      visitorPayload({
        firstName: ' Ana ',
        lastName: 'Lyst',
        email: '',
        phoneNumber: '+27 (82) 123-4567',
        company: ' ',
      }),
    ).toEqual({ firstName: 'Ana', lastName: 'Lyst', phoneNumber: '+27821234567' });
  });
});

describe('invite arrival', () => {
  const invite = { EventUidEmail: 'e#a@example.com', lmt: 100, firstName: 'Ana' };
  const arrival = {
    evtTimeStampArrival: 150,
    evtTZOffsetArrival: -120,
    evtTimeZoneArrival: 'Africa/Johannesburg',
  };

  test('mark sets the arrival, DASHBOARD and a newer lmt; unmark removes them', () => {
    const marked = markInviteArrived(invite, arrival, { changeId: 'm1', now: 50 });
    expect(marked).toMatchObject({ ...arrival, arrivalSource: 'DASHBOARD', lmt: 101 });
    expect((marked as Record<string, unknown> | null)?.searchString).toBe('ana');
    const unmarked = unmarkInviteArrived(marked!, { changeId: 'u1', now: 500 });
    expect(unmarked).not.toHaveProperty('evtTimeStampArrival');
    expect(unmarked).not.toHaveProperty('arrivalSource');
    expect(unmarked?.lmt).toBe(500);
    expect(markInviteArrived(undefined, arrival, { changeId: 'x', now: 1 })).toBeNull();
    // Re-applied with the same change id (a pending mutation on a new server image): unchanged.
    expect(markInviteArrived(marked!, arrival, { changeId: 'm1', now: 900 })).toBe(marked);
  });

  test('refusals: an outdated lmt, a second mark, a revert of a kiosk arrival', () => {
    expect(arrivalRefusal(invite, 'mark', { lmt: 99 })).toBe('INVITE_INSTANCE_OBSOLETE');
    expect(arrivalRefusal(invite, 'mark', { lmt: 100 })).toBeNull();
    const marked = markInviteArrived(invite, arrival, { changeId: 'm1', now: 300 })!;
    expect(arrivalRefusal(marked, 'mark', { lmt: 300 })).toBe('INVITE_ALREADY_ARRIVED');
    expect(arrivalRefusal(marked, 'unmark', { lmt: 300 })).toBeNull();
    // The device's own queued mark: its lmt differs, its change id names the stored change.
    expect(arrivalRefusal(marked, 'unmark', { lmt: 7, lastArrivalChangeId: 'm1' })).toBeNull();
    expect(arrivalRefusal(marked, 'unmark', { lmt: 7, lastArrivalChangeId: 'other' })).toBe(
      'INVITE_INSTANCE_OBSOLETE',
    );
    const kiosk = { ...marked, arrivalSource: 'KIOSK' };
    expect(arrivalRefusal(kiosk, 'unmark', { lmt: 300 })).toBe('ARRIVAL_NOT_REVERTIBLE');
  });
});

describe('inviteSearchString', () => {
  const invite = {
    firstName: 'Thandi',
    lastName: 'Mokoena',
    registeredProfileFirstName: 'Thandeka',
    email: 'thandi@example.com',
    phoneNumber: '+27821234567',
    company: 'Umoya',
    personalIdentificationNr: '8001015009087',
    dietaryRequirements: 'Halaal',
    location: 'Boardroom 2',
    firstHostFullDetails: { name: 'Hugo Host', email: 'hugo@acme.example' },
    organizerInformation: { name: 'Olga Organizer' },
  };

  test('holds the ID, dietary requirements, profile names, host and organizer (spec §3)', () => {
    const text = inviteSearchString(invite);
    for (const part of ['8001015009087', 'halaal', 'thandeka', 'hugo@acme.example', 'olga']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('boardroom 2');
  });

  test("leaves out a location that is 'not specified'", () => {
    expect(inviteSearchString({ ...invite, location: 'Not specified' })).not.toContain(
      'not specified',
    );
  });
});
