import { describe, expect, test } from 'vitest';
import {
  cellsOf,
  checkForm,
  checkImport,
  type FormValues,
  indexOf,
  rawFromForm,
} from './directoryRows.ts';
import {
  checkPerson,
  DirectoryIndex,
  type DirectoryRowOptions,
  describeRowIssues,
  normalisePerson,
  normalisePersonPhone,
  readRowIssues,
  type RowIssue,
  storedFields,
} from './personRules.ts';

/** Every row rule of spec/workers.md §3 and §5, one case each, through both surfaces. */

const ALL_ON: DirectoryRowOptions = {
  alternateIdEnabled: true,
  lineManagersEnabled: true,
  tagsEnabled: true,
  duplicateContactsAllowed: false,
};
const BASIC: DirectoryRowOptions = { ...ALL_ON, alternateIdEnabled: false };

const values = (over: Partial<FormValues> = {}): FormValues => ({
  firstName: 'Thandi',
  lastName: 'Nkosi',
  personalIdentificationNr: 'id-1',
  alternatePersonalIdNr: 'alt-1',
  organizationIdValue: 'emp-1',
  email: 'thandi@acme.example',
  phoneNumber: '+27821234567',
  lineManagers: [],
  tags: '',
  ...over,
});

const stored = [
  {
    ProfileId: 'p-1',
    firstName: 'Sipho',
    lastName: 'Dube',
    personalIdentificationNr: 'ID-9',
    alternatePersonalIdNr: 'ALT-9',
    organizationIdValue: 'EMP-9',
    email: 'sipho@acme.example',
    phoneNumber: '+27829999999',
  },
];

const issuesOf = (over: Partial<FormValues>, options = ALL_ON, editing?: string) =>
  checkForm(values(over), options, indexOf(stored), editing).issues;

