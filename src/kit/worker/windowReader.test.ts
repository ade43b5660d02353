import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GatehouseDatabase } from '../../db/database.ts';
import { openTestDatabase } from '../testing/index.ts';
import { openWindowReader, type WindowReader } from './windowReader.ts';

const SITE = 'org#north#site';
const BEGIN = Date.parse('2026-11-02T00:00:00Z');
const END = Date.parse('2026-11-08T23:59:59.999Z');

const visit = (hierarchy: string, evtTimeStamp: number, id: string, extra = {}) => ({
  EntityHierarchy: hierarchy,
  evtTimeStampProfileID: `${evtTimeStamp}#${id}`,
  evtTimeStamp,
  ProfileId: id,
  visitorFullDetails: { ProfileId: id },
  lmt: evtTimeStamp,
  changeSeq: 1,
  ...extra,
});

let db: GatehouseDatabase;
let reader: WindowReader;

beforeEach(async () => {
  db = openTestDatabase();
  await db.open();
  reader = openWindowReader(db.name);
});

afterEach(async () => {
  reader.close();
  db.close();
  await db.delete();
});

const ids = (rows: readonly { ProfileId?: unknown }[]) => rows.map((r) => r.ProfileId).sort();

describe('openWindowReader().read', () => {
  it("returns exactly the renderable rows of the window's locations and times", async () => {
    await db.visitorLog.bulkPut([
      visit(SITE, BEGIN, 'first'),
      visit(SITE, END, 'last'),
      visit(SITE, BEGIN + 3 * 86_400_000 + 5, 'middle'),
      visit(SITE, BEGIN - 1, 'before'),
      visit(SITE, END + 1, 'after'),
      visit('org#south#site', BEGIN + 10, 'elsewhere'),
      visit(`${SITE}#child`, BEGIN + 10, 'child'),
      visit(SITE, BEGIN + 20, 'hidden', { _removed: true }),
      visit(SITE, BEGIN + 30, 'invalid', { _invalid: 'schema' }),
    ]);
    const rows = await reader.read('visitorLog', {
      hierarchies: [SITE, `${SITE}#child`],
      beginTime: BEGIN,
      endTime: END,
    });
    expect(ids(rows)).toEqual(['child', 'first', 'last', 'middle']);
  });

  it('keeps only rows whose time field is in the window, whatever their key says', async () => {
    await db.visitorLog.put({ ...visit(SITE, BEGIN + 5, 'moved'), evtTimeStamp: END + 10 });
    const rows = await reader.read('visitorLog', {
      hierarchies: [SITE],
      beginTime: BEGIN,
      endTime: END,
    });
    expect(rows).toEqual([]);
  });

  it('reads a family not keyed by its time through the time index', async () => {
    const invite = (id: string, arrivalTime: number) => ({
      EntityHierarchy: SITE,
      EventUidEmail: `${id}#x@example.com`,
      arrivalTime,
      lmt: 1,
      changeSeq: 1,
    });
    await db.table('invites').bulkPut([invite('in', BEGIN + 100), invite('out', END + 100)]);
    const rows = await reader.read('invites', {
      hierarchies: [SITE],
      beginTime: BEGIN,
      endTime: END,
    });
    expect(rows.map((row) => row.EventUidEmail)).toEqual(['in#x@example.com']);
  });
});
