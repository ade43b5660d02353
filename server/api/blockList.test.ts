import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  BlockListEntry,
  BlockListEntryContent,
  BlockListProcessorRequest,
  RetrieveBlockListResponse,
} from '../../contract/blockList/schemas.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

const REGION = 'acme#north';
const SITE = 'acme#north#jhb-hq';
const PRETORIA = 'acme#north#pretoria';
const GEORGE = 'acme#south#george';
const PROCESSOR = 'blocklistOperations/blockListProcessor';
const RETRIEVE = 'blocklistOperations/retrieveBlockList';
const BLOCKED_MESSAGE =
  'This visitor matches an entry of the block list and was not signed in. Please see reception.';
/** A HOST at SITE with amBlocklistMaintenanceEnabled (the demo's HOST has no such flag). */
const HOST = 'blocklist-host';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await server.db.query(
    `INSERT INTO users (sub, email, name, organisation_id, password_hash, flags)
     VALUES ($1, 'blhost@example.com', 'Bea Host', 'acme', 'none', $2)`,
    [HOST, JSON.stringify({ amBlocklistMaintenanceEnabled: true })],
  );
  await server.db.query(
    `INSERT INTO user_locations (sub, hierarchy, role) VALUES ($1, $2, 'HOST')`,
    [HOST, SITE],
  );
});
afterAll(async () => {
  await server.app.close();
});

let run = 0;
/** A last name no other test uses. */
const unique = (name: string) => `${name}${++run}`;

function content(extra: Partial<BlockListEntryContent> = {}): BlockListEntryContent {
  return {
    EntityHierarchy: SITE,
    firstName: 'Eve',
    lastName: unique('Blocked'),
    reason: 'Abusive to staff',
    expiresAt: null,
    ...extra,
  };
}

function process(body: BlockListProcessorRequest | unknown, as = 'demo-admin') {
  return server.call(PROCESSOR, body, as);
}

