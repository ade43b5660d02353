import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../auth/testFixtures.ts';
import type { Database } from '../db/database.ts';
import { publishBatch } from './publisher.ts';

/**
 * Concurrency of the change feed on a real PostgreSQL server (PGlite has one connection, so it
 * cannot show these). Compat pass only: TEST_DATABASE_URL is an empty database of this file.
 */
describe('change feed on PostgreSQL', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
  });

  afterAll(async () => {
    await db?.close();
  });

  const append = (tx: { query: Database['query'] }, key: string) =>
    tx.query<{ seq: string }>(
      `INSERT INTO change_feed (family, hierarchy, record_key, op, lmt)
       VALUES ('visitorLog', 'acme', $1, 'INSERT', 1) RETURNING seq`,
      [key],
    );

  it('makes a later writer wait, so seq order is commit order and nothing is skipped', async () => {
    let releaseFirst = () => {};
    const firstHolds = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstAppended = () => {};
    const appended = new Promise<void>((resolve) => {
      firstAppended = resolve;
    });
    const first = db.transaction(async (tx) => {
      const row = await append(tx, 'first');
      firstAppended();
      await firstHolds;
      return Number(row.rows[0]?.seq);
    });
    await appended;
    const second = db.transaction(async (tx) => Number((await append(tx, 'second')).rows[0]?.seq));
    // The second writer waits for the first's append lock instead of committing past it.
    await expect
      .poll(async () => {
        const { rows } = await db.query<{ waiting: string }>(
          "SELECT count(*) AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
        );
        return Number(rows[0]?.waiting);
      })
      .toBe(1);
    // While the first is open, the publisher sees neither.
    const seen: string[] = [];
    // Record events only: every change is also announced on globalEvents (without a key).
    const record = async (topic: string, payload: string) => {
      if (!topic.startsWith('globalEvents/')) seen.push(JSON.parse(payload).key);
    };
    expect(await publishBatch(db, record)).toBe(0);
    releaseFirst();
    const [firstSeq, secondSeq] = await Promise.all([first, second]);
    expect(firstSeq).toBeLessThan(secondSeq);
    await publishBatch(db, record);
    expect(seen).toEqual(['first', 'second']);
  });

  it('lets only one publisher work at a time', async () => {
    await db.transaction((tx) => append(tx, 'third'));
    let sends = 0;
    const slow = async (topic: string) => {
      if (!topic.startsWith('globalEvents/')) sends++;
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
    const results = await Promise.all([publishBatch(db, slow), publishBatch(db, slow)]);
    expect(results.sort()).toEqual([0, 1]);
    expect(sends).toBe(1);
  });
});
