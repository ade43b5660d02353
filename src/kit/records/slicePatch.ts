import { fieldOf, numberField } from './readFamilyWindow.ts';
import { isRenderable } from './renderable.ts';
import type { TimeSlice } from './timeSlices.ts';

/**
 * A row's identity within a family: its location and sort key (the table's key), in the format of
 * the sync engine's keyString. Not imported from src/sync/rebase.ts: that module would bring the
 * sync engine's code into the first load (initial JS 176.9 -> 207.3 KiB when tried).
 */
export function rowIdentity(row: object, sortKey: string): string {
  return `${String(fieldOf(row, 'EntityHierarchy'))}\u0000${String(fieldOf(row, sortKey))}`;
}

export function sliceHolds(slice: TimeSlice, time: number): boolean {
  return time >= slice.from && (time < slice.to || (slice.last && time === slice.to));
}

function changeSeqOf(row: object): number {
  const value = numberField(row, 'changeSeq');
  return Number.isNaN(value) ? -1 : value;
}

/**
 * A slice's rows (in `order`) with `images` put in place of their older copies: each inserted where
 * `order` puts it, or only removed when not renderable. An image is skipped when the slice holds
 * the same or a newer version (by changeSeq). Undefined when nothing changes. One pass over the
 * slice whatever the number of images (a burst's refresh brings hundreds at once).
 */
export function putInSlice<Row extends object>(
  rows: readonly Row[],
  images: readonly Row[],
  sortKey: string,
  order: (a: object, b: object) => number,
): Row[] | undefined {
  const newest = new Map<string, Row>();
  for (const image of images) {
    const identity = rowIdentity(image, sortKey);
    const other = newest.get(identity);
    if (other === undefined || changeSeqOf(image) > changeSeqOf(other)) newest.set(identity, image);
  }
  const position = new Map<string, number>();
  rows.forEach((row, i) => {
    position.set(rowIdentity(row, sortKey), i);
  });
  const dropped = new Set<number>();
  const added: Row[] = [];
  for (const [identity, image] of newest) {
    const at = position.get(identity);
    if (at !== undefined) {
      if (changeSeqOf(rows[at]!) >= changeSeqOf(image)) continue;
      dropped.add(at);
    }
    if (isRenderable(image)) added.push(image);
  }
  if (dropped.size === 0 && added.length === 0) return undefined;
  const kept = dropped.size === 0 ? rows : rows.filter((_, i) => !dropped.has(i));
  return mergeSorted(kept, added.sort(order), order);
}

/** Two lists each in `order`, as one. */
function mergeSorted<Row extends object>(
  a: readonly Row[],
  b: readonly Row[],
  order: (x: object, y: object) => number,
): Row[] {
  const merged: Row[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) merged.push(order(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) merged.push(a[i++]!);
  while (j < b.length) merged.push(b[j++]!);
  return merged;
}

/** The local bookkeeping of a row (pending, hidden, invalid), as one comparable string. */
function localState(row: object): string {
  const pending = fieldOf(row, '_pending');
  return `${pending === undefined ? '' : String(pending)}|${fieldOf(row, '_removed') === true}|${fieldOf(row, '_invalid') !== undefined}`;
}

/**
 * Whether a slice's re-read only confirms what a patch put in place: the same rows in the same
 * order, each at the same server version (changeSeq) with the same local bookkeeping. Rows are
 * never compared field by field: a patch's images are what the commit stored, and a change that
 * keeps the version comes only with a local mutation (its bookkeeping changes).
 */
export function confirmsPatchedRows(
  held: readonly object[],
  read: readonly object[],
  sortKey: string,
): boolean {
  if (held.length !== read.length) return false;
  for (let i = 0; i < held.length; i++) {
    const a = held[i]!;
    const b = read[i]!;
    if (
      changeSeqOf(a) !== changeSeqOf(b) ||
      rowIdentity(a, sortKey) !== rowIdentity(b, sortKey) ||
      localState(a) !== localState(b)
    ) {
      return false;
    }
  }
  return true;
}
