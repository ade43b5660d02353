import type { FamilyName, FamilyRecord } from '../records/familyRecords.ts';
import type { FamilyWindow } from '../records/readFamilyWindow.ts';
import { isString, objectFields, parseStored, readStored, writeStored } from './storedJson.ts';

/**
 * The first paint (docs/architecture.md "First paint"): before the app's code has loaded, the
 * startup script (src/firstPaint) draws the newest rows of the page the app last showed, as that
 * page's recipe says. A feature registers its recipe (defineFirstPaint) in the build's list
 * (vite.config.ts firstPaintScript); its page leaves what the recipe needs (useFirstPaintRecipe),
 * its labels already translated. The kit keeps that, the rows' snapshot (snapshot.ts), reads the
 * rows and draws them (paintFirstRows.ts).
 *
 * What a page leaves, kept in localStorage (which sign-out clears): the fields every recipe has,
 * and the recipe's own (P: its filters, labels).
 */
export interface CommonRecipeFields<C extends string> {
  /** The registered recipe it is for. */
  recipe: string;
  /** The page it draws, e.g. '/visitors/log'. */
  path: string;
  /** Whose database it reads: the cached session must still be this user's. */
  sub: string;
  dbName: string;
  title: string;
  columns: { key: C; title: string }[];
  /**
   * The marker of a row with a change not yet synced, as the page words it ("Waiting to sync").
   * Absent from a recipe an older version left: its rows are drawn without the marker.
   */
  pendingLabel?: string;
}
export type StoredRecipe<P, C extends string> = CommonRecipeFields<C> & P;
/** What a page tells its first paint; the recipe's name, the user and the database are added. */
export type PageFirstPaint<P, C extends string> = Omit<
  CommonRecipeFields<C>,
  'recipe' | 'sub' | 'dbName'
> &
  P;

/** A feature's first paint: the rows it reads and how it draws them. */
export interface FirstPaintDefinition<F extends FamilyName, P, C extends string> {
  /** Names the recipe in what a page leaves. */
  name: string;
  family: F;
  /** The columns it can draw. */
  columns: readonly C[];
  /** Whether stored fields are the recipe's own part (P) in the current shape. */
  isPage(fields: Record<string, unknown>): boolean;
  /** The window of rows it draws, from `today` (the start of the local day). */
  window(recipe: StoredRecipe<P, C>, today: number): FamilyWindow;
  /** Whether a row read from the database is drawn (the page's filter). */
  keep(record: FamilyRecord<F>, recipe: StoredRecipe<P, C>): boolean;
  /** What identifies the page's selection: a snapshot of another selection is not drawn. */
  selection(page: P): string;
  /** A record cut down to what is drawn (a snapshot keeps no more). */
  snapshotRow(record: FamilyRecord<F>): FamilyRecord<F>;
  /** Whether a snapshot's row has what is drawn. */
  isRow(value: unknown): value is FamilyRecord<F>;
  /** The row's accessible name, as the page names its rows (DataTable rowLabel). */
  rowLabel(record: FamilyRecord<F>): string;
  cellText(column: C, record: FamilyRecord<F>, recipe: StoredRecipe<P, C>): string;
}

/** A registered first paint, whatever its types: what the startup script runs. */
export interface FirstPaint {
  name: string;
  /** The stored recipe's fields when they are this recipe's, in its current shape. */
  parse(fields: Record<string, unknown>): ParsedRecipe | null;
}

/** A stored recipe checked by its first paint, ready to read and draw. */
export interface ParsedRecipe {
  path: string;
  sub: string;
  dbName: string;
  title: string;
  headers: string[];
  selection: string;
  family: FamilyName;
  window(today: number): FamilyWindow;
  /** The rows it draws of those read (undefined for a row it does not know). */
  cells(record: unknown): string[] | undefined;
  /** The row's accessible name (undefined for a row it does not know). */
  rowLabel(record: unknown): string | undefined;
  /** The pending marker's text for a row with a change not yet synced; undefined otherwise. */
  pendingMarker(record: unknown): string | undefined;
  keep(record: unknown): boolean;
  isRow(value: unknown): boolean;
  snapshotRow(record: unknown): unknown;
}

export const FIRST_PAINT_KEY = 'gatehouse.firstPaint';

