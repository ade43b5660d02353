import pg from 'pg';

export interface ScratchDatabase {
  /** Connection string of the new, empty database. */
  url: string;
  /** Drops it (closing whatever is still connected). */
  drop(): Promise<void>;
}

/** Creates an empty database with a fresh name on the server that `serverUrl` connects to. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'gatehouse_test',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
