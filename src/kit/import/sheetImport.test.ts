import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildXlsx } from '../../../tests/fixtures/xlsx.ts';
import { ImportError } from './importLimits.ts';
import { previewChanges } from './previewChanges.ts';
import { readSpreadsheet, type SheetWorker } from './readSpreadsheet.ts';
import { type ImportSpec, validateSheet, validateSheetRows } from './sheetRecords.ts';

interface Person {
  name: string;
  email: string;
  phone: string;
}

const spec: ImportSpec<Person, 'name' | 'email' | 'phone'> = {
  columns: [
    { field: 'name', headers: ['Name'], required: true },
    { field: 'email', headers: ['Email', 'E-mail'], required: true },
    { field: 'phone', headers: ['Phone number', 'Number'], required: true },
  ],
  schema: z.object({
    name: z.string(),
    email: z.email('must look like an email').transform((email) => email.toLowerCase()),
    phone: z.string(),
  }),
  key: (person) => person.email,
};

describe('validateSheetRows', () => {
  it('maps columns by header and reports rows missing required fields by row number', () => {
    const result = validateSheetRows(
      [
        ['E-mail', 'Name', 'Number'],
        ['ANN@example.com', 'Ann', '+27821234567'],
        [null, 'Bo', '+27821234568'],
        [null, null, null],
        ['cy@example.com', null, null],
        ['not an email', 'Di', '1'],
      ],
      spec,
    );
    expect(result.valid).toEqual([
      { row: 2, record: { name: 'Ann', email: 'ann@example.com', phone: '+27821234567' } },
    ]);
    expect(result.invalid.map((row) => [row.row, row.missing, row.problems])).toEqual([
      [3, ['email'], []],
      [5, ['name', 'phone'], []],
      [6, [], [{ field: 'email', message: 'must look like an email' }]],
    ]);
    expect(result.emptyRows).toBe(1);
    expect(result.dataRows).toBe(5);
    expect(result.missingColumns).toEqual([]);
  });

  it('reports a repeated key as a duplicate of the earlier row', () => {
    const result = validateSheetRows(
      [
        ['Name', 'Email', 'Number'],
        ['Ann', 'ann@example.com', '1'],
        ['Ann again', 'ANN@EXAMPLE.COM', '2'],
      ],
      spec,
    );
    expect(result.valid.map((row) => row.row)).toEqual([2]);
    expect(result.invalid).toMatchObject([{ row: 3, duplicateOf: 2 }]);
  });

  it('names the required columns a sheet lacks (a faulty template) and reads no row', () => {
    const result = validateSheetRows(
      [
        ['Name', 'Email'],
        ['Ann', 'ann@example.com'],
      ],
      spec,
    );
    expect(result.missingColumns).toEqual(['phone']);
    expect(result.valid).toEqual([]);
  });

  it('never lets a __proto__ or constructor header reach an object', () => {
    const result = validateSheetRows(
      [
        ['__proto__', 'constructor', 'Name', 'Email', 'Number', 'toString'],
        ['{"polluted":true}', 'x', 'Ann', 'ann@example.com', '1', 'y'],
      ],
      spec,
    );
    expect(result.valid[0]?.record).toEqual({ name: 'Ann', email: 'ann@example.com', phone: '1' });
    expect(Object.getPrototypeOf(result.valid[0]?.record)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result.invalid).toEqual([]);
  });

  it('validates in slices, reporting progress, with the same result', async () => {
    const cells = [
      ['Name', 'Email', 'Number'],
      ...Array.from({ length: 1200 }, (_, i) => [`P${i}`, `p${i}@example.com`, String(i)]),
    ];
    const progress: number[] = [];
    const result = await validateSheet(cells, spec, {
      sliceRows: 500,
      onProgress: (done) => progress.push(done),
    });
    expect(progress).toEqual([500, 1000, 1200]);
    expect(result).toEqual(validateSheetRows(cells, spec));
  });
});

describe('previewChanges', () => {
  const options = { key: (p: Person) => p.email, fields: ['name', 'phone'] as const };
  const ann = { name: 'Ann', email: 'ann@example.com', phone: '1' };
  const bo = { name: 'Bo', email: 'bo@example.com', phone: '2' };
  const cy = { name: 'Cy', email: 'cy@example.com', phone: '3' };

  it('in update mode: added and changed (old beside new), never removed', () => {
    const preview = previewChanges([ann, bo], [{ ...ann, phone: '9' }, cy], {
      ...options,
      fields: [...options.fields],
      mode: 'update',
    });
    expect(preview).toEqual({
      added: [cy],
      changed: [{ key: ann.email, before: ann, after: { ...ann, phone: '9' }, fields: ['phone'] }],
      removed: [],
      unchanged: 0,
    });
  });

  it('in replace mode: also what the file no longer lists is removed', () => {
    const preview = previewChanges([ann, bo], [ann, cy], {
      ...options,
      fields: [...options.fields],
      mode: 'replace',
    });
    expect(preview.added).toEqual([cy]);
    expect(preview.removed).toEqual([bo]);
    expect(preview.changed).toEqual([]);
    expect(preview.unchanged).toBe(1);
  });

  it('treats an absent and an empty value as the same', () => {
    const stored = { name: 'Ann', email: 'ann@example.com' } as Person;
    const preview = previewChanges([stored], [{ ...stored, phone: '' }], {
      ...options,
      fields: [...options.fields],
      mode: 'update',
    });
    expect(preview.unchanged).toBe(1);
  });
});

describe('readSpreadsheet', () => {
  const xlsx = (bytes: Uint8Array, name = 'hosts.xlsx') => new File([new Uint8Array(bytes)], name);

  it('reads a file through the worker protocol', async () => {
    const cells = await readSpreadsheet(xlsx(buildXlsx([['Name'], ['Ann']])));
    expect(cells).toEqual([['Name'], ['Ann']]);
  });

  it('refuses another extension before reading', async () => {
    await expect(readSpreadsheet(xlsx(buildXlsx([['Name']]), 'hosts.csv'))).rejects.toMatchObject({
      code: 'NOT_SPREADSHEET',
    });
  });

  it('stops a worker that takes longer than the time limit and says so', async () => {
    let stopped = false;
    const silent: SheetWorker = {
      postMessage: () => {},
      addEventListener: () => {},
      onFailure: () => {},
      stop: () => {
        stopped = true;
      },
    };
    const read = readSpreadsheet(xlsx(buildXlsx([['Name']])), {
      limits: { timeoutMs: 20 },
      startWorker: () => silent,
    });
    await expect(read).rejects.toBeInstanceOf(ImportError);
    await expect(read).rejects.toMatchObject({ code: 'TIMED_OUT' });
    expect(stopped).toBe(true);
  });
});
