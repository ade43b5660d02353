import { unzipSync, zipSync } from 'fflate';
import { ImportError, type ImportLimits } from './importLimits.ts';

/** The parts of an `.xlsx` that read-excel-file reads: XML and relationship files. */
const isReadPart = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

/** A zip archive starts with a local file header, `PK\x03\x04`. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * The XML parts of an `.xlsx` archive, unpacked only when the archive keeps to `limits`: the
 * entries are counted and the sizes they declare summed (from the central directory) before any
 * is inflated, so a compressed bomb is refused without being unpacked. An entry that declares
 * less than it holds cannot grow either: fflate inflates into a buffer of the declared size.
 */
export function unpackWithinLimits(
  bytes: Uint8Array,
  limits: ImportLimits,
): Record<string, Uint8Array> {
  if (!looksLikeZip(bytes)) throw new ImportError('NOT_SPREADSHEET', 'not a zip archive');
  let entries = 0;
  let declared = 0;
  try {
    return unzipSync(bytes, {
      filter: (entry) => {
        entries += 1;
        if (entries > limits.maxEntries) {
          throw new ImportError('TOO_LARGE', `more than ${limits.maxEntries} archive entries`);
        }
        if (!isReadPart(entry.name)) return false;
        declared += entry.originalSize;
        if (declared > limits.maxUncompressedBytes) {
          throw new ImportError('TOO_LARGE', `unpacks to more than ${limits.maxUncompressedBytes}`);
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError('NOT_SPREADSHEET', error instanceof Error ? error.message : undefined);
  }
}

/**
 * The unpacked parts as a stored (uncompressed) archive for read-excel-file. It unpacks larger
 * compressed entries in Web Workers of its own made from blob: URLs, which the app's
 * Content-Security-Policy (worker-src 'self') refuses; stored entries are only sliced.
 */
export function storedArchive(parts: Record<string, Uint8Array>): ArrayBuffer {
  const zipped = zipSync(parts, { level: 0 });
  return zipped.buffer.slice(
    zipped.byteOffset,
    zipped.byteOffset + zipped.byteLength,
  ) as ArrayBuffer;
}

const CELL_REF = /<(?:\w+:)?c\b[^>]*?\sr="([A-Z]{1,3})(\d{1,7})"/g;
const ROW_REF = /<(?:\w+:)?row\b[^>]*?\sr="(\d{1,7})"/g;

function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters) n = n * 26 + (letter.charCodeAt(0) - 64);
  return n;
}

/**
 * Refuses a sheet whose cells name rows or columns past the limits. read-excel-file builds the
 * sheet as a full matrix up to the furthest cell, so this is checked on the XML first.
 */
export function checkSheetExtent(parts: Record<string, Uint8Array>, limits: ImportLimits): void {
  const decoder = new TextDecoder();
  for (const [name, data] of Object.entries(parts)) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) continue;
    const xml = decoder.decode(data);
    let maxRow = 0;
    let maxColumn = 0;
    for (const match of xml.matchAll(ROW_REF)) maxRow = Math.max(maxRow, Number(match[1]));
    for (const match of xml.matchAll(CELL_REF)) {
      maxColumn = Math.max(maxColumn, columnNumber(match[1] ?? ''));
      maxRow = Math.max(maxRow, Number(match[2]));
    }
    if (maxRow > limits.maxRows) throw new ImportError('TOO_MANY_ROWS', `${name}: row ${maxRow}`);
    if (maxColumn > limits.maxColumns) {
      throw new ImportError('TOO_MANY_COLUMNS', `${name}: column ${maxColumn}`);
    }
  }
}
