import {
  checkImport,
  type DirectoryRowOptions,
  type ImportCheck,
  type SheetRow,
  type StoredPerson,
  type UploadMethod,
} from '../../../contract/directory/index.ts';
import {
  TEMPLATE_MARKER,
  TEMPLATE_MARKER_PREFIX,
  type TemplateOptions,
  templateColumns,
  UNVERSIONED_HEADER_ROWS,
  VERSIONED_HEADER_ROWS,
} from '../../../contract/directory/importTemplate.ts';
// The kit's pure modules, not its index: the bench (tests/bench) loads this parser in Node.
import type { SheetCell, SheetCells } from '../../kit/import/readSheetCells.ts';
import { locateColumns } from '../../kit/import/sheetRecords.ts';

/**
 * A directory sheet read by the spreadsheet worker, turned into rows (spec/workers.md §5 "Sheet
 * errors"): the version marker in A2, the header rows skipped (5 with the marker, 4 without),
 * the columns found by their names in the last header row, empty rows left out.
 */
export type SheetProblem = 'OLD_VERSION' | 'NO_DATA' | 'EMPTY';

export interface SheetImportRow {
  /** The row's number as the spreadsheet shows it. */
  rowNumber: number;
  cells: SheetRow;
}

export type ParsedSheet =
  | { ok: true; rows: SheetImportRow[]; versioned: boolean }
  | { ok: false; problem: SheetProblem };

function textOf(cell: SheetCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell);
}

/** The template's options from the location's flags (which optional columns it has). */
export function templateOptionsOf(options: DirectoryRowOptions): TemplateOptions {
  return {
    alternateId: options.alternateIdEnabled,
    lineManagers: options.lineManagersEnabled,
    tags: options.tagsEnabled,
  };
}

export function parseDirectorySheet(cells: SheetCells, options: TemplateOptions): ParsedSheet {
  const marker = textOf(cells[1]?.[0]);
  const versioned = marker.toLowerCase().startsWith(TEMPLATE_MARKER_PREFIX);
  if (versioned && marker.toLowerCase() !== TEMPLATE_MARKER) {
    return { ok: false, problem: 'OLD_VERSION' };
  }
  const headerRows = versioned ? VERSIONED_HEADER_ROWS : UNVERSIONED_HEADER_ROWS;
  const columns = templateColumns(options).map((column) => ({
    field: column.field,
    headers: [column.header, ...column.aliases, column.field],
    required: column.required,
  }));
  const positions = locateColumns(cells[headerRows - 1] ?? [], columns);
  if (columns.some((column) => column.required && positions.get(column.field) === -1)) {
    return { ok: false, problem: 'NO_DATA' };
  }
  const rows: SheetImportRow[] = [];
  for (let index = headerRows; index < cells.length; index++) {
    const row = cells[index] ?? [];
    // Only the columns of the template become fields: no text of the file becomes a key.
    const values: SheetRow = {};
    for (const [field, position] of positions) {
      const text = position < 0 ? '' : textOf(row[position]);
      if (text !== '') values[field] = text;
    }
    if (Object.keys(values).length > 0) rows.push({ rowNumber: index + 1, cells: values });
  }
  if (rows.length === 0) return { ok: false, problem: 'EMPTY' };
  return { ok: true, rows, versioned };
}

/** The rows with the user's fixes (by row number) applied, in sheet order. */
export function withFixes(
  rows: readonly SheetImportRow[],
  fixes: ReadonlyMap<number, SheetRow>,
): SheetImportRow[] {
  return rows.map((row) => {
    const fixed = fixes.get(row.rowNumber);
    return fixed ? { rowNumber: row.rowNumber, cells: fixed } : row;
  });
}

/** The whole check of a sheet with its fixes (contract checkImport: the same rules as the form). */
export function checkSheet(
  rows: readonly SheetImportRow[],
  fixes: ReadonlyMap<number, SheetRow>,
  options: DirectoryRowOptions,
  stored: readonly StoredPerson[],
  method: UploadMethod,
): ImportCheck {
  return checkImport(withFixes(rows, fixes), options, stored, method);
}
