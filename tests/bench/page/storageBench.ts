import { liveQuery } from 'dexie';
import { GatehouseDatabase, type ScopeRow } from '../../../src/db/database.ts';
import { visitorLogSync } from '../../../src/sync/families.ts';
import { applyRetrieval } from '../../../src/sync/retrieval/applyRetrieval.ts';
import {
  deleteDatabase,
  openRawDatabase,
  putAllInOneTransaction,
  readLocation,
} from './rawIndexedDb.ts';
import { makeVisitorRecords, siteKey } from './records.ts';

export interface Measurement {
  name: string;
  value: number;
  unit: string;
  baseline: number;
  /** Baseline time over measured time: 1 means as fast as the baseline, above 1 faster. */
  ratio: number;
}

const RECORDS = 50_000;
const LOCATIONS = 20;
const START = Date.UTC(2026, 0, 1);

function measurement(name: string, value: number, baseline: number): Measurement {
  return {
    name,
    value: round(value),
    unit: 'ms',
    baseline: round(baseline),
    ratio: round(baseline / value),
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function scopeFor(hierarchies: string[]): ScopeRow {
  return {
    id: 'bench-scope',
    family: 'visitorLog',
    root: 'bench',
    hierarchies,
    beginTime: 0,
    endTime: 9999999999999,
    cursor: null,
    lastSyncedAt: null,
    status: 'loading',
  };
}

/** Retrieval of 50,000 ~1 KB records into Dexie through the engine vs raw IndexedDB puts. */
export async function benchRetrievalApply(): Promise<{
  result: Measurement;
  db: GatehouseDatabase;
  raw: IDBDatabase;
}> {
  const records = makeVisitorRecords(RECORDS, LOCATIONS, START);
  await deleteDatabase('bench-raw');
  const raw = await openRawDatabase('bench-raw');
  let started = performance.now();
  await putAllInOneTransaction(raw, records);
  const rawMs = performance.now() - started;

  await deleteDatabase('bench-dexie');
  const db = new GatehouseDatabase('bench-dexie');
  const hierarchies = Array.from({ length: LOCATIONS }, (_, i) => siteKey(i, LOCATIONS));
  await db.scopes.put(scopeFor(hierarchies));
  const answer = {
    kind: 'answer' as const,
    items: records,
    removed: [],
    cursor: String(RECORDS),
    invalidKeys: [],
  };
  started = performance.now();
  await applyRetrieval(db, visitorLogSync, 'bench-scope', answer, 'full', {}, Date.now());
  const dexieMs = performance.now() - started;
  return { result: measurement('retrieval-apply', dexieMs, rawMs), db, raw };
}

/** First answer of a live query of one location's 2,500 rows vs a raw index read. */
export async function benchLiveQuery(
  db: GatehouseDatabase,
  raw: IDBDatabase,
): Promise<Measurement> {
  const site = siteKey(3, LOCATIONS);
  let started = performance.now();
  const rawRows = await readLocation(raw, site);
  const rawMs = performance.now() - started;

  started = performance.now();
  const rows = await new Promise<unknown[]>((resolve, reject) => {
    const subscription = liveQuery(() =>
      db.visitorLog
        .where('[EntityHierarchy+evtTimeStamp]')
        .between([site, 0], [site, 9999999999999], true, true)
        .toArray(),
    ).subscribe({
      next: (value) => {
        subscription.unsubscribe();
        resolve(value);
      },
      error: reject,
    });
  });
  const liveMs = performance.now() - started;
  if (rows.length !== rawRows.length || rows.length !== RECORDS / LOCATIONS) {
    throw new Error(`live query read ${rows.length} rows, raw read ${rawRows.length}`);
  }
  return measurement('live-query', liveMs, rawMs);
}
