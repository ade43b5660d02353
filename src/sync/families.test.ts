import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FamilyName,
  LOCATION_TOPIC_FAMILIES,
  OPEN_END,
  RECORD_FAMILIES,
} from '../../contract/index.ts';
import { GatehouseDatabase, type ScopeRow } from '../db/database.ts';
import { SYNC_FAMILIES, syncFamily } from './families.ts';
import { applyEvents } from './live/applyEvents.ts';
import { familyRefreshedBy } from './live/globalEvents.ts';
import { topicsForScopes } from './live/topics.ts';
import { applyRetrieval } from './retrieval/applyRetrieval.ts';

let db: GatehouseDatabase;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  db = new GatehouseDatabase(`families-${Math.random()}`);
});
afterEach(() => {
  db.close();
  vi.restoreAllMocks();
});

function scopeRow(family: FamilyName, root: string, cursor: string | null = null): ScopeRow {
  return {
    id: `${family}|${root}`,
    family,
    root,
    hierarchies: [root],
    beginTime: 0,
    endTime: OPEN_END,
    cursor,
    lastSyncedAt: null,
    status: 'loading',
  };
}

describe('record families (DESIGN.md §2.1)', () => {
  it('mirrors every family in a table keyed by [EntityHierarchy+sort key] with its index', async () => {
    await db.open();
    for (const wire of RECORD_FAMILIES) {
      const family = SYNC_FAMILIES[wire.name];
      expect(family.retrieval).toBe(wire.retrieval);
      expect(family.topic).toBe(wire.topic);
      const schema = db.table(family.table).schema;
      expect(schema.primKey.keyPath).toEqual(['EntityHierarchy', wire.sortKey]);
      const index = wire.timeField ? `[EntityHierarchy+${wire.timeField}]` : 'EntityHierarchy';
      expect(schema.indexes.map((i) => i.name)).toContain(index);
    }
  });

  it('keys evacuations by their numeric activatedTimestamp, removed by its text', async () => {
    const family = syncFamily('evacuations');
    const root = 'acme#north#jhb';
    await db.scopes.put(scopeRow('evacuations', root));
    const evacuation = (at: number, changeSeq: number) => ({
      EntityHierarchy: root,
      activatedTimestamp: at,
      active: true,
      lmt: at,
      changeSeq,
    });
    const items = [evacuation(1000, 1), evacuation(2000, 2)];
    const answer = { kind: 'answer' as const, items, removed: [], cursor: '2', invalidKeys: [] };
    await applyRetrieval(db, family, `evacuations|${root}`, answer, 'full', {}, 5);
    expect(await db.table('evacuations').get([root, 1000])).toMatchObject({ changeSeq: 1 });

    const remove = { eventType: 'REMOVE' as const, family: 'evacuations', changeSeq: 3 };
    const event = { ...remove, EntityHierarchy: root, key: '1000', lmt: 3, eventTime: 1000 };
    expect(await applyEvents(db, family, [event], {})).toBe(1);
    expect(await db.table('evacuations').get([root, 1000])).toBeUndefined();
    // A retrieval answered before the REMOVE does not bring the row back.
    const stale = { ...answer, cursor: '2' };
    await applyRetrieval(db, family, `evacuations|${root}`, stale, 'changes', {}, 6);
    expect(await db.table('evacuations').count()).toBe(1);
  });

  it('refreshes families without a live topic on globalEvents, others never', () => {
    const notice = (subject: string, eventType = 'INSERT') =>
      JSON.stringify({ eventType, subject, lmt: 1 });
    expect(familyRefreshedBy(notice('invites'))).toBe('invites');
    expect(familyRefreshedBy(notice('invites', 'REMOVE'))).toBe('invites');
    expect(familyRefreshedBy(notice('directory'))).toBe('directory');
    expect(familyRefreshedBy(notice('visitorLog'))).toBeNull();
    expect(familyRefreshedBy(notice('somethingElse'))).toBeNull();
    expect(familyRefreshedBy('not json')).toBeNull();
  });

  it('subscribes every live family of ALL over several top-level locations in at most 8', () => {
    const live = RECORD_FAMILIES.filter((f) => f.topic !== null);
    expect(new Set(live.map((f) => f.topic))).toEqual(new Set(LOCATION_TOPIC_FAMILIES));
    const scopes = RECORD_FAMILIES.map((f) => scopeRow(f.name, 'ALL'));
    const tops = ['acme#north', 'acme#south', 'acme#east'];
    const topics = topicsForScopes(scopes, 'acme', tops);
    expect(topics).toHaveLength(8);
    expect(topics).toContain('globalEvents/acme');
    expect(topics).toContain('evacResponses/acme/#');
    const one = topicsForScopes(
      RECORD_FAMILIES.map((f) => scopeRow(f.name, 'acme#north')),
      'acme',
      tops,
    );
    expect(one).toHaveLength(8);
    expect(one).toContain('parkingBookings/acme/north/#');
  });
});
