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
 * A slice's rows (in `order`) with `image` put in place of its older copy: inserted where `order`
 * puts it, or only removed when the image is not renderable. Undefined when nothing changes: the
 * slice holds the same or a newer version (by changeSeq) already.
 */
export function putInSlice<Row extends object>(
  rows: readonly Row[],
  image: Row,
  sortKey: string,
  order: (a: object, b: object) => number,
): Row[] | undefined {
  const identity = rowIdentity(image, sortKey);
  const at = rows.findIndex((row) => rowIdentity(row, sortKey) === identity);
  if (at >= 0 && changeSeqOf(rows[at]!) >= changeSeqOf(image)) return undefined;
  const next = at >= 0 ? [...rows.slice(0, at), ...rows.slice(at + 1)] : [...rows];
  if (!isRenderable(image)) return at >= 0 ? next : undefined;
  let low = 0;
  let high = next.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (order(next[middle]!, image) <= 0) low = middle + 1;
    else high = middle;
  }
  next.splice(low, 0, image);
  return next;
}

function sameContent(a: object, b: object): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
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