describe('normalisation (spec §3)', () => {
  test('IDs and tags upper-cased, emails and line managers lower-cased without spaces', () => {
    const person = normalisePerson({
      firstName: ' Thandi ',
      personalIdentificationNr: ' ab12 ',
      alternatePersonalIdNr: 'x-1',
      organizationIdValue: 'emp-7',
      email: ' Thandi @ACME.example ',
      lineManagers: ['Boss@ACME.example'],
      tags: ['night', ' Site a '],
    });
    expect(person).toMatchObject({
      firstName: 'Thandi',
      personalIdentificationNr: 'AB12',
      alternatePersonalIdNr: 'X-1',
      organizationIdValue: 'EMP-7',
      email: 'thandi@acme.example',
      lineManagers: ['boss@acme.example'],
      tags: ['NIGHT', 'SITE A'],
    });
  });

  test.each([
    ['082 123 4567', '+27821234567'],
    ['27 82 123-4567', '+27821234567'],
    ['0027821234567', '+27821234567'],
    ['+27 (82) 123.4567', '+27821234567'],
    ['', ''],
  ])('phone %j gets a leading + (%j), national numbers read in ZA by default', (raw, expected) => {
    expect(normalisePersonPhone(raw)).toBe(expected);
  });

  test.each([
    ['0821234567', 'ZA', '+27821234567'],
    ['0821234567', undefined, '+27821234567'],
    ['07911 123456', 'GB', '+447911123456'],
    ['020 7946 0000', 'GB', '+442079460000'],
    ['06 12345678', 'NL', '+31612345678'],
    ['612 345 678', 'ES', '+34612345678'],
    ['(202) 555-0123', 'US', '+12025550123'],
    ['+27 82 123 4567', 'GB', '+27821234567'],
    ['+44 7911 123456', 'ZA', '+447911123456'],
    ['0044 7911 123456', 'ZA', '+447911123456'],
    ['0821234567', 'KE', '+0821234567'],
  ])('phone %j at a location in %s is %j (issue 36)', (raw, country, expected) => {
    expect(normalisePersonPhone(raw, country)).toBe(expected);
  });

  test("the form and the import read a local number in the location's country", () => {
    const za = { ...BASIC, phoneCountry: 'ZA' };
    const gb = { ...BASIC, phoneCountry: 'GB' };
    const form = (options: DirectoryRowOptions, phoneNumber: string) =>
      checkForm(values({ phoneNumber }), options, new DirectoryIndex());
    expect(form(za, '0821234567')).toMatchObject({
      person: { phoneNumber: '+27821234567' },
      issues: [],
    });
    expect(form(gb, '07911 123456')).toMatchObject({
      person: { phoneNumber: '+447911123456' },
      issues: [],
    });
    expect(form(gb, '+27821234567').person.phoneNumber).toBe('+27821234567');
    // Without a country known to the rules, a national number stays unreadable and is refused.
    expect(form({ ...BASIC, phoneCountry: 'KE' }, '0821234567').issues).toEqual([
      { field: 'phoneNumber', code: 'invalid' },
    ]);
    const sheet = (options: DirectoryRowOptions, phoneNumber: string) =>
      checkImport(
        [{ rowNumber: 6, cells: { ...cellsOf(form(options, '').person), phoneNumber } }],
        options,
        [],
        'update',
      );
    expect(sheet(za, '082 123 4567')).toMatchObject({
      valid: [{ person: { phoneNumber: '+27821234567' } }],
      invalid: [],
    });
    expect(sheet(gb, '07911123456').valid[0]?.person.phoneNumber).toBe('+447911123456');
    expect(sheet(gb, '+1 202 555 0123').valid[0]?.person.phoneNumber).toBe('+12025550123');
  });

  test('the form splits tags on comma or semicolon, the import also on a pipe', () => {
    expect(
      checkForm(values({ tags: 'a; b,c|d' }), ALL_ON, new DirectoryIndex()).person.tags,
    ).toEqual(['A', 'B', 'C|D']);
    const sheet = checkImport(
      [
        {
          rowNumber: 6,
          cells: { ...cellsOf(normalisePerson(rawFromForm(values()))), tags: 'a; b,c|d' },
        },
      ],
      ALL_ON,
      [],
      'update',
    );
    expect(sheet.valid[0]?.person.tags).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('required fields', () => {
  test.each([
    'firstName',
    'lastName',
    'personalIdentificationNr',
    'organizationIdValue',
    'alternatePersonalIdNr',
  ] as const)('%s is required', (field) => {
    expect(issuesOf({ [field]: '  ' })).toEqual([{ field, code: 'required' }]);
  });

  test('the alternate ID is required only when enabled', () => {
    expect(issuesOf({ alternatePersonalIdNr: '' }, BASIC)).toEqual([]);
  });

  test('email and phone may be empty', () => {
    expect(issuesOf({ email: '', phoneNumber: '' })).toEqual([]);
  });

  test('over-long names and IDs are refused', () => {
    expect(issuesOf({ firstName: 'x'.repeat(101) })).toEqual([
      { field: 'firstName', code: 'tooLong' },
    ]);
  });
});

describe('formats', () => {
  test.each(['thandi', 'thandi@acme', 'a@b@c.example', '@acme.example'])(
    'email %j is invalid',
    (email) => {
      expect(issuesOf({ email })).toEqual([{ field: 'email', code: 'invalid' }]);
    },
  );

  test.each(['12345', '+0821234567', 'phone', '+1234567890123456'])(
    'phone %j is invalid',
    (phoneNumber) => {
      expect(issuesOf({ phoneNumber })).toEqual([{ field: 'phoneNumber', code: 'invalid' }]);
    },
  );

  test('line managers: each a valid email, each once', () => {
    expect(
      issuesOf({ lineManagers: ['Boss@acme.example', 'boss@acme.example', 'not-an-email'] }),
    ).toEqual([
      { field: 'lineManagers', code: 'invalidEmail', value: 'not-an-email' },
      { field: 'lineManagers', code: 'duplicateEmail', value: 'boss@acme.example' },
    ]);
  });

  test('tags: each once (after upper-casing)', () => {
    expect(issuesOf({ tags: 'night, Night; day' })).toEqual([
      { field: 'tags', code: 'duplicateTag', value: 'NIGHT' },
    ]);
  });

  test('line managers and tags are not checked when switched off', () => {
    const off = { ...ALL_ON, lineManagersEnabled: false, tagsEnabled: false };
    expect(issuesOf({ lineManagers: ['x'], tags: 'a,a' }, off)).toEqual([]);
    const person = checkForm(
      values({ lineManagers: ['x'], tags: 'a' }),
      off,
      new DirectoryIndex(),
    ).person;
    expect(storedFields(person, off)).not.toHaveProperty('tags');
    expect(storedFields(person, off)).not.toHaveProperty('lineManagers');
  });
});

describe('uniqueness within the type', () => {
  test.each([
    ['personalIdentificationNr', 'id-9'],
    ['alternatePersonalIdNr', 'alt-9'],
    ['organizationIdValue', 'emp-9'],
    ['email', 'SIPHO@acme.example'],
    ['phoneNumber', '+27 82 999 9999'],
  ] as const)('%s already used by another person is in use', (field, value) => {
    expect(issuesOf({ [field]: value })).toEqual([{ field, code: 'inUse' }]);
  });

  test("the person's own values are no clash when editing them", () => {
    expect(
      issuesOf(
        {
          personalIdentificationNr: 'ID-9',
          alternatePersonalIdNr: 'ALT-9',
          organizationIdValue: 'EMP-9',
          email: 'sipho@acme.example',
          phoneNumber: '+27829999999',
        },
        ALL_ON,
        'p-1',
      ),
    ).toEqual([]);
  });

  test('duplicate email and phone are allowed when the type allows them; IDs never', () => {
    const options = { ...ALL_ON, duplicateContactsAllowed: true };
    expect(issuesOf({ email: 'sipho@acme.example', phoneNumber: '+27829999999' }, options)).toEqual(
      [],
    );
    expect(issuesOf({ organizationIdValue: 'EMP-9' }, options)).toEqual([
      { field: 'organizationIdValue', code: 'inUse' },
    ]);
  });

  test('an alternate ID clash counts only when the alternate ID is enabled', () => {
    expect(issuesOf({ alternatePersonalIdNr: 'ALT-9' }, BASIC)).toEqual([]);
  });
});

describe('the import of a sheet', () => {
  const row = (rowNumber: number, over: Partial<FormValues>) => ({
    rowNumber,
    cells: cellsOf(normalisePerson({ ...values(over), lineManagers: [], tags: [] })),
  });

  test('a row repeating an earlier valid row is invalid; an invalid row claims nothing', () => {
    const result = checkImport(
      [
        row(6, { firstName: '' }),
        row(7, {
          personalIdentificationNr: 'A',
          organizationIdValue: 'E1',
          email: 'a@x.example',
          phoneNumber: '+27820000001',
        }),
        row(8, {
          personalIdentificationNr: 'A',
          organizationIdValue: 'E2',
          email: 'b@x.example',
          phoneNumber: '+27820000002',
        }),
        row(9, {
          personalIdentificationNr: 'B',
          organizationIdValue: 'E1',
          email: 'c@x.example',
          phoneNumber: '+27820000003',
        }),
        row(10, {
          personalIdentificationNr: 'C',
          organizationIdValue: 'E3',
          email: 'A@x.example',
          phoneNumber: '+27820000004',
        }),
      ],
      BASIC,
      [],
      'update',
    );
    expect(result.valid.map((r) => r.rowNumber)).toEqual([7]);
    expect(result.invalid.map((r) => [r.rowNumber, r.issues])).toEqual([
      [6, [{ field: 'firstName', code: 'required' }]],
      [8, [{ field: 'personalIdentificationNr', code: 'inUse' }]],
      [9, [{ field: 'organizationIdValue', code: 'inUse' }]],
      [10, [{ field: 'email', code: 'inUse' }]],
    ]);
  });

  test('update: a stored person ID marks the row as an update of that person', () => {
    const result = checkImport(
      [
        row(6, {
          personalIdentificationNr: 'id-9',
          organizationIdValue: 'EMP-9',
          email: '',
          phoneNumber: '',
        }),
      ],
      BASIC,
      stored,
      'update',
    );
    expect(result.invalid).toEqual([]);
    expect(result.valid[0]?.previous?.ProfileId).toBe('p-1');
  });

  test('update: the same stored person named twice is a duplicate the second time', () => {
    const result = checkImport(
      [
        row(6, { personalIdentificationNr: 'ID-9', email: '', phoneNumber: '' }),
        row(7, {
          personalIdentificationNr: 'ID-9',
          organizationIdValue: 'E7',
          email: '',
          phoneNumber: '',
        }),
      ],
      BASIC,
      stored,
      'update',
    );
    expect(result.invalid.map((r) => r.issues)).toEqual([
      [{ field: 'personalIdentificationNr', code: 'inUse' }],
    ]);
  });

  test('replace: the stored directory is deleted first, so its values are free', () => {
    const result = checkImport(
      [
        row(6, {
          personalIdentificationNr: 'NEW',
          organizationIdValue: 'EMP-9',
          email: 'sipho@acme.example',
          phoneNumber: '',
        }),
      ],
      BASIC,
      stored,
      'replace',
    );
    expect(result.invalid).toEqual([]);
    expect(result.valid[0]?.previous).toBeUndefined();
  });
});

test('checkPerson reports nothing for a complete, unique person', () => {
  expect(checkPerson(normalisePerson(rawFromForm(values())), ALL_ON, new DirectoryIndex())).toEqual(
    [],
  );
});

describe('describeRowIssues / readRowIssues', () => {
  test("a refusal's issues of one row read back as they were described", () => {
    const issues: RowIssue[] = [
      { field: 'email', code: 'inUse' },
      { field: 'tags', code: 'duplicateTag', value: 'A' },
    ];
    const message = `operations.upserts 0: ${describeRowIssues(issues)}; 2: firstName required`;
    expect(readRowIssues(message)).toEqual(issues);
    expect(readRowIssues(message, 2)).toEqual([{ field: 'firstName', code: 'required' }]);
    expect(readRowIssues(message, 1)).toEqual([]);
    expect(readRowIssues('Not Authorized')).toEqual([]);
  });
});
