import { describe, expect, it } from 'vitest';
import type { DirectoryRowOptions, StoredPerson } from '../../../contract/directory/index.ts';
import {
  TEMPLATE_MARKER_PREFIX,
  type TemplateOptions,
  templateRows,
} from '../../../contract/directory/importTemplate.ts';
import type { SheetCells } from '../../kit/index.ts';
import { checkSheet, parseDirectorySheet } from './importSheet.ts';

const ALL_ON: TemplateOptions = { alternateId: true, lineManagers: true, tags: true };
const BASIC: TemplateOptions = { alternateId: false, lineManagers: false, tags: false };
const RULES: DirectoryRowOptions = {
  alternateIdEnabled: false,
  lineManagersEnabled: true,
  tagsEnabled: true,
  duplicateContactsAllowed: false,
};
const RULES_BASIC: DirectoryRowOptions = {
  ...RULES,
  lineManagersEnabled: false,
  tagsEnabled: false,
};

/** A sheet laid out like the build's template, with `people` from row 6. */
function templateSheet(options: TemplateOptions, people: (string | null)[][]): SheetCells {
  return [...templateRows('employees', options), ...people];
}

describe('parseDirectorySheet', () => {
  it('skips the 5 header rows of a versioned template and numbers rows as the sheet does', () => {
    const parsed = parseDirectorySheet(
      templateSheet(BASIC, [
        ['Ann', 'Lee', 'e1', 'org1', 'ANN@Example.com', '+27821234567'],
        [null, null, null, null, null, null],
        ['Bo', 'Chen', 'e2', 'org2', null, null],
      ]),
      BASIC,
    );
    expect(parsed).toEqual({
      ok: true,
      versioned: true,
      rows: [
        {
          rowNumber: 6,
          cells: {
            firstName: 'Ann',
            lastName: 'Lee',
            personalIdentificationNr: 'e1',
            organizationIdValue: 'org1',
            email: 'ANN@Example.com',
            phoneNumber: '+27821234567',
          },
        },
        {
          rowNumber: 8,
          cells: {
            firstName: 'Bo',
            lastName: 'Chen',
            personalIdentificationNr: 'e2',
            organizationIdValue: 'org2',
          },
        },
      ],
    });
  });

  it('skips 4 header rows when A2 holds no version marker (the unversioned layout)', () => {
    const cells: SheetCells = [
      ['Directory'],
      ['Fill in one person per row'],
      [null],
      ['firstName', 'lastName', 'personalIdentificationNr', 'organizationIdValue'],
      ['Cy', 'Dube', 'e3', 'org3'],
    ];
    const parsed = parseDirectorySheet(cells, BASIC);
    expect(parsed.ok && parsed.versioned).toBe(false);
    expect(parsed.ok && parsed.rows.map((row) => [row.rowNumber, row.cells.firstName])).toEqual([
      [5, 'Cy'],
    ]);
  });

  it('refuses a sheet of another template version (OLD_VERSION)', () => {
    const cells = templateSheet(BASIC, [['Ann', 'Lee', 'e1', 'org1']]);
    cells[1] = [`${TEMPLATE_MARKER_PREFIX}1`];
    expect(parseDirectorySheet(cells, BASIC)).toEqual({ ok: false, problem: 'OLD_VERSION' });
  });

  it('refuses a sheet without the required columns (NO_DATA)', () => {
    const cells = templateSheet(BASIC, [['Ann', 'Lee', 'e1', 'org1']]);
    // The location has the alternate ID switched on: the basic template lacks its column.
    expect(parseDirectorySheet(cells, { ...BASIC, alternateId: true })).toEqual({
      ok: false,
      problem: 'NO_DATA',
    });
    expect(parseDirectorySheet([['just'], ['a'], ['note']], BASIC)).toEqual({
      ok: false,
      problem: 'NO_DATA',
    });
  });

  it('refuses a template without people (EMPTY)', () => {
    expect(parseDirectorySheet(templateSheet(ALL_ON, [[null, null]]), ALL_ON)).toEqual({
      ok: false,
      problem: 'EMPTY',
    });
  });

  it('reads only the columns of the template: other headers never become fields', () => {
    const cells = templateSheet(BASIC, []);
    cells[4] = [...(cells[4] ?? []), '__proto__', 'constructor'];
    cells.push(['Ann', 'Lee', 'e1', 'org1', null, null, 'x', 'y']);
    const parsed = parseDirectorySheet(cells, BASIC);
    expect(parsed.ok && Object.keys(parsed.rows[0]?.cells ?? {})).toEqual([
      'firstName',
      'lastName',
      'personalIdentificationNr',
      'organizationIdValue',
    ]);
  });
});

