import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_FEATURES } from '../demo/organisations.ts';
import { hashPassword } from './password.ts';

/**
 * Test-only: a freshly migrated database, in-memory PGlite by default. With TEST_DATABASE_URL
 * (a scratch PostgreSQL database: its public schema is dropped first) the same tests run on a
 * real server.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const db = await openDatabase({ url, dataDir: 'memory://' });
  if (url) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrate(db);
  return db;
}

export interface TestUser {
  sub: string;
  email: string;
  name: string;
  organisationId: string;
  flags: Record<string, unknown>;
  locations: Array<[hierarchy: string, role: string]>;
}

export const TEST_PASSWORD = 'gatehouse';

/** Two organisations, so tests can reach across them. */
export const TEST_LOCATIONS: Array<[hierarchy: string, organisationId: string]> = [
  ['acme', 'acme'],
  ['acme#north', 'acme'],
  ['acme#north#jhb', 'acme'],
  ['acme#north#pta', 'acme'],
  ['acme#south', 'acme'],
  ['acme#south#cpt', 'acme'],
  ['globex', 'globex'],
  ['globex#hq', 'globex'],
];

export const TEST_USERS = {
  admin: {
    sub: 'test-admin',
    email: 'admin@example.com',
    name: 'Ada Admin',
    organisationId: 'acme',
    flags: { amEvacAdmin: true, amAnalyticsEnabled: true },
    locations: [['acme', 'ADMIN']],
  },
  host: {
    sub: 'test-host',
    email: 'host@example.com',
    name: 'Hal Host',
    organisationId: 'acme',
    flags: {},
    locations: [['acme#north#jhb', 'HOST']],
  },
  rival: {
    sub: 'test-rival',
    email: 'rival@globex.example',
    name: 'Rita Rival',
    organisationId: 'globex',
    flags: {},
    locations: [['globex', 'ADMIN']],
  },
} satisfies Record<string, TestUser>;

/**
 * Test-only: inserts the organisations, locations (with the demo's features) and users above
 * (password `gatehouse`).
 */
export async function insertTestUsers(db: Database): Promise<void> {
  const passwordHash = hashPassword(TEST_PASSWORD);
  await db.transaction(async (tx) => {
    for (const id of ['acme', 'globex']) {
      await tx.query('INSERT INTO organisations (id, name) VALUES ($1, $2)', [
        id,
        id.toUpperCase(),
      ]);
    }
    for (const [hierarchy, organisationId] of TEST_LOCATIONS) {
      // The demo's features, so that the users may read (and subscribe to) every family there.
      await tx.query(
        'INSERT INTO locations (hierarchy, organisation_id, features) VALUES ($1, $2, $3)',
        [hierarchy, organisationId, JSON.stringify(DEMO_FEATURES)],
      );
    }
    for (const user of Object.values(TEST_USERS) as TestUser[]) {
      await tx.query(
        `INSERT INTO users (sub, email, name, organisation_id, password_hash, flags)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          user.sub,
          user.email,
          user.name,
          user.organisationId,
          passwordHash,
          JSON.stringify(user.flags),
        ],
      );
      for (const [hierarchy, role] of user.locations) {
        await tx.query('INSERT INTO user_locations (sub, hierarchy, role) VALUES ($1, $2, $3)', [
          user.sub,
          hierarchy,
          role,
        ]);
      }
    }
  });
}
