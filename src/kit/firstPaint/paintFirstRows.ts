import { SESSION_DATABASE, SESSION_SCHEMA_VERSION, nativeVersion } from '../../db/names.ts';
import { openExistingDatabase, readByKey } from '../../db/rawRead.ts';
import { readFirstRows } from '../records/readFirstRows.ts';
import { FIRST_CONTENT_ATTRIBUTE, FIRST_PAINT_ID, FIRST_PAINT_ROWS } from './names.ts';
import { type FirstPaint, type ParsedRecipe, readRecipe } from './recipe.ts';
import { readSnapshot, snapshotRowsFor, startOfLocalDay } from './snapshot.ts';

/**
 * The first paint: before the app's code has loaded, the newest rows of the page the stored
 * recipe names (recipe.ts) are taken from the snapshot the page left (snapshot.ts) or else read
 * from the local database (IndexedDB alone) and drawn in a plain table over the page, as the
 * registered first paint of that recipe says. The app removes it when its own page shows its
 * first content (ui/firstContent.ts), in the same commit. It draws nothing when anything is
 * missing or no longer fits: another page, no cached session or another user's, an expired
 * session, no rows.
 */
interface CachedSessionRow {
  user: { sub: string };
  expiresAt: number;
}

async function cachedSessionSub(now: number): Promise<string | null> {
  const db = await openExistingDatabase(SESSION_DATABASE, nativeVersion(SESSION_SCHEMA_VERSION));
  if (!db) return null;
  try {
    const row = await readByKey<CachedSessionRow>(db, 'session', 'current');
    return row && row.expiresAt > now ? row.user.sub : null;
  } finally {
    db.close();
  }
}

function styled<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  style: Partial<CSSStyleDeclaration>,
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  Object.assign(element.style, style);
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The theme preference as Mantine stores it (src/app/theme.ts themePreference). */
const THEME_KEY = 'gatehouse.theme';

function isDark(doc: Document): boolean {
  const stored = doc.defaultView?.localStorage.getItem(THEME_KEY);
  if (stored === 'dark' || stored === 'light') return stored === 'dark';
  return doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
}

/** The overlay: the page's title and a table of the rows (styles set through the CSSOM). */
/** A row the overlay draws: its accessible name, its cells and its pending marker, if any. */
export interface FirstPaintRow {
  label: string;
  cells: readonly string[];
  pending?: string | undefined;
}

/** The first cell's "Waiting to sync", drawn as the page's yellow badge is. */
function pendingMarker(doc: Document, text: string, dark: boolean): HTMLElement {
  return styled(
    doc,
    'span',
    {
      marginLeft: '8px',
      padding: '1px 8px',
      borderRadius: '999px',
      fontSize: '11px',
      fontWeight: '700',
      textTransform: 'uppercase',
      background: dark ? '#3b3521' : '#fff3bf',
      color: dark ? '#ffe066' : '#5c4400',
    },
    text,
  );
}

export function firstPaintElement(
  doc: Document,
  title: string,
  headers: readonly string[],
  rows: readonly FirstPaintRow[],
): HTMLElement {
  const dark = isDark(doc);
  const line = dark ? '#373a40' : '#dee2e6';
  const overlay = styled(doc, 'div', {
    position: 'fixed',
    inset: '0',
    zIndex: '1000',
    overflow: 'hidden',
    padding: '16px 24px',
    background: dark ? '#1a1b1e' : '#ffffff',
    color: dark ? '#e9ecef' : '#1f2a1e',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontSize: '14px',
  });
  overlay.id = FIRST_PAINT_ID;
  overlay.append(styled(doc, 'h1', { fontSize: '1.75rem', margin: '0 0 16px' }, title));
  const table = styled(doc, 'table', { borderCollapse: 'collapse', width: '100%' });
  table.append(styled(doc, 'caption', { textAlign: 'left', paddingBottom: '8px' }, title));
  const head = doc.createElement('tr');
  for (const header of headers) {
    const th = styled(doc, 'th', { textAlign: 'left', padding: '10px 8px' }, header);
    th.scope = 'col';
    head.append(th);
  }
  table.append(styled(doc, 'thead', { borderBottom: `1px solid ${line}` }));
  table.tHead?.append(head);
  const body = doc.createElement('tbody');
  for (const row of rows) {
    const tr = styled(doc, 'tr', { height: '44px', borderBottom: `1px solid ${line}` });
    tr.setAttribute('aria-label', row.label);
    row.cells.forEach((text, index) => {
      const td = styled(doc, 'td', { padding: '0 8px' }, text);
      if (index === 0 && row.pending !== undefined)
        td.append(pendingMarker(doc, row.pending, dark));
      tr.append(td);
    });
    body.append(tr);
  }
  table.append(body);
  overlay.append(table);
  return overlay;
}

/** The newest rows from the local database, when the cached session is still the recipe's user's. */
async function readRows(recipe: ParsedRecipe, today: number, now: number): Promise<unknown[]> {
  if ((await cachedSessionSub(now)) !== recipe.sub) return [];
  const first = await readFirstRows(
    recipe.dbName,
    recipe.family,
    recipe.window(today),
    FIRST_PAINT_ROWS,
  );
  return (first?.rows ?? []).filter(recipe.keep);
}

/**
 * Resolves once the document has a body (the script runs in the head). Not DOMContentLoaded: the
 * overlay is fixed over the page, so it need not wait for the rest of the body to be parsed.
 */
function bodyParsed(doc: Document): Promise<void> {
  if (doc.body) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!doc.body) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.documentElement, { childList: true });
  });
}

/**
 * Draws the first paint when the stored recipe is one of `paints` and fits this start; answers
 * whether it drew. Never throws: whatever fails, the app starts as it would without it.
 */
export async function paintFirstRows(
  paints: readonly FirstPaint[],
  doc: Document = document,
  now = Date.now(),
): Promise<boolean> {
  try {
    // Marks for the bench's open figures (tests/bench/tools): where the first paint's time goes.
    performance.mark('first-paint:start');
    const recipe = readRecipe(paints);
    if (!recipe || doc.location.pathname !== recipe.path) return false;
    const today = startOfLocalDay(now);
    const rows =
      snapshotRowsFor(readSnapshot(), recipe, today, now) ?? (await readRows(recipe, today, now));
    performance.mark('first-paint:read');
    if (rows.length === 0) return false;
    await bodyParsed(doc);
    performance.mark('first-paint:body');
    // The app's page may have shown its content meanwhile: then it is the first paint.
    if (doc.documentElement.hasAttribute(FIRST_CONTENT_ATTRIBUTE)) return false;
    const drawn = rows.flatMap((row): FirstPaintRow[] => {
      const cells = recipe.cells(row);
      const label = recipe.rowLabel(row);
      return cells && label !== undefined
        ? [{ label, cells, pending: recipe.pendingMarker(row) }]
        : [];
    });
    doc.body.append(firstPaintElement(doc, recipe.title, recipe.headers, drawn));
    performance.mark('first-paint:drawn');
    return true;
  } catch {
    return false;
  }
}