describe('checkSheet (the import rules on parsed rows, with fixes)', () => {
  const rowsOf = (people: (string | null)[][], options = ALL_ON) => {
    const parsed = parseDirectorySheet(templateSheet(options, people), options);
    if (!parsed.ok) throw new Error(parsed.problem);
    return parsed.rows;
  };
  // ALL_ON columns: first, last, person ID, alternate ID, org ID, email, phone, managers, tags.
  const person = (id: string, extra: Partial<Record<number, string>> = {}) => {
    const row: (string | null)[] = [
      'Ann',
      'Lee',
      id,
      null,
      `org-${id}`,
      `${id}@example.com`,
      null,
      null,
      null,
    ];
    for (const [index, value] of Object.entries(extra)) row[Number(index)] = value ?? null;
    return row;
  };

  it('reports each kind of invalid row and keeps the valid ones', () => {
    const rows = rowsOf([
      person('e1'),
      person('e2', { 0: '' }),
      person('e3', { 5: 'not-an-email' }),
      person('e4', { 5: 'e1@example.com' }),
      person('e5', { 7: 'a@example.com; A@example.com' }),
      person('e6', { 8: 'red, RED' }),
      person('e7', { 6: '12' }),
      person('e1'),
    ]);
    const check = checkSheet(rows, new Map(), RULES, [], 'update');
    expect(check.valid.map((row) => row.rowNumber)).toEqual([6]);
    expect(
      check.invalid.map((row) => [row.rowNumber, row.issues.map((i) => `${i.field}:${i.code}`)]),
    ).toEqual([
      [7, ['firstName:required']],
      [8, ['email:invalid']],
      [9, ['email:inUse']],
      [10, ['lineManagers:duplicateEmail']],
      [11, ['tags:duplicateTag']],
      [12, ['phoneNumber:invalid']],
      [13, ['personalIdentificationNr:inUse', 'organizationIdValue:inUse', 'email:inUse']],
    ]);
  });

  it('a fixed row passes the same check and becomes valid', () => {
    const rows = rowsOf([person('e1'), person('e2', { 5: 'bad' })]);
    const before = checkSheet(rows, new Map(), RULES, [], 'update');
    expect(before.invalid.map((row) => row.rowNumber)).toEqual([7]);
    const fixed = { ...before.invalid[0]?.cells, email: 'e2@example.com' };
    const after = checkSheet(rows, new Map([[7, fixed]]), RULES, [], 'update');
    expect(after.invalid).toEqual([]);
    expect(after.valid.map((row) => row.person.email)).toEqual([
      'e1@example.com',
      'e2@example.com',
    ]);
  });

  it('Update Directory marks a stored person ID as an update; Replace Directory ignores the stored', () => {
    const stored: StoredPerson[] = [
      {
        ProfileId: 'p1',
        firstName: 'Old',
        lastName: 'Name',
        personalIdentificationNr: 'E1',
        organizationIdValue: 'ORG-E1',
      },
      {
        ProfileId: 'p2',
        firstName: 'Kept',
        lastName: 'Person',
        personalIdentificationNr: 'E2',
        organizationIdValue: 'ORG-E2',
        email: 'taken@example.com',
      },
    ];
    // BASIC columns: first, last, person ID, org ID, email, phone.
    const rows = rowsOf(
      [
        ['Ann', 'Lee', 'e1', 'org-e1', 'e1@example.com', null],
        ['Bo', 'Chen', 'e9', 'org-e9', 'taken@example.com', null],
      ],
      BASIC,
    );
    const update = checkSheet(rows, new Map(), RULES_BASIC, stored, 'update');
    expect(update.valid.map((row) => row.previous?.ProfileId)).toEqual(['p1']);
    expect(update.invalid.map((row) => row.issues)).toEqual([[{ field: 'email', code: 'inUse' }]]);
    const replace = checkSheet(rows, new Map(), RULES_BASIC, stored, 'replace');
    expect(replace.invalid).toEqual([]);
    expect(replace.valid.every((row) => row.previous === undefined)).toBe(true);
  });
});
