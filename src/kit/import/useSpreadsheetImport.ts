import { useCallback, useRef, useState } from 'react';
import {
  DEFAULT_IMPORT_LIMITS,
  ImportError,
  type ImportErrorCode,
  type ImportLimits,
} from './importLimits.ts';
import { type ImportProgress, readSpreadsheet } from './readSpreadsheet.ts';
import { type ImportSpec, type SheetValidation, validateSheet } from './sheetRecords.ts';

/** Where reading one chosen file is: nothing yet, reading (with progress), refused, or read. */
export type SpreadsheetImportState<T, F extends string> =
  | { status: 'idle' }
  | { status: 'reading'; progress: ImportProgress }
  | { status: 'refused'; code: ImportErrorCode; limits: ImportLimits }
  | { status: 'read'; fileName: string; validation: SheetValidation<T, F> };

/**
 * Reads a chosen `.xlsx` in the spreadsheet worker and validates its rows against `spec`, in
 * slices with progress. Nothing is written: the page shows the invalid rows and a preview
 * (previewChanges) and sends what the user confirms. A newer file replaces an older one's read.
 */
export function useSpreadsheetImport<T, F extends string>(
  spec: ImportSpec<T, F>,
  limitOverrides: Partial<ImportLimits> = {},
) {
  const [state, setState] = useState<SpreadsheetImportState<T, F>>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  const latest = useRef({ spec, limits: { ...DEFAULT_IMPORT_LIMITS, ...limitOverrides } });
  latest.current = { spec, limits: { ...DEFAULT_IMPORT_LIMITS, ...limitOverrides } };

  const read = useCallback(async (file: File) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const { spec: activeSpec, limits } = latest.current;
    const show = (next: SpreadsheetImportState<T, F>) => {
      if (!controller.signal.aborted) setState(next);
    };
    show({ status: 'reading', progress: { phase: 'reading' } });
    try {
      const cells = await readSpreadsheet(file, {
        limits,
        signal: controller.signal,
        onProgress: (progress) => show({ status: 'reading', progress }),
      });
      const validation = await validateSheet(cells, activeSpec, {
        signal: controller.signal,
        onProgress: (done, total) =>
          show({ status: 'reading', progress: { phase: 'validating', done, total } }),
      });
      show({ status: 'read', fileName: file.name, validation });
    } catch (error) {
      if (controller.signal.aborted) return;
      const code = error instanceof ImportError ? error.code : 'UNKNOWN';
      show({ status: 'refused', code, limits });
    }
  }, []);

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, read, reset };
}
