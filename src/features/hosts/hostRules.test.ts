import { describe, expect, it } from 'vitest';
import { validateSheetRows } from '../../kit/index.ts';
import { HOST_IMPORT_SPEC, hostFormErrors, hostFromForm } from './hostRules.ts';

const existing = new Set(['ann@example.com']);

describe('hostFormErrors', () => {
  it.each([
    [{ name: '', email: 'bo@example.com', phone: '' }, 'add', { name: 'blank' }],
    [{ name: 'Bo', email: ' ', phone: '' }, 'add', { email: 'blank' }],
    [{ name: 'Bo', email: 'bo@', phone: '' }, 'add', { email: 'invalid' }],
    [{ name: 'Bo', email: 'ANN@example.com', phone: '' }, 'add', { email: 'duplicate' }],
    [{ name: 'Ann', email: 'ANN@example.com', phone: '' }, 'edit', {}],
    [{ name: 'Bo', email: 'bo@example.com', phone: '082 123 4567' }, 'add', { phone: 'invalid' }],
    [{ name: 'Bo', email: 'bo@example.com', phone: '+27 82 123 4567' }, 'add', {}],
  ] as const)('%j (%s) gives %j', (values, mode, errors) => {
    expect(hostFormErrors(values, existing, mode)).toEqual(errors);
  });

  it('builds the upsert with the email lower-cased and the phone only when given', () => {
    expect(hostFromForm({ name: ' Bo ', email: ' Bo@Example.com ', phone: '' })).toEqual({
      name: 'Bo',
      email: 'bo@example.com',
    });
    expect(
      hostFromForm({ name: 'Bo', email: 'bo@example.com', phone: '+44 (20) 7946-0000' }),
    ).toEqual({ name: 'Bo', email: 'bo@example.com', phone_number: '+442079460000' });
  });
});

describe('host import rows', () => {
  it('reports rows missing name, email or number by row number and keeps the rest', () => {
    const result = validateSheetRows(
      [
        ['Name', 'Email', 'Phone number'],
        ['Ann Lee', 'Ann@Example.com', 27821234567],
        ['', 'bo@example.com', '+27821234568'],
        ['Cy', '', '+27821234569'],
        ['Di', 'di@example.com', null],
        ['Ed', 'ed@example', '+27821234570'],
      ],
      HOST_IMPORT_SPEC,
    );
    expect(result.valid).toEqual([
      {
        row: 2,
        record: { name: 'Ann Lee', email: 'ann@example.com', phone_number: '+27821234567' },
      },
    ]);
    expect(result.invalid.map((row) => [row.row, row.missing])).toEqual([
      [3, ['name']],
      [4, ['email']],
      [5, ['phone_number']],
      [6, []],
    ]);
  });

  it('needs the three columns (a faulty template otherwise)', () => {
    const result = validateSheetRows(
      [
        ['Name', 'Email'],
        ['Ann', 'ann@example.com'],
      ],
      HOST_IMPORT_SPEC,
    );
    expect(result.missingColumns).toEqual(['phone_number']);
  });
});
