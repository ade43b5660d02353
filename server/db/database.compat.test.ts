import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';

/**
 * The PostgreSQL side of the database layer when the server ends connections: a restart or
 * pg_terminate_backend, and DROP DATABASE ... WITH (FORCE) at the end of a test file. Compat
 * pass only: TEST_DATABASE_URL is an empty database of this file.
 */
const url = process.env.TEST_DATABASE_URL!;
const databaseName = new URL(url).pathname.slice(1);

describe('PostgreSQL connections the server ends', () => {
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
  });

  const terminate = (pid: number) => admin.query('SELECT pg_terminate_backend($1)', [pid]);
  const backendPids = async (): Promise<number[]> => {
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );
    return rows.map((row) => row.pid);
  };
  const backendsOf = async (): Promise<number> => (await backendPids()).length;
  const backendPid = async (sql: Pick<Database, 'query'>): Promise<number> =>
    (await sql.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;

  it('logs an idle connection the server terminated, and the next query works', async () => {
    const warnings: string[] = [];
    const db = await openDatabase({ url, dataDir: 'memory://', warn: (m) => warnings.push(m) });
    try {
      const pid = await backendPid(db);
      await terminate(pid);
      await expect.poll(() => warnings).toHaveLength(1);
      expect(warnings).toEqual([
        expect.stringMatching(/idle connection .*terminating connection due to administrator/),
      ]);
      expect(await backendPid(db)).not.toBe(pid);
    } finally {
      await db.close();
    }
  });

  it('fails a transaction whose connection was terminated between statements, then recovers', async () => {
    const warnings: string[] = [];
    const db = await openDatabase({ url, dataDir: 'memory://', warn: (m) => warnings.push(m) });
    try {
      const failed = db.transaction(async (tx) => {
        await terminate(await backendPid(tx));
        await expect.poll(() => warnings).toHaveLength(1);
        await tx.query('SELECT 1');
      });
      await expect(failed).rejects.toThrow(/not queryable/);
      expect(warnings).toEqual([
        expect.stringMatching(/inside a transaction: terminating connection due to administrator/),
      ]);
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('close() resolves only once every connection of the pool is gone', async () => {
    const db = await openDatabase({ url, dataDir: 'memory://' });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const open = [1, 2, 3, 4].map(() => db.transaction(() => held));
    await expect.poll(backendsOf).toBe(4);
    release();
    await Promise.all(open);
    // Stopped backends cannot act on the pool's goodbye, so their connections stay open: the
    // test servers run on this machine (tests/compat/run.ts).
    const pids = await backendPids();
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    let closed = false;
    let closing: Promise<void> | undefined;
    try {
      closing = db.close().then(() => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(closed).toBe(false);
    } finally {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    }
    await closing;
    // What DROP DATABASE ... WITH (FORCE) would find and terminate: nothing.
    expect(await backendsOf()).toBe(0);
  });
});