async function add(extra: Partial<BlockListEntryContent> = {}): Promise<BlockListEntry> {
  const response = await process({ operation: 'addEntry', entry: content(extra) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { entry: BlockListEntry }).entry;
}

async function retrieve(at: string, as = 'demo-admin'): Promise<RetrieveBlockListResponse> {
  const response = await server.call(RETRIEVE, { hierarchies: [at] }, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RetrieveBlockListResponse;
}

const idsAt = async (at: string, as = 'demo-admin') =>
  (await retrieve(at, as)).entries.map((entry) => entry.entryId);

function signIn(at: string, person: Record<string, string>, as = 'demo-admin') {
  return server.call(
    'visitorLogOperations/signInVisitor',
    { EntityHierarchy: at, evtTimeStamp: Date.now(), ...person },
    as,
  );
}

async function signInsOf(lastName: string): Promise<number> {
  const result = await server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM visitor_log
      WHERE record->'visitorFullDetails'->>'lastName' = $1`,
    [lastName],
  );
  return result.rows[0]?.n ?? 0;
}

describe('block list entries', () => {
  test('add, edit and delete, each change naming the lmt it saw', async () => {
    const added = await add({ email: '', phoneNumber: '+27 82 555 0199', company: '  ' });
    expect(added).toMatchObject({ updatedBy: 'admin@example.com', phoneNumber: '+27 82 555 0199' });
    expect(added).not.toHaveProperty('email');
    expect(added).not.toHaveProperty('company');
    expect(await idsAt(SITE)).toContain(added.entryId);

    const edit = (lmt: number, reason: string) =>
      process({
        operation: 'editEntry',
        entry: { ...content({ lastName: added.lastName, reason }), entryId: added.entryId, lmt },
      });
    const edited = await edit(added.lmt, 'Threatened a guard');
    expect(edited.statusCode, edited.body).toBe(200);
    const result = (edited.json() as { entry: BlockListEntry }).entry;
    expect(result.lmt).toBeGreaterThan(added.lmt);
    expect(result).not.toHaveProperty('phoneNumber');
    const [listed] = (await retrieve(SITE)).entries.filter((e) => e.entryId === added.entryId);
    expect(listed).toMatchObject({ reason: 'Threatened a guard', lmt: result.lmt });

    const stale = await edit(added.lmt, 'Too late');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ key: 'BLOCK_LIST_ENTRY_OBSOLETE' });

    const remove = (lmt: number) =>
      process({
        operation: 'deleteEntry',
        entry: { EntityHierarchy: SITE, entryId: added.entryId, lmt },
      });
    expect((await remove(added.lmt)).json()).toMatchObject({ key: 'BLOCK_LIST_ENTRY_OBSOLETE' });
    const removed = await remove(result.lmt);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await idsAt(SITE)).not.toContain(added.entryId);
    const gone = await remove(result.lmt);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ key: 'BLOCK_LIST_ENTRY_NOT_FOUND' });
  });

  test('an unknown entry, or one named at another location, is 404', async () => {
    const added = await add();
    for (const [entryId, at] of [
      ['no-such-entry', SITE],
      [added.entryId, PRETORIA],
    ]) {
      const response = await process({
        operation: 'editEntry',
        entry: { ...content({ EntityHierarchy: at }), entryId, lmt: added.lmt },
      });
      expect(response.statusCode, `${entryId} at ${at}`).toBe(404);
      expect(response.json()).toMatchObject({ key: 'BLOCK_LIST_ENTRY_NOT_FOUND' });
    }
  });

  test('the demo has an entry at Acme North, applying at its sites', async () => {
    const [demo] = (await retrieve(SITE)).entries.filter((e) => e.entryId === 'demo-mallory-moe');
    expect(demo).toMatchObject({
      EntityHierarchy: REGION,
      firstName: 'Mallory',
      lastName: 'Moe',
      company: 'Globex Rivals',
      reason: 'Trespassed after a warning (demo entry)',
      expiresAt: null,
    });
    expect(await idsAt(GEORGE)).not.toContain('demo-mallory-moe');
  });

  test('bad input is 400 with the field and what is wrong', async () => {
    const { reason: _left, ...withoutReason } = content();
    const missing = await process({ operation: 'addEntry', entry: withoutReason });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ key: 'VALIDATION_FAILED' });
    expect(missing.json().message).toContain('entry.reason');
    const badEmail = await process({ operation: 'addEntry', entry: content({ email: 'nope' }) });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('entry.email: must be an email address');
    const blank = await process({ operation: 'addEntry', entry: content({ reason: '   ' }) });
    expect(blank.statusCode).toBe(400);
  });
});

describe('who may read and change the block list', () => {
  test('a HOST reads the entries without reasons and no matches, and cannot change them', async () => {
    const added = await add();
    const hosts = await retrieve(SITE, HOST);
    const seen = hosts.entries.find((entry) => entry.entryId === added.entryId);
    expect(seen).toMatchObject({ firstName: 'Eve', lastName: added.lastName });
    expect(hosts.entries.length).toBeGreaterThan(1);
    for (const entry of hosts.entries) expect(entry).not.toHaveProperty('reason');
    expect(hosts.matches).toEqual([]);
    const admins = await retrieve(SITE);
    expect(admins.entries.find((e) => e.entryId === added.entryId)?.reason).toBe(
      'Abusive to staff',
    );

    const changes: unknown[] = [
      { operation: 'addEntry', entry: content() },
      { operation: 'deleteEntry', entry: { EntityHierarchy: SITE, ...pick(added) } },
    ];
    for (const body of changes) {
      const response = await process(body, HOST);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ key: 'NOT_AUTHORIZED' });
    }
    expect(await idsAt(SITE)).toContain(added.entryId);
  });

  test('an account without amBlocklistMaintenanceEnabled is refused', async () => {
    for (const [as, at] of [
      ['demo-host', SITE],
      ['demo-marshal', GEORGE],
    ] as const) {
      const read = await server.call(RETRIEVE, { hierarchies: [at] }, as);
      expect(read.statusCode, `${as} reads`).toBe(403);
      const write = await process(
        { operation: 'addEntry', entry: content({ EntityHierarchy: at }) },
        as,
      );
      expect(write.statusCode, `${as} adds`).toBe(403);
    }
  });

  test('another organisation can neither read nor change them', async () => {
    const added = await add();
    const foreignRead = await server.call(RETRIEVE, { hierarchies: [SITE] }, 'demo-other');
    expect(foreignRead.statusCode).toBe(403);
    const own = await server.call(RETRIEVE, { hierarchies: ['ALL'] }, 'demo-other');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).not.toContain('acme');
    // The entry's id named at a Globex location: not theirs, so not found.
    for (const at of [SITE, 'globex#east#boston']) {
      const response = await process(
        { operation: 'deleteEntry', entry: { EntityHierarchy: at, ...pick(added) } },
        'demo-other',
      );
      expect(response.statusCode, at).toBe(at === SITE ? 403 : 404);
    }
    expect(await idsAt(SITE)).toContain(added.entryId);
  });
});

function pick(entry: BlockListEntry) {
  return { entryId: entry.entryId, lmt: entry.lmt };
}

describe('a sign-in of a visitor on the block list', () => {
  test('an entry at a region applies at its sites, not elsewhere; an expired one nowhere', async () => {
    const region = await add({ EntityHierarchy: REGION, firstName: 'Rita' });
    expect(await idsAt(PRETORIA)).toContain(region.entryId);
    expect(await idsAt(GEORGE)).not.toContain(region.entryId);
    const rita = { firstName: 'rita', lastName: region.lastName.toUpperCase() };
    const refused = await signIn(PRETORIA, rita);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ key: 'VISITOR_BLOCKED', message: BLOCKED_MESSAGE });
    expect((await signIn(GEORGE, rita)).statusCode).toBe(200);

    const expired = await add({ firstName: 'Ex', expiresAt: Date.now() - 60_000 });
    const late = await signIn(SITE, { firstName: 'Ex', lastName: expired.lastName });
    expect(late.statusCode, late.body).toBe(200);
  });

  test('assisted check-in: refused, nothing written, the match recorded for the ADMIN', async () => {
    const entry = await add({ firstName: 'Bob', email: 'bob.blocked@example.com' });
    const lastName = unique('Alias');
    const feed = await server.feedCount();
    const refused = await signIn(
      SITE,
      { firstName: 'Robert', lastName, email: 'BOB.blocked@example.com' },
      HOST,
    );
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ key: 'VISITOR_BLOCKED', message: BLOCKED_MESSAGE });
    expect(await signInsOf(lastName)).toBe(0);
    expect(await server.feedCount()).toBe(feed);

    const { matches } = await retrieve(REGION);
    expect(matches[0]).toMatchObject({
      entryId: entry.entryId,
      EntityHierarchy: SITE,
      name: `Robert ${lastName}`,
      channel: 'dashboard',
      by: 'blhost@example.com',
    });
    expect(matches[0]!.at).toBeGreaterThan(Date.now() - 60_000);
    expect((await retrieve(GEORGE)).matches.map((m) => m.entryId)).not.toContain(entry.entryId);
    expect((await retrieve(SITE, HOST)).matches).toEqual([]);

    const other = unique('Welcome');
    const allowed = await signIn(SITE, { firstName: 'Bob', lastName: other }, HOST);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await signInsOf(other)).toBe(1);
  });

  test('an invite marked arrived: refused, not marked, the match recorded', async () => {
    const entry = await add({ firstName: 'Ivy', phoneNumber: '082 555 0142' });
    const lastName = unique('Invited');
    const at = Date.now() + 40 * 86_400_000;
    const created = await server.call(
      'inviteOperations/upsertDashboardInvites',
      {
        upsert: {
          create: {
            EntityHierarchy: SITE,
            host: {
              name: 'Hugo Host',
              uniqueAttributeValue: 'host@example.com',
              arrivalTime: at,
              departureTime: at + 3_600_000,
              evtTimeZone: 'Africa/Johannesburg',
              visitorType: 'VISITOR',
              language: 'en-GB',
              location: 'Johannesburg HQ',
              eventName: 'Planning',
            },
            visitors: [{ firstName: 'Ivy', lastName, phoneNumber: '+27825550142' }],
          },
        },
      },
      'demo-admin',
    );
    expect(created.statusCode, created.body).toBe(200);
    const [invite] = created.json().items as { EventUidEmail: string; lmt: number }[];
    const mark = await server.call(
      'inviteOperations/markInviteArrived',
      {
        EntityHierarchy: SITE,
        EventUidEmail: invite!.EventUidEmail,
        lmt: invite!.lmt,
        evtTimeStampArrival: Date.now(),
        evtTZOffsetArrival: -120,
        evtTimeZoneArrival: 'Africa/Johannesburg',
        mutationId: `blocked-arrival-${run}`,
      },
      'demo-admin',
    );
    expect(mark.statusCode, mark.body).toBe(403);
    expect(mark.json()).toMatchObject({ key: 'VISITOR_BLOCKED' });
    const stored = await server.db.query<{ record: Record<string, unknown> }>(
      `SELECT record FROM invites WHERE hierarchy = $1 AND record->>'EventUidEmail' = $2`,
      [SITE, invite!.EventUidEmail],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.record).not.toHaveProperty('evtTimeStampArrival');
    expect(await signInsOf(lastName)).toBe(0);
    const { matches } = await retrieve(SITE);
    expect(matches.find((m) => m.entryId === entry.entryId)).toMatchObject({
      channel: 'invite',
      name: `Ivy ${lastName}`,
      by: 'admin@example.com',
    });
  });
});
