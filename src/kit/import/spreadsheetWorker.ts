import { serveSheetReads } from './serveSheetReads.ts';

/** The spreadsheet worker's entry (started by readSpreadsheet.ts). */
serveSheetReads(self);