function isColumnOf<C extends string>(
  columns: readonly C[],
): (value: unknown) => value is { key: C; title: string } {
  return (value): value is { key: C; title: string } => {
    const column = objectFields(value);
    return column !== null && columns.some((key) => key === column.key) && isString(column.title);
  };
}

/** The fields every recipe has, checked. */
function hasCommonFields(fields: Record<string, unknown>): boolean {
  return (
    isString(fields.recipe) &&
    isString(fields.path) &&
    isString(fields.sub) &&
    isString(fields.dbName) &&
    isString(fields.title) &&
    Array.isArray(fields.columns) &&
    (fields.pendingLabel === undefined || isString(fields.pendingLabel))
  );
}

/** Whether a row read or kept has a local change not yet synced (LocalRecordMeta._pending). */
function isPending(record: unknown): boolean {
  const pending = objectFields(record)?._pending;
  return typeof pending === 'number' && pending > 0;
}

/**
 * A record cut down by the recipe, keeping its pending count: the first paint marks the rows the
 * page marks "Waiting to sync".
 */
export function snapshotKeepingPending<R>(cut: (record: R) => R): (record: R) => R {
  return (record) =>
    isPending(record) ? { ...cut(record), _pending: objectFields(record)?._pending } : cut(record);
}

/** A feature's first paint, to register in the build's list (vite.config.ts firstPaintScript). */
export function defineFirstPaint<F extends FamilyName, P, C extends string>(
  definition: FirstPaintDefinition<F, P, C>,
): FirstPaint & { definition: FirstPaintDefinition<F, P, C> } {
  const isColumn = isColumnOf(definition.columns);
  const isRecipe = (
    fields: Record<string, unknown>,
  ): fields is Record<string, unknown> & StoredRecipe<P, C> =>
    hasCommonFields(fields) &&
    fields.recipe === definition.name &&
    Array.isArray(fields.columns) &&
    fields.columns.every(isColumn) &&
    definition.isPage(fields);
  const isRecord = definition.isRow;
  const snapshotRow = snapshotKeepingPending(definition.snapshotRow);
  return {
    name: definition.name,
    definition,
    parse(fields) {
      if (!isRecipe(fields)) return null;
      const recipe = fields;
      return {
        path: recipe.path,
        sub: recipe.sub,
        dbName: recipe.dbName,
        title: recipe.title,
        headers: recipe.columns.map((column) => column.title),
        selection: definition.selection(recipe),
        family: definition.family,
        window: (today) => definition.window(recipe, today),
        cells: (record) =>
          isRecord(record)
            ? recipe.columns.map((column) => definition.cellText(column.key, record, recipe))
            : undefined,
        rowLabel: (record) => (isRecord(record) ? definition.rowLabel(record) : undefined),
        pendingMarker: (record) =>
          recipe.pendingLabel !== undefined && isPending(record) ? recipe.pendingLabel : undefined,
        keep: (record) => isRecord(record) && definition.keep(record, recipe),
        isRow: isRecord,
        snapshotRow: (record) => (isRecord(record) ? snapshotRow(record) : record),
      };
    },
  };
}

/** The stored recipe's text parsed by the registered first paint it names; null otherwise. */
export function parseRecipe(
  text: string | null,
  paints: readonly FirstPaint[],
): ParsedRecipe | null {
  const fields = parseStored(text, (value): value is Record<string, unknown> => {
    return objectFields(value) !== null;
  });
  if (!fields) return null;
  const paint = paints.find((candidate) => candidate.name === fields.recipe);
  return paint?.parse(fields) ?? null;
}

export function readRecipe(paints: readonly FirstPaint[]): ParsedRecipe | null {
  try {
    return parseRecipe(localStorage.getItem(FIRST_PAINT_KEY), paints);
  } catch {
    return null;
  }
}

/** Whose recipe is stored (sign-out clears it), without checking the rest. */
export function storedRecipeSub(): string | null {
  const fields = readStored(FIRST_PAINT_KEY, (value): value is Record<string, unknown> => {
    return objectFields(value) !== null;
  });
  return fields && isString(fields.sub) ? fields.sub : null;
}

export function writeRecipe(recipe: CommonRecipeFields<string>): void {
  writeStored(FIRST_PAINT_KEY, recipe);
}
