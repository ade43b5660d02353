import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FamilyRecord, recordTable } from '../../../kit/index.ts';
import {
  FIRST_CONTENT_ATTRIBUTE,
  FIRST_PAINT_ID,
  FIRST_PAINT_ROWS,
} from '../../../kit/firstPaint/names.ts';
import { paintFirstRows as paintWith } from '../../../kit/firstPaint/paintFirstRows.ts';
import {
  FIRST_PAINT_KEY,
  type StoredRecipe,
  parseRecipe,
  snapshotKeepingPending,
} from '../../../kit/firstPaint/recipe.ts';
import {
  FIRST_PAINT_ROWS_KEY,
  type FirstPaintSnapshot,
  parseSnapshot,
} from '../../../kit/firstPaint/snapshot.ts';
import { type GatehouseDatabase, openTestDatabase, sessionDb } from '../../../kit/testing/index.ts';
import { markFirstContent } from '../../../ui/firstContent.ts';
import {
  type FirstPaintColumn,
  firstPaint,
  snapshotRow,
  type VisitorLogFirstPaintPage,
} from './recipe.ts';

type FirstPaintRecipe = StoredRecipe<VisitorLogFirstPaintPage, FirstPaintColumn>;
const paintFirstRows = (doc: Document, at: number) => paintWith([firstPaint], doc, at);
const selectionOf = firstPaint.definition.selection;

const now = new Date(2026, 10, 23, 15, 0).getTime();
const today = new Date(2026, 10, 23).getTime();

function visitor(evtTimeStamp: number, name: string, out?: number): FamilyRecord<'visitorLog'> {
  const ProfileId = name.toLowerCase();
  return {
    EntityHierarchy: 'acme#north',
    evtTimeStampProfileID: `${evtTimeStamp}#${ProfileId}`,
    evtTimeStamp,
    ...(out === undefined ? {} : { evtTimeStampOut: out }),
    ProfileId,
    lmt: evtTimeStamp,
    changeSeq: 1,
    visitorFullDetails: { ProfileId, firstName: name, lastName: 'Visitor', company: 'Co' },
    hostDetails: { name: 'Hana Host' },
  };
}

let db: GatehouseDatabase;

function recipe(overrides: Partial<FirstPaintRecipe> = {}): FirstPaintRecipe {
  return {
    recipe: 'visitorLog',
    path: '/visitors/log',
    sub: 'u-1',
    dbName: db.name,
    hierarchies: ['acme#north'],
    filter: 'all',
    title: 'Visitor Log',
    columns: [
      { key: 'visitor', title: 'Visitor' },
      { key: 'host', title: 'Host' },
      { key: 'location', title: 'Location' },
      { key: 'signOut', title: 'Sign-out' },
    ],
    locationLabels: { 'acme#north': 'North' },
    stillOnPremises: 'still on premises',
    ...overrides,
  };
}

async function cacheSession(sub: string, expiresAt: number) {
  if (!sessionDb.isOpen()) await sessionDb.open();
  const user = { sub, email: 'a@b.example', name: 'A', organisationId: 'acme', flags: {} };
  await sessionDb.session.put({
    id: 'current',
    user: { ...user, locations: [] },
    expiresAt,
    savedAt: 1,
  });
}

const overlayRows = () =>
  [...document.querySelectorAll(`#${FIRST_PAINT_ID} tbody tr`)].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );

beforeEach(async () => {
  // tests/setup/client.ts marks the first content for every test: not yet, here.
  document.documentElement.removeAttribute(FIRST_CONTENT_ATTRIBUTE);
  history.replaceState(null, '', '/visitors/log');
  db = openTestDatabase();
  await recordTable(db, 'visitorLog').bulkPut([
    visitor(today + 1_000, 'Ann', today + 5_000),
    visitor(today + 3_000, 'Ben'),
    { ...visitor(today + 4_000, 'Gone'), _removed: true },
    visitor(today - 1, 'Yesterday'),
  ]);
  await cacheSession('u-1', now + 60_000);
  localStorage.setItem(FIRST_PAINT_KEY, JSON.stringify(recipe()));
});

