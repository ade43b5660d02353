import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { migrate } from './migrate.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

test("migration 040 removes the rows an older server stored at 'ALL', and only those", async () => {
  const insert = (hierarchy: string, key: string) =>
    server.db.query(
      `INSERT INTO visitor_log (hierarchy, sort_key, evt_time, record, lmt, change_seq)
       VALUES ($1, $2, 1, '{}'::jsonb, 1, 0)`,
      [hierarchy, key],
    );
  await insert('ALL', 'legacy');
  await insert('acme#north#jhb-hq', 'kept');
  await server.db.query(
    `INSERT INTO api_keys (organisation_id, key_id, hierarchy, key_type, key_hash, key_preview,
                           created_at, created_by, lmt)
     VALUES ('globex', 'legacy-key', 'ALL', 'visitor', 'legacy-hash', 'ghk_leg', 1, 'demo-other', 1)`,
  );
  await server.db.query("DELETE FROM schema_migrations WHERE name = '040_no_rows_at_all.sql'");
  expect(await migrate(server.db)).toEqual(['040_no_rows_at_all.sql']);
  const left = await server.db.query<{ sort_key: string }>(
    "SELECT sort_key FROM visitor_log WHERE sort_key IN ('legacy', 'kept')",
  );
  expect(left.rows.map((row) => row.sort_key)).toEqual(['kept']);
  const keys = await server.db.query("SELECT 1 FROM api_keys WHERE key_id = 'legacy-key'");
  expect(keys.rows).toHaveLength(0);
});
