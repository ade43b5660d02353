import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { realServerUrls } from '../../testing/compatApp.ts';
import { lockChangeFeed, type RecordUpsert, writeRecords } from '../records/writeRecords.ts';
import { enqueueImportJob, LeaseLostError, runImportJob, runOpenImportJobs } from './importJobs.ts';

const HIERARCHY = 'acme#north#jhb';
let db: Database;

beforeAll(async () => {
  // A plain connection, no app: nothing else sweeps for open jobs while these tests run.
  db = await openDatabase({ url: realServerUrls().databaseUrl, dataDir: 'memory://' });
  await migrate(db);
});

afterAll(async () => {
  await db?.close();
});

function people(prefix: string, count: number): RecordUpsert[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: 'upsert',
    hierarchy: HIERARCHY,
    key: `${prefix}-${i}`,
    eventTime: null,
    record: { ProfileId: `${prefix}-${i}`, firstName: `Person ${i}` },
  }));
}

async function feedCountOf(prefix: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ record_key: string; count: number }>(
    `SELECT record_key, count(*)::int AS count FROM change_feed
     WHERE family = 'directory' AND record_key LIKE $1 GROUP BY record_key`,
    [`${prefix}-%`],
  );
  return new Map(rows.map((row) => [row.record_key, row.count]));
}

async function jobRow(id: string) {
  const { rows } = await db.query<{
    lease_owner: string | null;
    next_index: number;
    finished: boolean;
  }>(
    'SELECT lease_owner, next_index, finished_at IS NOT NULL AS finished FROM import_jobs WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** A job as an instance leaves it when it crashes after `done` writes: lease held, progress moved. */
async function jobOfCrashedInstance(writes: RecordUpsert[], done: number, leaseEndsIn: string) {
  const id = await db.transaction((tx) => enqueueImportJob(tx, 'directory', writes));
  await db.transaction(async (tx) => {
    await writeRecords(tx, 'directory', writes.slice(0, done));
    await tx.query(
      `UPDATE import_jobs SET lease_owner = 'crashed-instance', attempts = 1, next_index = $2,
         lease_expires_at = now() + $3::interval WHERE id = $1`,
      [id, done, leaseEndsIn],
    );
  });
  return id;
}

describe('directory import jobs in the database, with a lease', () => {
  it('another worker finishes a job whose lease expired, from its progress on, each record once', async () => {
    const writes = people('expired', 7);
    const id = await jobOfCrashedInstance(writes, 2, '-1 second');

    expect(await runOpenImportJobs(db, { owner: 'survivor', chunkSize: 2 })).toBe(1);

    expect(await jobRow(id)).toEqual({ lease_owner: null, next_index: 7, finished: true });
    const counts = await feedCountOf('expired');
    expect([...counts.keys()].sort()).toEqual(writes.map((write) => write.key).sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });

  it('a job enqueued with a holder is left to it by the others, and worked by it', async () => {
    const writes = people('enqueued', 3);
    const id = await db.transaction((tx) =>
      enqueueImportJob(tx, 'directory', writes, { owner: 'taker' }),
    );
    expect(await runOpenImportJobs(db, { owner: 'other' })).toBe(0);
    expect(await runImportJob(db, { owner: 'taker' }, id)).toBe(true);
    expect(await jobRow(id)).toEqual({ lease_owner: null, next_index: 3, finished: true });
    expect((await feedCountOf('enqueued')).size).toBe(3);
  });

  it('leaves a job alone while another worker holds a live lease', async () => {
    const id = await jobOfCrashedInstance(people('held', 3), 1, '1 minute');

    expect(await runOpenImportJobs(db, { owner: 'survivor' })).toBe(0);

    expect(await jobRow(id)).toEqual({
      lease_owner: 'crashed-instance',
      next_index: 1,
      finished: false,
    });
    expect((await feedCountOf('held')).size).toBe(1);
  });

  it('a worker that lost its lease mid-chunk commits nothing; the new holder writes each record once', async () => {
    const writes = people('fenced', 3);
    const id = await db.transaction((tx) => enqueueImportJob(tx, 'directory', writes));
    // Hold the organisation's change-feed lock, so each worker stops inside its first chunk.
    let release = () => {};
    let locked = () => {};
    const lockHeld = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const blocker = db.transaction(async (tx) => {
      await lockChangeFeed(tx, ['acme']);
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await lockHeld;
    const first = runImportJob(db, { owner: 'first', chunkSize: 3 }, id);
    await waitFor(async () => (await leaseOwner(id)) === 'first');
    // First froze past its lease: it expires and another worker takes the job.
    await db.query(
      "UPDATE import_jobs SET lease_expires_at = now() - interval '1 second' WHERE id = $1",
      [id],
    );
    const second = runOpenImportJobs(db, { owner: 'second', chunkSize: 3 });
    await waitFor(async () => (await leaseOwner(id)) === 'second');
    release();
    await blocker;

    await expect(first).rejects.toBeInstanceOf(LeaseLostError);
    expect(await second).toBe(1);
    expect(await jobRow(id)).toEqual({ lease_owner: null, next_index: 3, finished: true });
    const counts = await feedCountOf('fenced');
    expect(counts.size).toBe(3);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });
});

async function leaseOwner(id: string): Promise<string | null | undefined> {
  const { rows } = await db.query<{ lease_owner: string | null }>(
    'SELECT lease_owner FROM import_jobs WHERE id = $1',
    [id],
  );
  return rows[0]?.lease_owner;
}

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
