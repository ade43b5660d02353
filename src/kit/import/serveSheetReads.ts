import { ImportError } from './importLimits.ts';
import type { ReadSheetCommand, ReadSheetEvent } from './protocol.ts';
import { readSheetCells } from './readSheetCells.ts';

interface Port {
  postMessage(message: ReadSheetEvent): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<ReadSheetCommand>) => void,
  ): void;
}

/** Answers read commands on `port` (the spreadsheet worker, or a channel where there is none). */
export function serveSheetReads(port: Port): void {
  port.addEventListener('message', (event) => {
    const command = event.data;
    if (command?.type !== 'read') return;
    readSheetCells(new Uint8Array(command.bytes), command.limits, (phase) =>
      port.postMessage({ type: 'phase', phase }),
    ).then(
      (cells) => port.postMessage({ type: 'cells', cells }),
      (error: unknown) =>
        port.postMessage({
          type: 'refused',
          code: error instanceof ImportError ? error.code : 'UNKNOWN',
          detail: error instanceof Error ? error.message : String(error),
        }),
    );
  });
}
