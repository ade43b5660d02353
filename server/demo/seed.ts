import { hashPassword } from '../auth/password.ts';
import { writeRecords } from '../api/records/writeRecords.ts';
import { markFeedPublished } from '../broker/publisher.ts';
import { insertDemoDevices } from './devices.ts';
import type { Database, Sql } from '../db/database.ts';
import type { FamilyName } from '../../contract/families.ts';
import { writeParkingSections } from '../api/parking/parkingCapacity.ts';
import { planFamilyHistory } from './familyHistory.ts';
import { writeDemoBlockList } from './blockList.ts';
import { writeDemoCustomFields } from './customFields.ts';
import { DEMO_INDUCTION_CONFIG } from './inductions.ts';
import { DEMO_FEATURES, DEMO_ORGANISATIONS, demoSites } from './organisations.ts';
import { DEMO_PARKING_SECTIONS } from './parking.ts';
import { seededRandom } from './people.ts';
import { DEMO_USERS } from './users.ts';
import { planDemoVisits } from './visitorHistory.ts';

const SEED_LOCK = 727004;

export interface SeedResult {
  seeded: boolean;
  locations: number;
  users: number;
  visitors: number;
  /** Records of the other families (attendance, directory, parking, ...), all for acme. */
  otherRecords: number;
}

/**
 * Creates the demo organisations, locations, users, visitor history and (for acme) the records of
 * every other family when the database has no
 * organisation yet (otherwise changes nothing). Set-based inserts in one transaction. The seeded
 * history is not published live: the publisher starts after it.
 *
 * Not written in chunks (writeRecordsInChunks) on purpose: one transaction means a stopped seed
 * leaves an empty database that the next start seeds again, never a half-seeded one it would
 * skip. It holds only the change-feed locks of the demo organisations (per organisation since
 * migration 014), which it is creating, so it blocks no other organisation's writes.
 */
export async function seedDemoIfEmpty(db: Database, now: number = Date.now()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const existing = await tx.query('SELECT 1 FROM organisations LIMIT 1');
    if (existing.rows.length > 0)
      return { seeded: false, locations: 0, users: 0, visitors: 0, otherRecords: 0 };
    const locations = await insertOrganisations(tx);
    await insertUsers(tx);
    const sites = DEMO_ORGANISATIONS.flatMap((organisation) => demoSites(organisation.id));
    const visits = planDemoVisits({ sites, now, random: seededRandom(20261101) });
    await writeRecords(tx, 'visitorLog', visits, now);
    const families = planFamilyHistory(demoSites('acme'), now, seededRandom(20261102));
    let otherRecords = 0;
    for (const [family, upserts] of Object.entries(families)) {
      otherRecords += (await writeRecords(tx, family as FamilyName, upserts, now)).length;
    }
    await tx.query(
      'INSERT INTO induction_configurations (hierarchy, configuration, lmt) VALUES ($1, $2, $3)',
      ['acme', JSON.stringify(DEMO_INDUCTION_CONFIG), now],
    );
    for (const site of sites) await writeParkingSections(tx, site, DEMO_PARKING_SECTIONS);
    await writeDemoCustomFields(tx, now);
    await writeDemoBlockList(tx, now);
    otherRecords += await insertDemoDevices(tx, now);
    await markFeedPublished(tx);
    return {
      seeded: true,
      locations,
      users: DEMO_USERS.length,
      visitors: visits.length,
      otherRecords,
    };
  });
}

async function insertOrganisations(tx: Sql): Promise<number> {
  await tx.query(
    `INSERT INTO organisations (id, name)
     SELECT id, name FROM jsonb_to_recordset($1::jsonb) AS x(id text, name text)`,
    [JSON.stringify(DEMO_ORGANISATIONS.map(({ id, name }) => ({ id, name })))],
  );
  const rows = DEMO_ORGANISATIONS.flatMap((organisation) =>
    organisation.locations.map((location) => ({
      hierarchy: location.hierarchy,
      organisation_id: organisation.id,
      company_name: location.companyName,
      short_description: location.shortDescription,
      features: DEMO_FEATURES,
      branding: {
        enabled: true,
        name: organisation.name,
        primaryColor: organisation.primaryColor,
      },
    })),
  );
  await tx.query(
    `INSERT INTO locations (hierarchy, organisation_id, company_name, short_description, features, branding)
     SELECT hierarchy, organisation_id, company_name, short_description, features, branding
       FROM jsonb_to_recordset($1::jsonb) AS x(hierarchy text, organisation_id text,
            company_name text, short_description text, features jsonb, branding jsonb)`,
    [JSON.stringify(rows)],
  );
  return rows.length;
}

async function insertUsers(tx: Sql): Promise<void> {
  const users = DEMO_USERS.map((user) => ({
    sub: user.sub,
    email: user.email,
    name: user.name,
    organisation_id: user.organisationId,
    password_hash: hashPassword(user.password),
    flags: user.flags,
  }));
  await tx.query(
    `INSERT INTO users (sub, email, name, organisation_id, password_hash, flags)
     SELECT sub, email, name, organisation_id, password_hash, flags
       FROM jsonb_to_recordset($1::jsonb) AS x(sub text, email text, name text,
            organisation_id text, password_hash text, flags jsonb)`,
    [JSON.stringify(users)],
  );
  const access = DEMO_USERS.flatMap((user) =>
    user.locations.map((location) => ({
      sub: user.sub,
      hierarchy: location.EntityHierarchy,
      role: location.role,
    })),
  );
  await tx.query(
    `INSERT INTO user_locations (sub, hierarchy, role)
     SELECT sub, hierarchy, role FROM jsonb_to_recordset($1::jsonb) AS x(sub text, hierarchy text, role text)`,
    [JSON.stringify(access)],
  );
}
