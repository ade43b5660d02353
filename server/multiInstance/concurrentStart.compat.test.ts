import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realServerUrls } from '../testing/compatApp.ts';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratchDatabase.ts';
import { type AppCluster, startTwoInstances } from '../testing/twoInstances.ts';

const MIGRATION_COUNT = readdirSync(join(import.meta.dirname, '../db/migrations')).filter((f) =>
  /^\d{3}_[a-z0-9_]+\.sql$/.test(f),
).length;

async function countRows(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async (table: string) =>
      Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    return {
      schema_migrations: await count('schema_migrations'),
      oidc_keys: await count('oidc_keys'),
      server_secrets: await count('server_secrets'),
    };
  } finally {
    await client.end();
  }
}

describe.each([1, 2, 3])('two instances started at once on an empty database (round %i)', () => {
  let database: ScratchDatabase | undefined;
  let cluster: AppCluster | undefined;

  beforeAll(async () => {
    database = await createScratchDatabase(process.env.COMPAT_SERVER_DATABASE_URL!);
    cluster = await startTwoInstances({
      ...realServerUrls(),
      databaseUrl: database.url,
      simultaneous: true,
      // The secret comes from the database: both must end up with the same one.
      env: { SESSION_SECRET: undefined },
    });
  });

  afterAll(async () => {
    await cluster?.dispose();
    await database?.drop();
  });

  it('both come up, migrate once and share one signing key and one session secret', async () => {
    expect(cluster?.instances.map((instance) => instance.running)).toEqual([true, true]);
    expect(await countRows(database!.url)).toEqual({
      schema_migrations: MIGRATION_COUNT,
      oidc_keys: 1,
      server_secrets: 1,
    });
  });
});
