import pg from 'pg';

/** How long a closed connection's backend may take to leave pg_stat_activity. */
const BACKEND_EXIT_GRACE_MS = 2_000;

export interface ScratchDatabase {
  /** Connection string of the new, empty database. */
  url: string;
  /**
   * Drops it. A connection still open then is a Database (or app) the test file did not close:
   * it is terminated, and drop() rejects naming how many there were.
   */
  drop(): Promise<void>;
}

/** Creates an empty database with a fresh name on the server that `serverUrl` connects to. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'gatehouse_test',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const left = await onServer(serverUrl, async (client) => {
        const open = async () => {
          const { rows } = await client.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          return rows[0]?.count ?? 0;
        };
        // A closed connection's backend leaves pg_stat_activity when its process exits, a moment
        // after the client saw the socket close: only one still there after the grace is a leak.
        const graceEnds = Date.now() + BACKEND_EXIT_GRACE_MS;
        let count = await open();
        while (count > 0 && Date.now() < graceEnds) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          count = await open();
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        return count;
      });
      if (left > 0) {
        throw new Error(
          `${left} connection(s) to ${name} were still open at its drop: close every Database ` +
            'and app the test file opened before it ends',
        );
      }
    },
  };
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
