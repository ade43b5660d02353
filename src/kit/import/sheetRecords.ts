import type { z } from 'zod';
import type { SheetCell, SheetCells } from './readSheetCells.ts';

/** A column an import reads: the record field it fills and the header texts that name it. */
export interface ImportColumn<F extends string = string> {
  field: F;
  /** Header texts naming this column, compared without case, spaces, `_` or `-`. */
  headers: readonly string[];
  /** A row without a value here is reported as missing it. */
  required?: boolean;
}

/**
 * How the rows of a sheet become records: the columns (found by their header), the row holding
 * the headers, the zod schema that builds and checks one record from the row's texts, and the
 * record's key (rows repeating a key are reported).
 */
export interface ImportSpec<T, F extends string = string> {
  columns: readonly ImportColumn<F>[];
  /** Zero-based index of the header row; the data rows follow it (default 0). */
  headerRow?: number;
  /** Takes `{ [field]: text }` (empty cells absent) and gives the record. */
  schema: z.ZodType<T>;
  key: (record: T) => string;
}

export interface ImportRow<T> {
  /** The row's number as the spreadsheet program shows it (1 is the first row). */
  row: number;
  record: T;
}

export interface RowProblem {
  /** The field the problem is about, when it is about one. */
  field?: string;
  message: string;
}

export interface InvalidRow<F extends string = string> {
  row: number;
  /** Required fields the row has no value for. */
  missing: F[];
  /** Other problems (a malformed value), in the schema's words. */
  problems: RowProblem[];
  /** The earlier row with the same key. */
  duplicateOf?: number;
  /** The row's texts by field (to show or fix it). */
  values: Partial<Record<F, string>>;
}

export interface SheetValidation<T, F extends string = string> {
  valid: ImportRow<T>[];
  invalid: InvalidRow<F>[];
  /** Required columns the header row does not name: the sheet is not the expected template. */
  missingColumns: F[];
  /** Rows with no value at all (skipped, not reported). */
  emptyRows: number;
  /** Data rows in the sheet (empty ones included). */
  dataRows: number;
}

const normalise = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

function textOf(cell: SheetCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell);
}

/** Where each column of the spec is in the sheet (by its header), or -1. */
export function locateColumns<F extends string>(
  headerCells: readonly SheetCell[],
  columns: readonly ImportColumn<F>[],
): Map<F, number> {
  const headers = headerCells.map((cell) => normalise(textOf(cell)));
  const found = new Map<F, number>();
  for (const column of columns) {
    const names = new Set(column.headers.map(normalise));
    found.set(
      column.field,
      headers.findIndex((header) => header !== '' && names.has(header)),
    );
  }
  return found;
}

/**
 * The row's texts under the spec's field names. A null-prototype object with only the spec's
 * fields as keys: no header or cell of the file becomes a key, so `__proto__` or `constructor`
 * in a sheet is only an unknown column.
 */
function rowValues<F extends string>(
  cells: readonly SheetCell[],
  positions: ReadonlyMap<F, number>,
): Partial<Record<F, string>> {
  const values = Object.create(null) as Partial<Record<F, string>>;
  for (const [field, index] of positions) {
    const text = index < 0 ? '' : textOf(cells[index]);
    if (text !== '') values[field] = text;
  }
  return values;
}

/** Validation of one sheet, a slice of rows at a time (see validateSheet). */
export class SheetValidator<T, F extends string> {
  readonly result: SheetValidation<T, F>;
  private readonly positions: Map<F, number>;
  private readonly firstRow: number;
  private readonly keys = new Map<string, number>();
  private next: number;

  constructor(
    private readonly cells: SheetCells,
    private readonly spec: ImportSpec<T, F>,
  ) {
    const headerRow = spec.headerRow ?? 0;
    this.positions = locateColumns(cells[headerRow] ?? [], spec.columns);
    this.firstRow = headerRow + 1;
    this.next = this.firstRow;
    const missingColumns = spec.columns
      .filter((column) => column.required && this.positions.get(column.field) === -1)
      .map((column) => column.field);
    this.result = {
      valid: [],
      invalid: [],
      missingColumns,
      emptyRows: 0,
      dataRows: Math.max(0, cells.length - this.firstRow),
    };
    if (missingColumns.length > 0) this.next = cells.length;
  }

  get done(): number {
    return this.next - this.firstRow;
  }

  get finished(): boolean {
    return this.next >= this.cells.length;
  }

  /** Validates up to `count` more rows. */
  step(count: number): void {
    const end = Math.min(this.cells.length, this.next + count);
    for (; this.next < end; this.next++) this.checkRow(this.next);
  }

  private checkRow(index: number): void {
    const values = rowValues(this.cells[index] ?? [], this.positions);
    const row = index + 1;
    if (Object.keys(values).length === 0) {
      this.result.emptyRows += 1;
      return;
    }
    const missing = this.spec.columns
      .filter((column) => column.required && values[column.field] === undefined)
      .map((column) => column.field);
    const parsed = this.spec.schema.safeParse(values);
    if (missing.length > 0 || !parsed.success) {
      const problems = parsed.success
        ? []
        : parsed.error.issues
            .filter((issue) => !missing.includes(String(issue.path[0]) as F))
            .map((issue) => ({
              ...(issue.path.length > 0 ? { field: String(issue.path[0]) } : {}),
              message: issue.message,
            }));
      this.result.invalid.push({ row, missing, problems, values: { ...values } });
      return;
    }
    const key = this.spec.key(parsed.data);
    const earlier = this.keys.get(key);
    if (earlier !== undefined) {
      this.result.invalid.push({
        row,
        missing,
        problems: [],
        duplicateOf: earlier,
        values: { ...values },
      });
      return;
    }
    this.keys.set(key, row);
    this.result.valid.push({ row, record: parsed.data });
  }
}

/** All rows at once (tests, small sheets). */
export function validateSheetRows<T, F extends string>(
  cells: SheetCells,
  spec: ImportSpec<T, F>,
): SheetValidation<T, F> {
  const validator = new SheetValidator(cells, spec);
  validator.step(cells.length);
  return validator.result;
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The rows validated in slices of `sliceRows`, yielding to the page between them and reporting
 * how far it is, so a large sheet neither holds the page nor leaves it without progress.
 */
export async function validateSheet<T, F extends string>(
  cells: SheetCells,
  spec: ImportSpec<T, F>,
  options: {
    sliceRows?: number;
    onProgress?: (done: number, total: number) => void;
    signal?: AbortSignal;
  } = {},
): Promise<SheetValidation<T, F>> {
  const validator = new SheetValidator(cells, spec);
  const total = validator.result.dataRows;
  while (!validator.finished) {
    options.signal?.throwIfAborted();
    validator.step(options.sliceRows ?? 500);
    options.onProgress?.(validator.done, total);
    if (!validator.finished) await yieldToPage();
  }
  return validator.result;
}
