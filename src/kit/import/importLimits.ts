/**
 * Limits of a spreadsheet import (src/kit/import). A hostile file must be refused before it can
 * hold the page or the worker: its size as uploaded, the archive's entries and what they claim to
 * unpack to (a compressed bomb is refused before anything is inflated), the rows and columns its
 * cells name (one cell at XFD1048576 would otherwise become a sheet of 17 billion cells), and the
 * time the worker may take (it is terminated after that).
 */
export interface ImportLimits {
  /** Bytes of the `.xlsx` file itself. */
  maxFileBytes: number;
  /** Entries of the zip archive (all of them, also those that are not read). */
  maxEntries: number;
  /** Bytes the read entries (the XML parts) may unpack to, together. */
  maxUncompressedBytes: number;
  /** Rows of the sheet, header rows included. */
  maxRows: number;
  /** Columns of the sheet. */
  maxColumns: number;
  /** Milliseconds from the start of the read to its rows. */
  timeoutMs: number;
}

/** Generous for a host list or a directory of a large site (5,000 rows take about 1 MiB). */
export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxEntries: 200,
  maxUncompressedBytes: 64 * 1024 * 1024,
  maxRows: 20_000,
  maxColumns: 100,
  timeoutMs: 30_000,
};

/** Why a file was refused; each has one message (importMessages.ts). */
export type ImportErrorCode =
  | 'NOT_SPREADSHEET'
  | 'TOO_LARGE'
  | 'TOO_MANY_ROWS'
  | 'TOO_MANY_COLUMNS'
  | 'TIMED_OUT'
  | 'NO_ENTRIES'
  | 'UNKNOWN';

export const IMPORT_ERROR_CODES: readonly ImportErrorCode[] = [
  'NOT_SPREADSHEET',
  'TOO_LARGE',
  'TOO_MANY_ROWS',
  'TOO_MANY_COLUMNS',
  'TIMED_OUT',
  'NO_ENTRIES',
  'UNKNOWN',
];

/** A refused file: `code` says why (messages are the page's, translated). */
export class ImportError extends Error {
  constructor(
    readonly code: ImportErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ImportError';
  }
}

export function isImportErrorCode(value: unknown): value is ImportErrorCode {
  return typeof value === 'string' && (IMPORT_ERROR_CODES as readonly string[]).includes(value);
}
