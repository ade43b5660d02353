import type { FamilyName } from '../../../contract/families.ts';
import type { Sql } from '../../db/database.ts';
import { ApiError } from '../errors.ts';
import { readLiveRecordsForUpdate, recordId } from './readRecords.ts';
import { type RecordWrite, type WrittenRecord, writeRecords } from './writeRecords.ts';

/** A record image as the server stores it (JSON built by the write path from valid requests). */
export type RecordImage = Record<string, unknown>;

/** One record to change: its location and key, and its time-field value should it be created. */
export interface RecordTarget {
  hierarchy: string;
  key: string;
  /** The family's time-field value of a record this call creates (null: no time field). */
  eventTime?: number | null;
}

/**
 * The next image of one record from its current one (undefined when absent or removed); null
 * removes it (or leaves it absent). The contract's transitions (contract/transitions/) have
 * this shape, so the server applies the same rules as the client and the test server.
 */
export type RecordTransition<T extends RecordTarget = RecordTarget> = (
  current: RecordImage | undefined,
  target: T,
) => RecordImage | null;

/**
 * What a target without a live record means: 'refuse' fails the whole call with 404
 * RECORD_NOT_FOUND listing the missing keys; 'pass' gives the transition undefined (creates).
 */
export type MissingRecords = 'refuse' | 'pass';

export interface ModifiedRecord {
  hierarchy: string;
  key: string;
  /** What happened: a write's op, or UNCHANGED when the transition kept the current state. */
  change: WrittenRecord['op'] | 'UNCHANGED';
  /** The record after the call (as written, or as it was when unchanged); null when absent. */
  image: RecordImage | null;
}

/**
 * The generic record modification of every family: reads the current images of `targets`
 * locked for the rest of the transaction, applies `transition` to each, and writes the changes
 * through writeRecords in one statement. Records the transition leaves as they were are not
 * rewritten (no change-feed row, no live event). All or nothing: any refusal or failure throws
 * before anything is written. A target named twice is changed once. Answers one entry per
 * distinct target, in the order given.
 */
export async function modifyRecords<T extends RecordTarget>(
  tx: Sql,
  family: FamilyName,
  targets: readonly T[],
  transition: RecordTransition<T>,
  options: { missing: MissingRecords; now: number },
): Promise<ModifiedRecord[]> {
  const unique = uniqueTargets(targets);
  const stored = await readLiveRecordsForUpdate(tx, family, unique);
  if (options.missing === 'refuse') {
    const missing = unique.filter((target) => !stored.has(recordId(target.hierarchy, target.key)));
    if (missing.length > 0) {
      const list = missing.map((target) => `${target.hierarchy} ${target.key}`).join(', ');
      throw new ApiError(404, 'RECORD_NOT_FOUND', `No ${family} record ${list}`);
    }
  }
  const writes: RecordWrite[] = [];
  const results: ModifiedRecord[] = [];
  for (const target of unique) {
    const current = stored.get(recordId(target.hierarchy, target.key));
    const next = transition(current?.record, target);
    const ref = { hierarchy: target.hierarchy, key: target.key };
    if (next === null) {
      if (current) writes.push({ kind: 'remove', ...ref });
      results.push({ ...ref, change: current ? 'REMOVE' : 'UNCHANGED', image: null });
    } else if (current && sameJson(next, current.record)) {
      results.push({ ...ref, change: 'UNCHANGED', image: current.record });
    } else {
      const eventTime = current ? current.eventTime : (target.eventTime ?? null);
      writes.push({ kind: 'upsert', ...ref, eventTime, record: next });
      results.push({ ...ref, change: current ? 'MODIFY' : 'INSERT', image: next });
    }
  }
  const written = await writeRecords(tx, family, writes, options.now);
  const byId = new Map(written.map((w) => [recordId(w.hierarchy, w.key), w]));
  return results.map((result) => {
    const write = byId.get(recordId(result.hierarchy, result.key));
    return write ? { ...result, change: write.op, image: write.image } : result;
  });
}

function uniqueTargets<T extends RecordTarget>(targets: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const target of targets) {
    const id = recordId(target.hierarchy, target.key);
    if (!byId.has(id)) byId.set(id, target);
  }
  return [...byId.values()];
}

/**
 * Equal as stored JSON (key order ignored). The writer's own fields (EntityHierarchy, lmt,
 * changeSeq) are kept by a transition that spreads the current image, so they compare equal.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aEntries = Object.entries(a).filter(([, value]) => value !== undefined);
  const bValues = new Map<string, unknown>(
    Object.entries(b).filter(([, value]) => value !== undefined),
  );
  return (
    aEntries.length === bValues.size &&
    aEntries.every(([key, value]) => sameJson(value, bValues.get(key)))
  );
}

/**
 * Writes one record that must not exist yet (a device's event at its own key): `exists` is the
 * refusal when a live record holds the key. Answers the stored image.
 */
export async function createNewRecord(
  tx: Sql,
  family: FamilyName,
  target: RecordTarget,
  record: RecordImage,
  exists: () => ApiError,
  now: number,
): Promise<RecordImage> {
  const [written] = await modifyRecords(
    tx,
    family,
    [target],
    (current) => {
      if (current) throw exists();
      return record;
    },
    { missing: 'pass', now },
  );
  if (!written?.image) throw new Error(`${family} ${target.hierarchy} ${target.key} not written`);
  return written.image;
}
