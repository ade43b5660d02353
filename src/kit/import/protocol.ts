import type { ImportErrorCode, ImportLimits } from './importLimits.ts';
import type { ReadPhase, SheetCells } from './readSheetCells.ts';

/** The page asks the spreadsheet worker to read one file (its bytes are transferred). */
export interface ReadSheetCommand {
  type: 'read';
  bytes: ArrayBuffer;
  limits: ImportLimits;
}

/** What the worker answers: where it is, the rows, or why the file was refused. */
export type ReadSheetEvent =
  | { type: 'phase'; phase: ReadPhase }
  | { type: 'cells'; cells: SheetCells }
  | { type: 'refused'; code: ImportErrorCode; detail: string };
