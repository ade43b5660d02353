import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
}

/** What a query needs: one connection or one open transaction. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

/** One database, one SQL dialect: embedded PGlite or a PostgreSQL server. */
export interface Database extends Sql {
  kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite stores its files in `dataDir`. */
  url?: string;
  /** PGlite data folder; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  /** Most PostgreSQL connections open at once; default 10. */
  poolSize?: number;
  /** Where a lost idle PostgreSQL connection is reported; default console.warn. */
  warn?: (message: string) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10, options.warn ?? console.warn)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    query: (text, params) => lite.query(text, params as unknown[]),
    exec: async (script) => {
      await lite.exec(script);
    },
    transaction: (work) =>
      lite.transaction((tx) =>
        work({
          query: (t, p) => tx.query(t, p),
          exec: async (script) => {
            await tx.exec(script);
          },
        }),
      ),
    close: () => lite.close(),
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  warn: (message: string) => void,
): Promise<Database> {
  // TLS comes from the URL (sslmode, sslrootcert, sslcert, sslkey) as pg reads it.
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection can fail (PostgreSQL restarted, its backend terminated): the pool drops it
  // and connects anew for the next query. Unheard, the pool's 'error' would crash the process.
  pool.on('error', (error) => {
    warn(
      `PostgreSQL closed an idle connection (a new one serves the next query): ${error.message}`,
    );
  });
  const disconnected = trackConnections(pool);
  const run = async <T>(client: pg.Pool | pg.PoolClient, text: string, params?: unknown[]) => {
    const result = await client.query(text, params);
    return { rows: result.rows as T[] };
  };
  return {
    kind: 'postgres',
    query: (text, params) => run(pool, text, params),
    exec: async (script) => {
      await pool.query(script);
    },
    async transaction(work) {
      const client = await pool.connect();
      // A checked-out connection has no pool listener: if it fails between two statements, the
      // error is reported here (once: the closed socket follows as a second error) and the
      // transaction's next statement fails with it.
      let failed = false;
      const onError = (error: Error) => {
        if (!failed) warn(`PostgreSQL connection failed inside a transaction: ${error.message}`);
        failed = true;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const value = await work({
          query: (t, p) => run(client, t, p),
          exec: async (script) => {
            await client.query(script);
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.off('error', onError);
        client.release();
      }
    },
    async close() {
      await pool.end();
      await disconnected();
    },
  };
}

/**
 * pool.end() resolves once it has asked its idle connections to close, not once they are closed:
 * their backends may still run for a moment after (and a DROP DATABASE ... WITH (FORCE) then
 * would terminate them). Answers a wait for every connection the pool opened to be gone.
 */
function trackConnections(pool: pg.Pool): () => Promise<void> {
  const open = new Set<pg.PoolClient>();
  let allClosed = () => {};
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) allClosed();
  });
  return () =>
    open.size === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          allClosed = resolve;
        });
}
