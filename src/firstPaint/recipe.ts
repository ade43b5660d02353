import { isVisitorLogFilter, type VisitorLogFilter } from '../ui/visitorLogFilters.ts';
import { isString, objectFields, parseStored, readStored, writeStored } from './storedJson.ts';

/**
 * What the first paint (firstPaint.ts) needs to draw a page's newest rows before the app's code
 * has loaded: written by the page each time it shows them (its labels already translated), read
 * at the next start. It holds no records: those are read from the local database at that start.
 * Kept in localStorage, which sign-out clears.
 */
export interface FirstPaintRecipe {
  /** The page it draws, e.g. '/visitors/log'. */
  path: string;
  /** Whose database it reads: the cached session must still be this user's. */
  sub: string;
  dbName: string;
  /** Every location key of the selected subtree. */
  hierarchies: string[];
  /** The page's sign-in filter. */
  filter: VisitorLogFilter;
  title: string;
  columns: { key: FirstPaintColumn; title: string }[];
  /** The label of each location key (the Location column). */
  locationLabels: Record<string, string>;
  /** The Sign-out column's text for a visitor still on site. */
  stillOnPremises: string;
}

/** The visitor log's columns the first paint can draw (columns.tsx keys). */
export const FIRST_PAINT_COLUMNS = [
  'visitor',
  'host',
  'company',
  'location',
  'signIn',
  'signOut',
] as const;
export type FirstPaintColumn = (typeof FIRST_PAINT_COLUMNS)[number];

export const FIRST_PAINT_KEY = 'gatehouse.firstPaint';

function isColumn(value: unknown): value is { key: FirstPaintColumn; title: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { key, title } = value as Record<string, unknown>;
  return FIRST_PAINT_COLUMNS.some((column) => column === key) && isString(title);
}

function isRecipe(value: unknown): value is FirstPaintRecipe {
  const recipe = objectFields(value);
  if (!recipe) return false;
  const labels = objectFields(recipe.locationLabels);
  return (
    isString(recipe.path) &&
    isString(recipe.sub) &&
    isString(recipe.dbName) &&
    isVisitorLogFilter(recipe.filter) &&
    isString(recipe.title) &&
    isString(recipe.stillOnPremises) &&
    Array.isArray(recipe.hierarchies) &&
    recipe.hierarchies.every(isString) &&
    Array.isArray(recipe.columns) &&
    recipe.columns.every(isColumn) &&
    labels !== null &&
    Object.values(labels).every(isString)
  );
}

/** The stored recipe when it is well formed (anything else, e.g. an older shape, is ignored). */
export function parseRecipe(text: string | null): FirstPaintRecipe | null {
  return parseStored(text, isRecipe);
}

export function readRecipe(): FirstPaintRecipe | null {
  return readStored(FIRST_PAINT_KEY, isRecipe);
}

export function writeRecipe(recipe: FirstPaintRecipe): void {
  writeStored(FIRST_PAINT_KEY, recipe);
}
