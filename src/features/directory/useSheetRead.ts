import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import {
  TEMPLATE_SHEET_NAME,
  type TemplateOptions,
} from '../../../contract/directory/importTemplate.ts';
import {
  DEFAULT_IMPORT_LIMITS,
  ImportError,
  type ImportProgress,
  importErrorMessage,
  readSpreadsheet,
} from '../../kit/index.ts';
import { readRefusalMessage, sheetProblemMessage } from './importMessages.ts';
import { parseDirectorySheet, type SheetImportRow } from './importSheet.ts';

export type SheetReadState =
  | { status: 'idle' }
  | { status: 'reading'; progress: ImportProgress }
  | { status: 'refused'; message: string }
  | { status: 'read'; fileName: string; rows: SheetImportRow[] };

/**
 * Reads a directory sheet in the spreadsheet worker (src/kit/import: size, row and time limits)
 * and turns it into rows (importSheet.ts); a refused file or sheet gets the spec's message. A
 * newer file replaces an older one's read.
 */
export function useSheetRead() {
  const { i18n } = useLingui();
  const [state, setState] = useState<SheetReadState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  const read = useCallback(
    async (file: File, options: TemplateOptions) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const show = (next: SheetReadState) => {
        if (!controller.signal.aborted) setState(next);
      };
      show({ status: 'reading', progress: { phase: 'reading' } });
      try {
        const cells = await readSpreadsheet(file, {
          sheet: TEMPLATE_SHEET_NAME,
          signal: controller.signal,
          onProgress: (progress) => show({ status: 'reading', progress }),
        });
        const parsed = parseDirectorySheet(cells, options);
        if (!parsed.ok) {
          show({ status: 'refused', message: i18n._(sheetProblemMessage(parsed.problem)) });
          return;
        }
        show({ status: 'read', fileName: file.name, rows: parsed.rows });
      } catch (error) {
        if (controller.signal.aborted) return;
        const code = error instanceof ImportError ? error.code : 'UNKNOWN';
        const message =
          readRefusalMessage(code, TEMPLATE_SHEET_NAME) ??
          importErrorMessage(code, DEFAULT_IMPORT_LIMITS);
        show({ status: 'refused', message: i18n._(message) });
      }
    },
    [i18n],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return {
    state,
    read,
    reset,
    refuse: (message: string) => setState({ status: 'refused', message }),
  };
}
