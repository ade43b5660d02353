import {
  DEFAULT_IMPORT_LIMITS,
  ImportError,
  type ImportLimits,
  isImportErrorCode,
} from './importLimits.ts';
import type { ReadSheetCommand, ReadSheetEvent } from './protocol.ts';
import type { SheetCells } from './readSheetCells.ts';

/** Progress of an import: reading the file, unpacking it, parsing its sheet, checking its rows. */
export type ImportProgress =
  | { phase: 'reading' | 'unpacking' | 'parsing' }
  | { phase: 'validating'; done: number; total: number };

export interface ReadSpreadsheetOptions {
  limits?: Partial<ImportLimits>;
  onProgress?: (progress: ImportProgress) => void;
  /** Stops the read (the worker is terminated). */
  signal?: AbortSignal;
  /** The worker to read in (default: the spreadsheet worker; tests pass their own). */
  startWorker?: () => SheetWorker | Promise<SheetWorker>;
}

export interface SheetWorker {
  postMessage(message: ReadSheetCommand, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ReadSheetEvent>) => void): void;
  /** The worker could not start or died (its script failed to load, out of memory). */
  onFailure(listener: () => void): void;
  stop(): void;
}

/** Its own chunk, started per file and terminated after it (or at the time limit). */
export async function startSheetWorker(): Promise<SheetWorker> {
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./spreadsheetWorker.ts', import.meta.url), {
      type: 'module',
      name: 'gatehouse-spreadsheet',
    });
    return {
      postMessage: (message, transfer) => worker.postMessage(message, transfer),
      addEventListener: (type, listener) => worker.addEventListener(type, listener),
      onFailure: (listener) => worker.addEventListener('error', listener),
      stop: () => worker.terminate(),
    };
  }
  // No Worker (unit tests): the same code over a channel in this thread. Not loaded by the app
  // (where Worker exists), so its chunk is not precached with the parser a second time.
  const path = './serveSheetReads.ts';
  const { serveSheetReads } = (await import(
    /* @vite-ignore */ path
  )) as typeof import('./serveSheetReads.ts');
  const channel = new MessageChannel();
  serveSheetReads(channel.port2);
  channel.port1.start();
  channel.port2.start();
  return {
    postMessage: (message, transfer) => channel.port1.postMessage(message, transfer),
    addEventListener: (type, listener) => channel.port1.addEventListener(type, listener),
    onFailure: () => {},
    stop: () => {
      channel.port1.close();
      channel.port2.close();
    },
  };
}

/** `.xlsx` only (spec/visitors.md §9): by name, then by content in the worker. */
export function hasSpreadsheetName(file: { name: string }): boolean {
  return /\.xlsx$/i.test(file.name);
}

/**
 * Reads the first sheet of an `.xlsx` file in a Web Worker within the limits (DEFAULT_IMPORT_LIMITS
 * where not given). Rejects with an ImportError: NOT_SPREADSHEET, TOO_LARGE, TOO_MANY_ROWS,
 * TOO_MANY_COLUMNS, NO_ENTRIES, TIMED_OUT (the worker is terminated), UNKNOWN.
 */
export async function readSpreadsheet(
  file: Blob & { name: string },
  options: ReadSpreadsheetOptions = {},
): Promise<SheetCells> {
  const limits = { ...DEFAULT_IMPORT_LIMITS, ...options.limits };
  if (!hasSpreadsheetName(file)) throw new ImportError('NOT_SPREADSHEET', file.name);
  if (file.size > limits.maxFileBytes) throw new ImportError('TOO_LARGE', `${file.size} bytes`);
  options.onProgress?.({ phase: 'reading' });
  const bytes = await file.arrayBuffer();
  const worker = await (options.startWorker ?? startSheetWorker)();
  return new Promise<SheetCells>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', aborted);
      worker.stop();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new ImportError('TIMED_OUT', `${limits.timeoutMs} ms`))),
      limits.timeoutMs,
    );
    const aborted = () => finish(() => reject(new DOMException('Import stopped', 'AbortError')));
    options.signal?.addEventListener('abort', aborted);
    worker.addEventListener('message', (event) => {
      const answer = event.data;
      if (answer.type === 'phase') options.onProgress?.({ phase: answer.phase });
      else if (answer.type === 'cells') finish(() => resolve(answer.cells));
      else {
        const code = isImportErrorCode(answer.code) ? answer.code : 'UNKNOWN';
        finish(() => reject(new ImportError(code, answer.detail)));
      }
    });
    worker.onFailure(() => finish(() => reject(new ImportError('UNKNOWN', 'worker failed'))));
    if (options.signal?.aborted) return aborted();
    worker.postMessage({ type: 'read', bytes, limits }, [bytes]);
  });
}
