import { fieldOf, numberField } from './readFamilyWindow.ts';
import { isRenderable } from './renderable.ts';
import type { TimeSlice } from './timeSlices.ts';

/** A row's identity within a family: its location and sort key (the table's key). */
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

/**
 * Whether a re-read row says what the held one says. The same server version (changeSeq) with no
 * local change on either is the same content; otherwise the stored JSON decides, so a pending
 * mutation's change is never missed.
 */
function sameContent(a: object, b: object): boolean {
  if (a === b) return true;
  if (changeSeqOf(a) !== changeSeqOf(b)) return false;
  const local = (row: object) =>
    fieldOf(row, '_pending') !== undefined ||
    fieldOf(row, '_base') !== undefined ||
    fieldOf(row, '_removed') !== undefined ||
    fieldOf(row, '_invalid') !== undefined;
  if (!local(a) && !local(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A slice's re-read rows with every row whose content did not change replaced by the object the
 * page already holds, and whether anything changed at all: a re-read that only confirms what a
 * patch (or the previous read) put in place need not render again.
 */
export function keepUnchangedRows<Row extends object>(
  previous: readonly Row[],
  read: readonly Row[],
  sortKey: string,
): { rows: Row[]; changed: boolean } {
  const held = new Map<string, Row>();
  for (const row of previous) held.set(rowIdentity(row, sortKey), row);
  let changed = read.length !== previous.length;
  const rows = read.map((row, i) => {
    const before = held.get(rowIdentity(row, sortKey));
    const kept = before !== undefined && sameContent(before, row) ? before : row;
    if (kept !== previous[i]) changed = true;
    return kept;
  });
  return { rows, changed };
}