afterEach(async () => {
  document.getElementById(FIRST_PAINT_ID)?.remove();
  document.documentElement.removeAttribute(FIRST_CONTENT_ATTRIBUTE);
  localStorage.clear();
  db.close();
  await Dexie.delete(db.name);
  await sessionDb.delete();
});

describe('paintFirstRows', () => {
  it("draws today's newest visitors from the local database, as the recipe says", async () => {
    expect(await paintFirstRows(document, now)).toBe(true);
    expect(overlayRows()).toEqual([
      ['Ben Visitor', 'Hana Host', 'North', 'still on premises'],
      ['Ann Visitor', 'Hana Host', 'North', 'Nov 23, 2026 - 00:00'],
    ]);
    const headers = [...document.querySelectorAll(`#${FIRST_PAINT_ID} th`)];
    expect(headers.map((th) => th.textContent)).toEqual([
      'Visitor',
      'Host',
      'Location',
      'Sign-out',
    ]);
  });

  it('names each row after its visitor and marks a row with a change waiting to sync', async () => {
    await recordTable(db, 'visitorLog').put({ ...visitor(today + 3_000, 'Ben'), _pending: 1 });
    localStorage.setItem(
      FIRST_PAINT_KEY,
      JSON.stringify(recipe({ pendingLabel: 'Waiting to sync' })),
    );
    await paintFirstRows(document, now);
    const rows = [...document.querySelectorAll(`#${FIRST_PAINT_ID} tbody tr`)];
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Ben Visitor',
      'Ann Visitor',
    ]);
    expect(rows[0]?.firstElementChild?.textContent).toBe('Ben VisitorWaiting to sync');
    expect(rows[1]?.textContent).not.toContain('Waiting to sync');
  });

  it('draws no marker from a recipe an older version left (no pending label)', async () => {
    await recordTable(db, 'visitorLog').put({ ...visitor(today + 3_000, 'Ben'), _pending: 1 });
    expect(parseRecipe(JSON.stringify(recipe()), [firstPaint])).not.toBeNull();
    await paintFirstRows(document, now);
    expect(overlayRows()[0]).toEqual(['Ben Visitor', 'Hana Host', 'North', 'still on premises']);
  });

  it('keeps to the stored sign-in filter', async () => {
    localStorage.setItem(FIRST_PAINT_KEY, JSON.stringify(recipe({ filter: 'signedOut' })));
    await paintFirstRows(document, now);
    expect(overlayRows().map((row) => row[0])).toEqual(['Ann Visitor']);
  });

  it(`reads at most the newest ${FIRST_PAINT_ROWS}`, async () => {
    const many = Array.from({ length: FIRST_PAINT_ROWS + 20 }, (_, i) =>
      visitor(today + 10_000 + i, `P${i}`),
    );
    await recordTable(db, 'visitorLog').bulkPut(many);
    await paintFirstRows(document, now);
    const rows = overlayRows();
    expect(rows).toHaveLength(FIRST_PAINT_ROWS);
    expect(rows[0]?.[0]).toBe(`P${FIRST_PAINT_ROWS + 19} Visitor`);
  });

  it('draws nothing on another page, for another user, or past the session', async () => {
    history.replaceState(null, '', '/evacuation');
    expect(await paintFirstRows(document, now)).toBe(false);
    history.replaceState(null, '', '/visitors/log');
    await cacheSession('someone-else', now + 60_000);
    expect(await paintFirstRows(document, now)).toBe(false);
    await cacheSession('u-1', now - 1);
    expect(await paintFirstRows(document, now)).toBe(false);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('draws nothing without a recipe, or with a malformed one', async () => {
    localStorage.setItem(FIRST_PAINT_KEY, '{"path":"/visitors/log","columns":[{"key":"x"}]}');
    expect(await paintFirstRows(document, now)).toBe(false);
    localStorage.removeItem(FIRST_PAINT_KEY);
    expect(await paintFirstRows(document, now)).toBe(false);
  });

  it("draws nothing once the app's page has shown its content, and gives way to it", async () => {
    expect(await paintFirstRows(document, now)).toBe(true);
    markFirstContent();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(await paintFirstRows(document, now)).toBe(false);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });
});

