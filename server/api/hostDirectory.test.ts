import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { readRecordWindow } from './records/readRecords.ts';

/**
 * directoryOperations/updateHostDirectory on real PGlite (spec/visitors.md §3, §5, §7): every
 * operation variant, the spec's rules (lower-cased email key, unique on add, existing on edit,
 * phone only when given, reset to ADHOSTSYNC), the access policy, bad bodies, idempotency and
 * the change feed.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const SITE = 'acme#north#jhb-hq';
const OP = 'directoryOperations/updateHostDirectory';
let run = 0;
const site = () => `${SITE}`;
const email = (name: string) => `${name}-${++run}@Example.COM`;

async function hostsAt(hierarchy: string) {
  const { items } = await readRecordWindow(server.db, 'hosts', {
    hierarchies: [hierarchy],
    beginTime: 0,
    endTime: 0,
  });
  return new Map(
    items
      .filter((item) => item.EntityHierarchy === hierarchy)
      .map((item) => [String(item.uniqueAttributeValue), item]),
  );
}

const compress = (hosts: unknown[]) => gzipSync(JSON.stringify(hosts)).toString('base64');

describe('updateHostDirectory', () => {
  test('add: the lower-cased email is the key, the phone only when given, DASHBOARD', async () => {
    const address = email('Ann');
    const before = await server.feedCount();
    const response = await server.call(
      OP,
      {
        operations: [
          {
            EntityHierarchy: site(),
            upserts: [{ name: ' Ann Lee ', email: address }],
            upsertMode: 'create',
          },
        ],
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      key: 'OPERATIONS_PROCESSED',
      upserted: 1,
      deleted: 0,
      reset: 0,
    });
    const stored = (await hostsAt(SITE)).get(address.toLowerCase());
    expect(stored).toMatchObject({
      uniqueAttributeValue: address.toLowerCase(),
      email: address.toLowerCase(),
      name: 'Ann Lee',
      dataSource: 'DASHBOARD',
      EntityHierarchy: SITE,
    });
    expect(stored).not.toHaveProperty('phone_number');
    expect(await server.feedCount()).toBe(before + 1);
  });

  test('add refuses an email already in the directory (409 HOST_EXISTS), in any case', async () => {
    const address = email('dup');
    const add = (mail: string) =>
      server.call(
        OP,
        {
          operations: [
            { EntityHierarchy: SITE, upserts: [{ name: 'D', email: mail }], upsertMode: 'create' },
          ],
        },
        'demo-admin',
      );
    expect((await add(address)).statusCode).toBe(200);
    const again = await add(address.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('HOST_EXISTS');
  });

  test('edit needs an existing host (404 HOST_NOT_FOUND) and drops a phone no longer given', async () => {
    const address = email('edit').toLowerCase();
    const write = (upsertMode: 'create' | 'update', host: Record<string, unknown>) =>
      server.call(
        OP,
        { operations: [{ EntityHierarchy: SITE, upserts: [host], upsertMode }] },
        'demo-admin',
      );
    const missing = await write('update', { name: 'Nobody', email: address });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().key).toBe('HOST_NOT_FOUND');
    await write('create', { name: 'Eve', email: address, phone_number: '+27 82 123 4567' });
    expect((await hostsAt(SITE)).get(address)).toMatchObject({ phone_number: '+27821234567' });
    expect((await write('update', { name: 'Eve Adams', email: address })).statusCode).toBe(200);
    const edited = (await hostsAt(SITE)).get(address);
    expect(edited).toMatchObject({ name: 'Eve Adams' });
    expect(edited).not.toHaveProperty('phone_number');
  });

  test('delete removes hosts; reset sets dataSource back to ADHOSTSYNC', async () => {
    const [a, b] = [email('del').toLowerCase(), email('reset').toLowerCase()];
    await server.call(
      OP,
      {
        operations: [
          {
            EntityHierarchy: SITE,
            upserts: [
              { name: 'A', email: a },
              { name: 'B', email: b },
            ],
          },
        ],
      },
      'demo-admin',
    );
    const response = await server.call(
      OP,
      {
        operations: [
          { EntityHierarchy: SITE, deletes: [a] },
          { EntityHierarchy: SITE, resetHostSyncStatus: [b] },
        ],
      },
      'demo-admin',
    );
    expect(response.json()).toEqual({
      key: 'OPERATIONS_PROCESSED',
      upserted: 0,
      deleted: 1,
      reset: 1,
    });
    const hosts = await hostsAt(SITE);
    expect(hosts.has(a)).toBe(false);
    expect(hosts.get(b)).toMatchObject({ dataSource: 'ADHOSTSYNC' });
  });

  test('replace: the whole list becomes the compressed one; kept hosts are changed, not removed', async () => {
    const place = 'acme#north#jhb-hq';
    const current = await hostsAt(place);
    const keep = [...current.keys()][0] ?? 'host@example.com';
    const list = [
      { name: 'Kept Host', email: keep },
      ...Array.from({ length: 1200 }, (_, i) => ({
        name: `Imported ${i}`,
        email: `imp${i}@acme.example`,
        phone_number: `2782000${String(i).padStart(4, '0')}`,
      })),
    ];
    const response = await server.call(
      OP,
      {
        operations: [
          { EntityHierarchy: place, deleteEntityHostList: true },
          { EntityHierarchy: place, compressedUpserts: compress(list) },
        ],
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ upserted: 1201, deleted: current.size - 1 });
    const after = await hostsAt(place);
    expect([...after.keys()].sort()).toEqual(list.map((host) => host.email).sort());
    expect(after.get('imp7@acme.example')).toMatchObject({ phone_number: '+27820000007' });
    const removals = await server.db.query<{ op: string }>(
      `SELECT op FROM change_feed WHERE family = 'hosts' AND hierarchy = $1 AND record_key = $2 ORDER BY seq DESC LIMIT 1`,
      [place, keep],
    );
    expect(removals.rows[0]?.op).toBe('MODIFY');
  });

  test('a repeated request with the same Idempotency-Key is applied once', async () => {
    const address = email('once');
    const body = {
      operations: [
        {
          EntityHierarchy: SITE,
          upserts: [{ name: 'Once', email: address }],
          upsertMode: 'create',
        },
      ],
    };
    const headers = { 'idempotency-key': `host-once-${run}` };
    const first = await server.call(OP, body, 'demo-admin', headers);
    const feed = await server.feedCount();
    const second = await server.call(OP, body, 'demo-admin', headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await server.feedCount()).toBe(feed);
  });

  test('refuses a HOST, another organisation and a location outside access; changes nothing', async () => {
    const body = (at: string) => ({
      operations: [{ EntityHierarchy: at, upserts: [{ name: 'X', email: email('x') }] }],
    });
    const feed = await server.feedCount();
    for (const [as, at] of [
      ['demo-host', SITE],
      ['demo-other', SITE],
      ['demo-marshal', SITE],
    ] as const) {
      const response = await server.call(OP, body(at), as);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ key: 'NOT_AUTHORIZED', message: 'Not Authorized' });
    }
    expect(await server.feedCount()).toBe(feed);
  });

  test.each([
    ['no operations', { operations: [] }],
    [
      'a bad email',
      { operations: [{ EntityHierarchy: SITE, upserts: [{ name: 'A', email: 'not-an-email' }] }] },
    ],
    [
      'a blank name',
      { operations: [{ EntityHierarchy: SITE, upserts: [{ name: '  ', email: 'a@b.co' }] }] },
    ],
    [
      'a local phone',
      {
        operations: [
          {
            EntityHierarchy: SITE,
            upserts: [{ name: 'A', email: 'a@b.co', phone_number: '0821234567' }],
          },
        ],
      },
    ],
    ['a bad location', { operations: [{ EntityHierarchy: '', deletes: ['a@b.co'] }] }],
    ['compressed garbage', { operations: [{ EntityHierarchy: SITE, compressedUpserts: 'AAAA' }] }],
    [
      'a compressed bad host',
      {
        operations: [
          { EntityHierarchy: SITE, compressedUpserts: compress([{ name: 'A', email: 'x' }]) },
        ],
      },
    ],
    [
      'an email listed twice',
      {
        operations: [
          {
            EntityHierarchy: SITE,
            upserts: [
              { name: 'A', email: 'twice@b.co' },
              { name: 'B', email: 'TWICE@b.co' },
            ],
          },
        ],
      },
    ],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const feed = await server.feedCount();
    const response = await server.call(OP, body, 'demo-admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().key).toBe('VALIDATION_FAILED');
    expect(await server.feedCount()).toBe(feed);
  });

  test('reset of a host that does not exist is 404 and changes nothing', async () => {
    const response = await server.call(
      OP,
      { operations: [{ EntityHierarchy: SITE, resetHostSyncStatus: ['nobody@example.com'] }] },
      'demo-admin',
    );
    expect(response.statusCode).toBe(404);
  });
});
