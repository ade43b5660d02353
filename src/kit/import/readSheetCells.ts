import { InvalidInputError, readSheet } from 'read-excel-file/browser';
import { ImportError, type ImportLimits } from './importLimits.ts';
import { checkSheetExtent, storedArchive, unpackWithinLimits } from './unpackWithinLimits.ts';

/**
 * One cell as the import sees it: text, a number, a yes/no, or empty. Dates arrive as ISO text.
 * A formula cell is its value as last saved by the spreadsheet program (never evaluated here);
 * one saved without a value is empty.
 */
export type SheetCell = string | number | boolean | null;
export type SheetCells = SheetCell[][];

/** Where a read is: unpacking the archive, then parsing the sheet. */
export type ReadPhase = 'unpacking' | 'parsing';

function cellOf(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return String(value);
}

/**
 * The first sheet of an `.xlsx` file as rows of cells, within `limits` (size, entries,
 * unpacked size, rows, columns; the time limit is the caller's, who can stop the worker).
 * Plain arrays of primitives only: nothing of the file becomes an object key here.
 */
export async function readSheetCells(
  bytes: Uint8Array,
  limits: ImportLimits,
  onPhase: (phase: ReadPhase) => void = () => {},
): Promise<SheetCells> {
  if (bytes.byteLength > limits.maxFileBytes) {
    throw new ImportError('TOO_LARGE', `${bytes.byteLength} bytes`);
  }
  onPhase('unpacking');
  const parts = unpackWithinLimits(bytes, limits);
  if (!parts['xl/workbook.xml']) throw new ImportError('NOT_SPREADSHEET', 'no workbook part');
  checkSheetExtent(parts, limits);
  onPhase('parsing');
  let data: unknown[][];
  try {
    data = await readSheet(storedArchive(parts));
  } catch (error) {
    if (error instanceof InvalidInputError) throw new ImportError('NOT_SPREADSHEET', error.code);
    throw new ImportError('NOT_SPREADSHEET', error instanceof Error ? error.message : undefined);
  }
  if (data.length > limits.maxRows) throw new ImportError('TOO_MANY_ROWS', `${data.length}`);
  const cells = data.map((row) => Array.from(row, cellOf));
  if (cells.every((row) => row.every((cell) => cell === null))) {
    throw new ImportError('NO_ENTRIES');
  }
  return cells;
}
