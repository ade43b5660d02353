import { describe, expect, it } from 'vitest';
import {
  buildXlsx,
  buildXlsxWithSheet,
  compressedBomb,
  sheetXml,
} from '../../../tests/fixtures/xlsx.ts';
import { DEFAULT_IMPORT_LIMITS, ImportError, type ImportLimits } from './importLimits.ts';
import { readSheetCells } from './readSheetCells.ts';

const limits = (overrides: Partial<ImportLimits> = {}): ImportLimits => ({
  ...DEFAULT_IMPORT_LIMITS,
  ...overrides,
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportError) return error.code;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('readSheetCells', () => {
  it('reads the rows of the first sheet as text, numbers and empty cells', async () => {
    const file = buildXlsx([
      ['Name', 'Email', 'Number'],
      ['Ann Lee', 'ANN@example.com', 27821234567],
      ['Bo Chen', null, '+44 20 7946 0000'],
    ]);
    expect(await readSheetCells(file, limits())).toEqual([
      ['Name', 'Email', 'Number'],
      ['Ann Lee', 'ANN@example.com', 27821234567],
      ['Bo Chen', null, '+44 20 7946 0000'],
    ]);
  });

  it('reads a formula cell as its saved value and one without a saved value as empty', async () => {
    const file = buildXlsx([
      ['Name', 'Email'],
      [
        { formula: 'CONCATENATE("Ann"," ","Lee")', value: 'Ann Lee' },
        { formula: 'HYPERLINK("x")' },
      ],
      [{ formula: '1+1', value: 2 }, 'x@example.com'],
    ]);
    expect(await readSheetCells(file, limits())).toEqual([
      ['Name', 'Email'],
      ['Ann Lee', null],
      [2, 'x@example.com'],
    ]);
  });

  it('refuses what is not a spreadsheet', async () => {
    const text = new TextEncoder().encode('name,email\nAnn,ann@example.com\n');
    expect(await refusal(readSheetCells(text, limits()))).toBe('NOT_SPREADSHEET');
    const truncated = buildXlsx([['Name']]).slice(0, 60);
    expect(await refusal(readSheetCells(truncated, limits()))).toBe('NOT_SPREADSHEET');
  });

  it('refuses a file over the size limit', async () => {
    const file = buildXlsx([['Name'], ['Ann']]);
    expect(await refusal(readSheetCells(file, limits({ maxFileBytes: file.byteLength - 1 })))).toBe(
      'TOO_LARGE',
    );
  });

  it('refuses a compressed bomb from its declared size, before unpacking it', async () => {
    const bomb = compressedBomb(8);
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    expect(
      await refusal(readSheetCells(bomb, limits({ maxUncompressedBytes: 4 * 1024 * 1024 }))),
    ).toBe('TOO_LARGE');
  });

  it('refuses more rows than the limit, also when one far cell names them', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => [`Host ${i}`]);
    expect(await refusal(readSheetCells(buildXlsx(rows), limits({ maxRows: 11 })))).toBe(
      'TOO_MANY_ROWS',
    );
    const far = buildXlsxWithSheet(
      sheetXml([['Name']]).replace(
        '</row>',
        '</row><row r="1048576"><c r="A1048576"><v>1</v></c></row>',
      ),
    );
    expect(await refusal(readSheetCells(far, limits()))).toBe('TOO_MANY_ROWS');
    const wide = buildXlsxWithSheet(
      sheetXml([['Name']]).replace('</row>', '<c r="XFD1"><v>1</v></c></row>'),
    );
    expect(await refusal(readSheetCells(wide, limits()))).toBe('TOO_MANY_COLUMNS');
  });

  it('refuses a sheet without entries', async () => {
    expect(await refusal(readSheetCells(buildXlsx([]), limits()))).toBe('NO_ENTRIES');
  });
});
