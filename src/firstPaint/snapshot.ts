import { startOfToday } from '../features/visitors/visitorFields.ts';
import type { VisitorRecord } from '../features/visitors/visitorRows.ts';
import { FIRST_PAINT_ROWS } from './names.ts';
import type { FirstPaintRecipe } from './recipe.ts';
import {
  isNumber,
  isString,
  objectFields,
  parseStored,
  readStored,
  writeStored,
} from './storedJson.ts';

/** A visitor log record, or the part of one a snapshot keeps. */
export type SnapshotRecord = VisitorRecord;

/**
 * The newest rows the page showed, kept beside the recipe so that the next start draws them
 * without opening IndexedDB: on a cold start the browser opens the origin's database files first,
 * which took 250–450 ms with 50,000 visitors stored (the bench's slow-network-open), against a few
 * milliseconds for localStorage, which the page has already loaded. Decisions:
 * - Only the fields the first paint draws are kept (no ID numbers, no answers, no images), for at
 *   most FIRST_PAINT_ROWS rows; sign-out clears localStorage with the rest.
 * - It is drawn only for the same user, page, subtree and filter, on the day it was written, and
 *   while the session it was written under has not expired; otherwise the first paint reads the
 *   database as before.
 * - The page writes it at most once a second and when it is hidden, so it can lag the database
 *   by that much; the app's own rows replace the first paint within a second of the start.
 */
export const FIRST_PAINT_ROWS_KEY = 'gatehouse.firstPaint.rows';

export interface FirstPaintSnapshot {
  sub: string;
  path: string;
  /** The recipe's subtree and filter, joined: a snapshot of another selection is not drawn. */
  selection: string;
  /** The start of the day the rows belong to (local time). */
  day: number;
  /** When the session the rows were written under expires. */
  expiresAt: number;
  rows: VisitorRecord[];
}

/** What identifies the page's selection in a snapshot. */
export function selectionOf(recipe: Pick<FirstPaintRecipe, 'hierarchies' | 'filter'>): string {
  return `${recipe.filter}\n${recipe.hierarchies.join('|')}`;
}

/** A record cut down to what the first paint draws (paintFirstRows.ts cellText). */
export function snapshotRow(record: VisitorRecord): VisitorRecord {
  const { firstName, lastName, company, ProfileId } = record.visitorFullDetails;
  return {
    EntityHierarchy: record.EntityHierarchy,
    evtTimeStampProfileID: record.evtTimeStampProfileID,
    evtTimeStamp: record.evtTimeStamp,
    ...(record.evtTimeStampOut != null ? { evtTimeStampOut: record.evtTimeStampOut } : {}),
    ProfileId: record.ProfileId,
    visitorFullDetails: { firstName, lastName, company, ProfileId },
    ...(record.hostDetails?.name ? { hostDetails: { name: record.hostDetails.name } } : {}),
  } as VisitorRecord;
}

function isRow(value: unknown): value is VisitorRecord {
  const row = objectFields(value);
  return (
    row !== null &&
    isString(row.EntityHierarchy) &&
    isNumber(row.evtTimeStamp) &&
    (row.evtTimeStampOut === undefined || isNumber(row.evtTimeStampOut)) &&
    objectFields(row.visitorFullDetails) !== null
  );
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
    Array.isArray(snapshot.rows) &&
    snapshot.rows.every(isRow)
  );
}

/** The stored snapshot when it is well formed (anything else is ignored). */
export function parseSnapshot(text: string | null): FirstPaintSnapshot | null {
  return parseStored(text, isSnapshot);
}

/** The snapshot's rows when they may be drawn for this recipe at `now` (see above). */
export function snapshotRowsFor(
  snapshot: FirstPaintSnapshot | null,
  recipe: FirstPaintRecipe,
  today: number,
  now: number,
): VisitorRecord[] | null {
  if (!snapshot) return null;
  const fits =
    snapshot.sub === recipe.sub &&
    snapshot.path === recipe.path &&
    snapshot.selection === selectionOf(recipe) &&
    snapshot.day === today &&
    snapshot.expiresAt > now;
  return fits && snapshot.rows.length > 0 ? snapshot.rows : null;
}

export function readSnapshot(): FirstPaintSnapshot | null {
  return readStored(FIRST_PAINT_ROWS_KEY, isSnapshot);
}

/**
 * Keeps the newest rows a page shows (at most FIRST_PAINT_ROWS, cut down by snapshotRow) for the
 * recipe's user, page and selection, under a session that expires at `expiresAt`.
 */
export function writeSnapshot(
  recipe: Pick<FirstPaintRecipe, 'sub' | 'path' | 'hierarchies' | 'filter'>,
  expiresAt: number,
  rows: readonly VisitorRecord[],
  now = Date.now(),
): void {
  const snapshot: FirstPaintSnapshot = {
    sub: recipe.sub,
    path: recipe.path,
    selection: selectionOf(recipe),
    day: startOfToday(now),
    expiresAt,
    rows: rows.slice(0, FIRST_PAINT_ROWS).map(snapshotRow),
  };
  writeStored(FIRST_PAINT_ROWS_KEY, snapshot);
}
