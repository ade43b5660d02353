import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSigningKeys } from '../auth/provider/signingKeys.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { loadOrCreateSessionSecret } from '../db/serverSecrets.ts';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratchDatabase.ts';

const MIGRATIONS = readdirSync(join(import.meta.dirname, '../db/migrations'))
  .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
  .sort();
/** As many as start together in the test: each its own pool, as separate instances have. */
const INSTANCES = 4;

let database: ScratchDatabase | undefined;
let handles: Database[] = [];

afterEach(async () => {
  await Promise.all(handles.map((db) => db.close()));
  handles = [];
  await database?.drop();
  database = undefined;
});

async function freshDatabaseSeenBy(count: number): Promise<Database[]> {
  database = await createScratchDatabase(process.env.COMPAT_SERVER_DATABASE_URL!);
  handles = await Promise.all(
    Array.from({ length: count }, () => openDatabase({ url: database!.url, dataDir: 'memory://' })),
  );
  return handles;
}

describe('start-up steps run by several instances at once on one empty PostgreSQL', () => {
  for (const round of [1, 2, 3]) {
    it(`migrate applies every migration once, none fails (round ${round})`, async () => {
      const instances = await freshDatabaseSeenBy(INSTANCES);
      const applied = await Promise.all(instances.map((db) => migrate(db)));
      expect(applied.flat().sort()).toEqual(MIGRATIONS);
    });
  }

  it('the first signing key and the session secret are created once and read alike by all', async () => {
    const instances = await freshDatabaseSeenBy(INSTANCES);
    await migrate(instances[0]!);
    const keys = await Promise.all(instances.map((db) => loadOrCreateSigningKeys(db)));
    const secrets = await Promise.all(instances.map((db) => loadOrCreateSessionSecret(db)));
    expect(new Set(keys.map((set) => set[0]?.kid)).size).toBe(1);
    expect(new Set(secrets).size).toBe(1);
    const { rows } = await instances[0]!.query<{ count: number }>(
      'SELECT (SELECT count(*) FROM oidc_keys)::int + (SELECT count(*) FROM server_secrets)::int AS count',
    );
    expect(rows[0]?.count).toBe(2);
  });
});