describe('parseRecipe', () => {
  it('accepts a well-formed recipe and refuses unknown columns, filters and shapes', () => {
    const parse = (text: string) => parseRecipe(text, [firstPaint]);
    const good = recipe();
    expect(parse(JSON.stringify(good))).toMatchObject({
      path: good.path,
      sub: good.sub,
      dbName: good.dbName,
      title: good.title,
      headers: good.columns.map((column) => column.title),
      selection: selectionOf(good),
    });
    const column = { ...good, columns: [{ key: 'evacStatus', title: 'Evac' }] };
    expect(parse(JSON.stringify(column))).toBeNull();
    expect(parse(JSON.stringify({ ...good, filter: 'everyone' }))).toBeNull();
    expect(parse(JSON.stringify({ ...good, hierarchies: 'acme' }))).toBeNull();
    expect(parse(JSON.stringify({ ...good, recipe: 'parkingLog' }))).toBeNull();
    expect(parse('not json')).toBeNull();
    expect(parse('null')).toBeNull();
  });
});

describe('paintFirstRows from the snapshot the page left', () => {
  const snapshot = (overrides: Partial<FirstPaintSnapshot> = {}): FirstPaintSnapshot => ({
    sub: 'u-1',
    path: '/visitors/log',
    selection: selectionOf(recipe()),
    day: today,
    expiresAt: now + 60_000,
    rows: [visitor(today + 9_000, 'Snap')].map(snapshotRow),
    ...overrides,
  });

  it('draws its rows without opening the database', async () => {
    await Dexie.delete(db.name);
    await sessionDb.delete();
    localStorage.setItem(FIRST_PAINT_ROWS_KEY, JSON.stringify(snapshot()));
    expect(await paintFirstRows(document, now)).toBe(true);
    expect(overlayRows()).toEqual([['Snap Visitor', 'Hana Host', 'North', 'still on premises']]);
  });

  it('keeps the pending count of a row cut down for it, and marks that row', async () => {
    const keep = snapshotKeepingPending(snapshotRow);
    const rows = [keep({ ...visitor(today + 9_000, 'Snap'), _pending: 2 })];
    expect(rows[0]).toMatchObject({ _pending: 2 });
    expect(keep(visitor(today, 'Ann'))).not.toHaveProperty('_pending');
    localStorage.setItem(FIRST_PAINT_ROWS_KEY, JSON.stringify(snapshot({ rows })));
    localStorage.setItem(
      FIRST_PAINT_KEY,
      JSON.stringify(recipe({ pendingLabel: 'Waiting to sync' })),
    );
    await paintFirstRows(document, now);
    expect(overlayRows()[0]?.[0]).toBe('Snap VisitorWaiting to sync');
  });

  it.each([
    ['another user', { sub: 'u-2' }],
    ['another day', { day: today - 86_400_000 }],
    ['an expired session', { expiresAt: now - 1 }],
    [
      'another selection',
      {
        selection: selectionOf({
          hierarchies: ['acme#north'],
          filter: 'signedIn',
          locationLabels: {},
          stillOnPremises: '',
        }),
      },
    ],
  ])('is not drawn for %s: the database is read instead', async (_, overrides) => {
    localStorage.setItem(FIRST_PAINT_ROWS_KEY, JSON.stringify(snapshot(overrides)));
    expect(await paintFirstRows(document, now)).toBe(true);
    expect(overlayRows().map((row) => row[0])).toEqual(['Ben Visitor', 'Ann Visitor']);
  });

  it('keeps only what the first paint draws, and ignores a malformed one', () => {
    const kept = snapshotRow({
      ...visitor(today, 'Ann'),
      visitorFullDetails: { ProfileId: 'ann', firstName: 'Ann', idNumber: '8001015009087' },
    } as FamilyRecord<'visitorLog'>);
    expect(JSON.stringify(kept)).not.toContain('8001015009087');
    expect(kept.hostDetails).toEqual({ name: 'Hana Host' });
    expect(parseSnapshot('{"sub":"u-1","rows":[{"evtTimeStamp":"x"}]}')).toBeNull();
    expect(parseSnapshot('not json')).toBeNull();
    expect(firstPaint.definition.isRow({ evtTimeStamp: 'x' })).toBe(false);
  });
});
