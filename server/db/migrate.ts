import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/**
 * Applies `migrations/NNN_name.sql` in name order, each once, each in its own transaction.
 * An advisory lock keeps two server instances from migrating at the same time.
 */
export async function migrate(db: Database): Promise<string[]> {
  const applied: string[] = [];
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  for (const file of files) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(727001)');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.rows.length > 0) return;
      await tx.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    });
  }
  return applied;
}
