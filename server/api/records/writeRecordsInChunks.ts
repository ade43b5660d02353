import type { FamilyName } from '../../../contract/families.ts';
import type { Database } from '../../db/database.ts';
import {
  assertUniqueKeys,
  type RecordWrite,
  type WrittenRecord,
  writeRecords,
} from './writeRecords.ts';

/**
 * Records per transaction of a bulk write. Each chunk holds its organisation's change-feed lock
 * only while it is written (a few hundred milliseconds at most), so a sign-out of the same
 * organisation waits for one chunk, never for the whole import.
 */
export const WRITE_CHUNK_SIZE = 500;

export interface ChunkedWriteOptions {
  now?: number;
  chunkSize?: number;
  /** Called after each chunk commits (e.g. the publisher's kick). */
  onCommitted?: (written: readonly WrittenRecord[]) => void;
}

/** A chunk failed: the chunks before it are committed, this one and the rest are not. */
export class ChunkedWriteError extends Error {
  constructor(
    readonly written: WrittenRecord[],
    readonly notWritten: number,
    cause: unknown,
  ) {
    super(
      `Bulk write stopped after ${written.length} records: ${notWritten} were not written ` +
        `(${cause instanceof Error ? cause.message : String(cause)})`,
      { cause },
    );
    this.name = 'ChunkedWriteError';
  }
}

/**
 * Writes a large list (an import) through writeRecords in transactions of at most
 * `chunkSize` records, in list order. Not atomic as a whole: each chunk is. On a failure it
 * throws a ChunkedWriteError that says which records were written, so the caller can report
 * them and retry the rest (writes are whole images, so repeating one is harmless).
 */
export async function writeRecordsInChunks(
  db: Database,
  family: FamilyName,
  writes: readonly RecordWrite[],
  options: ChunkedWriteOptions = {},
): Promise<WrittenRecord[]> {
  const chunkSize = options.chunkSize ?? WRITE_CHUNK_SIZE;
  if (!Number.isInteger(chunkSize) || chunkSize < 1) {
    throw new RangeError(`chunkSize must be a positive integer, not ${chunkSize}`);
  }
  // Checked over the whole list: a key repeated in two chunks would be written twice.
  assertUniqueKeys(writes);
  const written: WrittenRecord[] = [];
  for (let start = 0; start < writes.length; start += chunkSize) {
    const chunk = writes.slice(start, start + chunkSize);
    let committed: WrittenRecord[];
    try {
      committed = await db.transaction((tx) => writeRecords(tx, family, chunk, options.now));
    } catch (error) {
      throw new ChunkedWriteError(written, writes.length - start, error);
    }
    written.push(...committed);
    options.onCommitted?.(committed);
  }
  return written;
}
