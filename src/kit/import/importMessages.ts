import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImportErrorCode, ImportLimits } from './importLimits.ts';

/** What the user reads when a file is refused (translated by the page with `t` / `i18n._`). */
export function importErrorMessage(code: ImportErrorCode, limits: ImportLimits): MessageDescriptor {
  const megabytes = Math.round(limits.maxFileBytes / (1024 * 1024));
  const rows = limits.maxRows;
  const columns = limits.maxColumns;
  const seconds = Math.round(limits.timeoutMs / 1000);
  switch (code) {
    case 'NOT_SPREADSHEET':
      return msg`This file is not an Excel spreadsheet (.xlsx). Choose an .xlsx file.`;
    case 'TOO_LARGE':
      return msg`This spreadsheet is too large to import: at most ${megabytes} MB, unpacked too.`;
    case 'TOO_MANY_ROWS':
      return msg`This spreadsheet has too many rows: an import reads at most ${rows}.`;
    case 'TOO_MANY_COLUMNS':
      return msg`This spreadsheet has too many columns: an import reads at most ${columns}.`;
    case 'TIMED_OUT':
      return msg`Reading this spreadsheet took longer than ${seconds} seconds and was stopped.`;
    case 'NO_ENTRIES':
      return msg`This spreadsheet has no entries.`;
    default:
      return msg`An unknown error occurred while reading the spreadsheet.`;
  }
}
