import { FIRST_PAINT_ROWS } from './names.ts';
import type { ParsedRecipe } from './recipe.ts';
import {
  isNumber,
  isString,
  objectFields,
  parseStored,
  readStored,
  writeStored,
} from './storedJson.ts';

/**
 * The newest rows the page showed, kept beside the recipe so that the next start draws them
 * without opening IndexedDB: on a cold start the browser opens the origin's database files first,
 * which took 250–450 ms with 50,000 visitors stored (the bench's slow-network-open), against a few
 * milliseconds for localStorage, which the page has already loaded. Decisions:
 * - Only the fields the first paint draws are kept (the recipe's snapshotRow: no ID numbers, no
 *   answers, no images), for at most FIRST_PAINT_ROWS rows; sign-out clears localStorage with
 *   the rest.
 * - It is drawn only for the same user, page and selection (the recipe's), on the day it was
 *   written, and while the session it was written under has not expired; otherwise the first
 *   paint reads the database as before.
 * - The page writes it at most once a second and when it is hidden, so it can lag the database
 *   by that much; the app's own rows replace the first paint within a second of the start.
 */
export const FIRST_PAINT_ROWS_KEY = 'gatehouse.firstPaint.rows';

export interface FirstPaintSnapshot {
  sub: string;
  path: string;
  /** The recipe's selection (e.g. subtree and filter): a snapshot of another is not drawn. */
  selection: string;
  /** The start of the day the rows belong to (local time). */
  day: number;
  /** When the session the rows were written under expires. */
  expiresAt: number;
  rows: unknown[];
}

export function startOfLocalDay(now: number): number {
  return new Date(now).setHours(0, 0, 0, 0);
}

function isSnapshot(value: unknown): value is FirstPaintSnapshot {
  const snapshot = objectFields(value);
  return (
    snapshot !== null &&
    isString(snapshot.sub) &&
    isString(snapshot.path) &&
    isString(snapshot.selection) &&
    isNumber(snapshot.day) &&
    isNumber(snapshot.expiresAt) &&
    Array.isArray(snapshot.rows)
  );
}

/** The stored snapshot when it is well formed (its rows are checked by the recipe). */
export function parseSnapshot(text: string | null): FirstPaintSnapshot | null {
  return parseStored(text, isSnapshot);
}

export function readSnapshot(): FirstPaintSnapshot | null {
  return readStored(FIRST_PAINT_ROWS_KEY, isSnapshot);
}

/** The snapshot's rows when they may be drawn for this recipe at `now` (see above). */
export function snapshotRowsFor(
  snapshot: FirstPaintSnapshot | null,
  recipe: Pick<ParsedRecipe, 'sub' | 'path' | 'selection' | 'isRow'>,
  today: number,
  now: number,
): unknown[] | null {
  if (!snapshot) return null;
  const fits =
    snapshot.sub === recipe.sub &&
    snapshot.path === recipe.path &&
    snapshot.selection === recipe.selection &&
    snapshot.day === today &&
    snapshot.expiresAt > now &&
    snapshot.rows.every(recipe.isRow);
  return fits && snapshot.rows.length > 0 ? snapshot.rows : null;
}

/**
 * Keeps the newest rows a page shows (at most FIRST_PAINT_ROWS, cut down by the recipe's
 * snapshotRow) for the recipe's user, page and selection, under a session that expires at
 * `expiresAt`.
 */
export function writeSnapshot<R>(
  recipe: Pick<ParsedRecipe, 'sub' | 'path' | 'selection'> & { snapshotRow: (row: R) => unknown },
  expiresAt: number,
  rows: readonly R[],
  now = Date.now(),
): void {
  const snapshot: FirstPaintSnapshot = {
    sub: recipe.sub,
    path: recipe.path,
    selection: recipe.selection,
    day: startOfLocalDay(now),
    expiresAt,
    rows: rows.slice(0, FIRST_PAINT_ROWS).map((row) => recipe.snapshotRow(row)),
  };
  writeStored(FIRST_PAINT_ROWS_KEY, snapshot);
}
