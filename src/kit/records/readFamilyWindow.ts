import { familyTable } from '../../../contract/familyTables.ts';
import type { GatehouseDatabase } from '../../db/database.ts';
import { type FamilyName, type FamilyRecord, recordTable } from './familyRecords.ts';
import { renderableRecords } from './renderable.ts';
import { nextBoundaries, sliceWindow, type TimeSlice } from './timeSlices.ts';

/** How many slices of a window a read asks Dexie for at once. */
export const SLICES_AT_ONCE = 20;

/** Which records: every location key of a subtree, and a time window (ignored without time). */
export interface FamilyWindow {
  hierarchies: readonly string[];
  beginTime: number;
  endTime: number;
}

/** Where a live query cuts its window (see timeSlices.ts); kept by the query between runs. */
export interface WindowSlicing {
  boundaries: number[];
}

/** The family's sort-key and time field names from the contract's table list. */
export function familyFields(family: FamilyName): { sortKey: string; timeField: string | null } {
  const definition = familyTable(family);
  if (!definition) throw new Error(`Unknown record family ${family}`);
  return { sortKey: definition.sortKey, timeField: definition.timeField };
}

/** A field of a record read by name (records are loose objects: any field may be present). */
export function fieldOf(record: object, field: string): unknown {
  return Object.hasOwn(record, field) ? Reflect.get(record, field) : undefined;
}

/** A numeric field of a record; NaN when it is not a number. */
export function numberField(record: object, field: string): number {
  const value = fieldOf(record, field);
  return typeof value === 'number' ? value : Number.NaN;
}

/**
 * The default order: newest first by the family's time field, ties by sort key descending (so the
 * order is stable); families without time by sort key ascending.
 */
export function defaultOrder(family: FamilyName): (a: object, b: object) => number {
  const { sortKey, timeField } = familyFields(family);
  const keyOrder = (a: object, b: object) => {
    const x = String(fieldOf(a, sortKey));
    const y = String(fieldOf(b, sortKey));
    return x === y ? 0 : x < y ? -1 : 1;
  };
  if (timeField === null) return keyOrder;
  return (a, b) => {
    const difference = numberField(b, timeField) - numberField(a, timeField);
    return difference !== 0 ? difference : keyOrder(b, a);
  };
}

/**
 * Reads a family's records of a subtree and window from Dexie, without rows an older version
 * stored that fail the current schema, in the default order. Families with a time field are read
 * through compound-index ranges ([EntityHierarchy+<time field>]) per location and time slice, so a
 * live query re-reads only the slice a write touched; `slicing` is updated for the next run.
 */
export async function readFamilyWindow<F extends FamilyName>(
  db: GatehouseDatabase,
  family: F,
  window: FamilyWindow,
  slicing: WindowSlicing = { boundaries: [] },
): Promise<FamilyRecord<F>[]> {
  const table = recordTable(db, family);
  const { timeField } = familyFields(family);
  const order = defaultOrder(family);
  if (timeField === null) {
    const rows = await table
      .where('EntityHierarchy')
      .anyOf([...window.hierarchies])
      .toArray();
    return renderableRecords(rows).sort(order);
  }
  const index = `[EntityHierarchy+${timeField}]`;
  const slices = sliceWindow(window.beginTime, window.endTime, slicing.boundaries);
  const readSlice = async (slice: TimeSlice) => {
    const perLocation = await Promise.all(
      window.hierarchies.map((hierarchy) =>
        table
          .where(index)
          .between([hierarchy, slice.from], [hierarchy, slice.to], true, slice.last)
          .toArray(),
      ),
    );
    return perLocation.flat();
  };
  // A few slices at a time: Dexie's cache looks every new range up among those it holds, so
  // asking for a large window's hundreds of slices at once holds the main thread in one task.
  const perSlice: Awaited<ReturnType<typeof readSlice>>[] = [];
  for (let first = 0; first < slices.length; first += SLICES_AT_ONCE) {
    const batch = slices.slice(first, first + SLICES_AT_ONCE);
    perSlice.push(...(await Promise.all(batch.map(readSlice))));
  }
  const newest = perSlice[perSlice.length - 1] ?? [];
  slicing.boundaries = nextBoundaries(
    slicing.boundaries,
    newest.map((row) => numberField(row, timeField)).sort((a, b) => a - b),
  );
  const rows = renderableRecords(newestFirst(perSlice));
  const { sortKey } = familyFields(family);
  // One location's index order is (time, sort key), ties by the key's second part: with text sort
  // keys, compared by code unit as IndexedDB does, the rows reversed are already in the default
  // order, and sorting 50,000 of them again would hold the main thread.
  if (
    window.hierarchies.length === 1 &&
    rows.every((row) => typeof fieldOf(row, sortKey) === 'string')
  ) {
    return rows;
  }
  return rows.sort(order);
}

/** The rows of the slices (each in index order, oldest slice first) newest first. */
function newestFirst<T>(perSlice: readonly (readonly T[])[]): T[] {
  const rows: T[] = [];
  for (let slice = perSlice.length - 1; slice >= 0; slice--) {
    const sliceRows = perSlice[slice]!;
    for (let row = sliceRows.length - 1; row >= 0; row--) rows.push(sliceRows[row]!);
  }
  return rows;
}
