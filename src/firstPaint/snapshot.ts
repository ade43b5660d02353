import type { VisitorRecord } from '../features/visitors/visitorRows.ts';

/** A visitor log record, or the part of one a snapshot keeps. */
export type SnapshotRecord = VisitorRecord;
import type { FirstPaintRecipe } from './recipe.ts';

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

/** The start of the local day of `now`: the day a snapshot's rows belong to. */
export function dayOf(now: number): number {
  return new Date(now).setHours(0, 0, 0, 0);
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

const isNumber = (value: unknown): value is number => typeof value === 'number';
const isString = (value: unknown): value is string => typeof value === 'string';

function isRow(value: unknown): value is VisitorRecord {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  const details = row.visitorFullDetails;
  return (
    isString(row.EntityHierarchy) &&
    isNumber(row.evtTimeStamp) &&
    (row.evtTimeStampOut === undefined || isNumber(row.evtTimeStampOut)) &&
    typeof details === 'object' &&
    details !== null
  );
}

/** The stored snapshot when it is well formed (anything else is ignored). */
export function parseSnapshot(text: string | null): FirstPaintSnapshot | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const snapshot = value as Record<string, unknown>;
  const valid =
    isString(snapshot.sub) &&
    isString(snapshot.path) &&
    isString(snapshot.selection) &&
    isNumber(snapshot.day) &&
    isNumber(snapshot.expiresAt) &&
    Array.isArray(snapshot.rows) &&
    snapshot.rows.every(isRow);
  return valid ? (value as FirstPaintSnapshot) : null;
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
  try {
    return parseSnapshot(localStorage.getItem(FIRST_PAINT_ROWS_KEY));
  } catch {
    return null;
  }
}

export function writeSnapshot(snapshot: FirstPaintSnapshot): void {
  try {
    const text = JSON.stringify(snapshot);
    if (localStorage.getItem(FIRST_PAINT_ROWS_KEY) !== text) {
      localStorage.setItem(FIRST_PAINT_ROWS_KEY, text);
    }
  } catch {
    // Storage full or blocked: the next start reads the database instead.
  }
}
