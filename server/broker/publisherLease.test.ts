import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUsers, openTestDatabase } from '../auth/testFixtures.ts';
import type { Database } from '../db/database.ts';
import { type Publisher, startPublisher } from './publisher.ts';
import { acquirePublisherLease, newPublisherLease, PUBLISHER_LEASE_MS } from './publisherLease.ts';

/**
 * Issue 31: the publisher role is a lease with a fencing token. Two publishers in one process
 * stand for two instances; one "freezes" inside a batch (its broker send never returns).
 */
let db: Database;
const running: Publisher[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestUsers(db);
});

afterAll(async () => {
  await Promise.all(running.map((publisher) => publisher.stop()));
  await db.close();
});

async function insertChange(key: string): Promise<void> {
  await db.query(
    `INSERT INTO change_feed (family, hierarchy, record_key, op, lmt, event_time, image)
     VALUES ('visitorLog', 'acme#north#jhb', $1, 'MODIFY', 1, NULL, NULL)`,
    [key],
  );
}

async function leaseToken(): Promise<number> {
  const { rows } = await db.query<{ token: unknown }>(
    'SELECT token FROM publisher_lease WHERE id = 1',
  );
  return Number(rows[0]?.token);
}

function keysOf(payloads: string[]): string[] {
  return payloads.map((payload) => (JSON.parse(payload) as { key: string }).key);
}

describe('publisher lease', () => {
  it('another publisher takes over a frozen holder within the lease, and the holder’s late progress is refused', async () => {
    await insertChange('before-freeze');
    let frozen = false;
    let thaw = () => {};
    const thawed = new Promise<void>((resolve) => {
      thaw = resolve;
    });
    const firstLog: string[] = [];
    const first = startPublisher({
      db,
      intervalMs: 50,
      log: (message) => firstLog.push(message),
      publish: async () => {
        frozen = true;
        await thawed;
      },
    });
    running.push(first);
    first.kick();
    await expect.poll(() => frozen).toBe(true);
    const tokenWhileFrozen = await leaseToken();

    const sent: string[] = [];
    const second = startPublisher({
      db,
      intervalMs: 50,
      publish: async (_topic, payload) => {
        sent.push(payload);
      },
    });
    running.push(second);
    const started = Date.now();
    await expect
      .poll(() => keysOf(sent).includes('before-freeze'), { timeout: PUBLISHER_LEASE_MS + 2000 })
      .toBe(true);
    expect(Date.now() - started).toBeLessThan(PUBLISHER_LEASE_MS + 2000);
    expect(await leaseToken()).toBe(tokenWhileFrozen + 1);
    expect(second.lag.snapshot()).toMatchObject({ publishing: true, samples: 1 });

    await insertChange('during-freeze');
    second.kick();
    await expect.poll(() => keysOf(sent).includes('during-freeze')).toBe(true);

    // The holder wakes up, finishes its send (a duplicate) and is refused its progress write.
    const cursorBefore = await db.query('SELECT * FROM publisher_cursors ORDER BY organisation');
    thaw();
    await expect.poll(() => firstLog.some((line) => line.includes('lost the role'))).toBe(true);
    const cursorAfter = await db.query('SELECT * FROM publisher_cursors ORDER BY organisation');
    expect(cursorAfter.rows).toEqual(cursorBefore.rows);
    expect(first.lag.snapshot().publishing).toBe(false);
    // Every change went out exactly once from the new holder.
    expect(keysOf(sent).filter((key) => key === 'before-freeze')).toHaveLength(1);

    await first.stop();
    await second.stop();
  });

  it('a stopped publisher gives the role up at once', async () => {
    const holder = startPublisher({ db, intervalMs: 60_000, publish: async () => {} });
    await holder.drain();
    const other = newPublisherLease();
    expect(await acquirePublisherLease(db, other)).toBeNull();
    await holder.stop();
    expect(await acquirePublisherLease(db, other)).not.toBeNull();
  });
});
