import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inviteLogRetrieved } from '../../contract/familyOperations.ts';
import { IDEMPOTENCY_HEADER } from '../../contract/protocol.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const SITE = 'acme#north#jhb-hq';
const HOUR = 3_600_000;
/** Invites of these tests are for a day far from the demo's (today and tomorrow). */
const DAY = Date.now() + 40 * 24 * HOUR;
let run = 0;
const next = () => ++run;

function createBody(hierarchy: string, visitors: Record<string, unknown>[], at = DAY) {
  return {
    upsert: {
      create: {
        EntityHierarchy: hierarchy,
        host: {
          name: 'Hugo Host',
          uniqueAttributeValue: 'host@example.com',
          arrivalTime: at,
          departureTime: at + 2 * HOUR,
          evtTimeZone: 'Africa/Johannesburg',
          visitorType: 'VISITOR',
          language: 'en-GB',
          location: 'Johannesburg HQ',
          eventName: 'Quarterly planning',
        },
        visitors,
      },
    },
  };
}

interface Invite {
  EntityHierarchy: string;
  EventUidEmail: string;
  lmt: number;
  [field: string]: unknown;
}

async function create(visitors: Record<string, unknown>[], as = 'demo-admin', at = DAY) {
  const response = await server.call(
    'inviteOperations/upsertDashboardInvites',
    createBody(SITE, visitors, at),
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as Invite[];
}

async function retrieve(hierarchies: string[], since?: string, as = 'demo-admin') {
  const response = await server.call(
    'inviteOperations/retrieveInviteLog',
    {
      query: {
        hierarchies,
        beginTime: DAY - HOUR,
        endTime: DAY + 48 * HOUR,
        ...(since ? { changedSince: since } : {}),
      },
    },
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return inviteLogRetrieved.parse(response.json());
}

function markBody(invite: Invite, mutationId = `mark-${next()}`) {
  return {
    EntityHierarchy: invite.EntityHierarchy,
    EventUidEmail: invite.EventUidEmail,
    lmt: invite.lmt,
    evtTimeStampArrival: Date.now(),
    evtTZOffsetArrival: -120,
    evtTimeZoneArrival: 'Africa/Johannesburg',
    mutationId,
  };
}

describe('upsertDashboardInvites', () => {
  test('creates one invite per visitor, sent, without empty fields, and the log answers them', async () => {
    const feed = await server.feedCount();
    const email = `ana${next()}@example.com`;
    const items = await create([
      { firstName: 'Ana', lastName: 'Lyst', email: email.toUpperCase(), company: 'Acme' },
      { firstName: 'Bo', lastName: 'Nus', phoneNumber: '+27 82 123 4567' },
    ]);
    expect(items).toHaveLength(2);
    const [ana, bo] = items;
    expect(ana?.EventUidEmail).toMatch(new RegExp(`#${email}$`));
    expect(ana?.inviteSentTimestamp).toEqual(expect.any(Number));
    expect(ana?.firstHostFullDetails).toEqual({
      name: 'Hugo Host',
      uniqueAttributeValue: 'host@example.com',
    });
    expect(ana?.organizerInformation).toMatchObject({ email: 'admin@example.com' });
    expect(bo?.phoneNumber).toBe('+27821234567');
    expect(bo).not.toHaveProperty('email');
    expect(bo).not.toHaveProperty('company');
    expect(await server.feedCount()).toBe(feed + 2);
    const log = await retrieve([SITE]);
    expect(log.Items.map((item) => item.EventUidEmail)).toEqual(
      expect.arrayContaining(items.map((item) => item.EventUidEmail)),
    );
  });

  test('refuses bad bodies with VALIDATION_FAILED and stores nothing', async () => {
    const feed = await server.feedCount();
    const cases: [Record<string, unknown>, RegExp][] = [
      [createBody(SITE, []), /visitors/],
      [createBody(SITE, [{ firstName: 'No', lastName: 'Contact' }]), /email or a mobile number/],
      [createBody(SITE, [{ firstName: ' ', lastName: 'X', email: 'x@example.com' }]), /firstName/],
      [createBody(SITE, [{ firstName: 'A', lastName: 'B', email: 'not-an-email' }]), /email/],
      [
        createBody(SITE, [{ firstName: 'A', lastName: 'B', phoneNumber: '0821234567' }]),
        /international/,
      ],
      [
        createBody(SITE, [
          { firstName: 'A', lastName: 'B', email: 'same@example.com' },
          { firstName: 'C', lastName: 'D', email: 'other@example.com' },
          { firstName: 'E', lastName: 'F', email: 'SAME@example.com' },
        ]),
        /duplicate email same@example.com in rows 1, 3/,
      ],
      [
        createBody(SITE, [
          { firstName: 'A', lastName: 'B', phoneNumber: '+27821234567' },
          { firstName: 'C', lastName: 'D', phoneNumber: '+27 82 123 4567' },
        ]),
        /duplicate mobile number \+27821234567 in rows 1, 2/,
      ],
      [
        {
          upsert: {
            create: {
              ...createBody(SITE, [{ firstName: 'A', lastName: 'B', email: 'a@example.com' }])
                .upsert.create,
              host: { ...createBody(SITE, []).upsert.create.host, departureTime: DAY - HOUR },
            },
          },
        },
        /departure must be after the arrival/,
      ],
      [{ upsert: { create: { EntityHierarchy: SITE } } }, /host/],
      [{}, /upsert/],
    ];
    for (const [body, message] of cases) {
      const response = await server.call(
        'inviteOperations/upsertDashboardInvites',
        body,
        'demo-admin',
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().key).toBe('VALIDATION_FAILED');
      expect(response.json().message).toMatch(message);
    }
    expect(await server.feedCount()).toBe(feed);
  });

  test('refuses a location outside the caller’s access', async () => {
    const feed = await server.feedCount();
    const body = createBody('acme#south#george', [
      { firstName: 'A', lastName: 'B', email: 'refused@example.com' },
    ]);
    const response = await server.call(
      'inviteOperations/upsertDashboardInvites',
      body,
      'demo-host',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ key: 'NOT_AUTHORIZED', message: 'Not Authorized' });
    const other = await server.call('inviteOperations/upsertDashboardInvites', body, 'demo-other');
    expect(other.statusCode).toBe(403);
    expect(await server.feedCount()).toBe(feed);
  });

  test('updates an invite whose lmt matches, and refuses an outdated one', async () => {
    const [invite] = await create([
      { firstName: 'Up', lastName: 'Date', email: `u${next()}@example.com` },
    ]);
    const update = (lmt: number) =>
      server.call(
        'inviteOperations/upsertDashboardInvites',
        {
          upsert: {
            update: {
              entityHierarchy: SITE,
              EventUidEmail: invite!.EventUidEmail,
              lmt,
              fields: { eventName: 'Moved meeting', arrivalTime: DAY + HOUR },
            },
          },
        },
        'demo-admin',
      );
    const done = await update(invite!.lmt);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().items[0]).toMatchObject({
      eventName: 'Moved meeting',
      arrivalTime: DAY + HOUR,
    });
    const stale = await update(invite!.lmt);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().key).toBe('INVITE_INSTANCE_OBSOLETE');
  });
});

describe('markInviteArrived and unmarkInviteArrived', () => {
  test('mark sets the arrival and DASHBOARD; unmark removes them; changedSince answers each', async () => {
    const [invite] = await create([
      { firstName: 'Ma', lastName: 'Rk', email: `m${next()}@example.com` },
    ]);
    const before = await retrieve([SITE]);
    const marked = await server.call(
      'inviteOperations/markInviteArrived',
      markBody(invite!),
      'demo-host',
    );
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ key: 'MARK_ARRIVED_SUCCESS' });
    const afterMark = await retrieve([SITE], before.cursor);
    expect(afterMark.Items).toHaveLength(1);
    const stored = afterMark.Items[0] as Invite;
    expect(stored).toMatchObject({
      arrivalSource: 'DASHBOARD',
      evtTimeZoneArrival: 'Africa/Johannesburg',
    });
    expect(stored.lmt).toBeGreaterThan(invite!.lmt);
    expect(stored.searchString).toContain('ma rk');

    const unmarked = await server.call(
      'inviteOperations/unmarkInviteArrived',
      {
        EntityHierarchy: SITE,
        EventUidEmail: invite!.EventUidEmail,
        lmt: stored.lmt,
        mutationId: `un-${next()}`,
      },
      'demo-host',
    );
    expect(unmarked.statusCode, unmarked.body).toBe(200);
    expect(unmarked.json()).toEqual({ key: 'UNMARK_ARRIVED_SUCCESS' });
    const afterUnmark = await retrieve([SITE], afterMark.cursor);
    const reverted = afterUnmark.Items[0] as Invite;
    expect(reverted).not.toHaveProperty('evtTimeStampArrival');
    expect(reverted).not.toHaveProperty('arrivalSource');
  });

  test('an arrival signs the visitor in with the host and source dashboard, once; its revert removes that sign-in', async () => {
    const email = `arrive${next()}@example.com`;
    const [invite] = await create([
      { firstName: 'Ari', lastName: 'Vee', email, company: 'Vee Ltd', phoneNumber: '+27821234567' },
    ]);
    const mark = markBody(invite!);
    const signIns = async () =>
      (
        await server.db.query<{ record: Record<string, unknown>; deleted: boolean }>(
          `SELECT record, deleted FROM visitor_log WHERE hierarchy = $1 AND sort_key = $2`,
          [SITE, `${mark.evtTimeStampArrival}#invite-${mark.mutationId}`],
        )
      ).rows;

    expect(
      (await server.call('inviteOperations/markInviteArrived', mark, 'demo-host')).statusCode,
    ).toBe(200);
    const [signedIn] = await signIns();
    expect(signedIn?.deleted).toBe(false);
    expect(signedIn?.record).toMatchObject({
      evtTimeStamp: mark.evtTimeStampArrival,
      evtTimeZone: 'Africa/Johannesburg',
      evtTZOffset: -120,
      sourceOfIdentification: 'dashboard',
      visitorFullDetails: { firstName: 'Ari', lastName: 'Vee', email, company: 'Vee Ltd' },
      hostDetails: { name: 'Hugo Host', uniqueAttributeValue: 'host@example.com' },
    });
    expect(signedIn?.record).not.toHaveProperty('evtTimeStampOut');
    // A repeat of the same mark changes nothing and signs in no one else.
    await server.call('inviteOperations/markInviteArrived', mark, 'demo-host');
    const count = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM visitor_log WHERE hierarchy = $1 AND record->>'ProfileId' LIKE 'invite-%' AND record->'visitorFullDetails'->>'email' = $2`,
      [SITE, email],
    );
    expect(count.rows[0]?.n).toBe(1);

    const [current] = (await retrieve([SITE])).Items.filter(
      (item) => item.EventUidEmail === invite!.EventUidEmail,
    ) as Invite[];
    const reverted = await server.call(
      'inviteOperations/unmarkInviteArrived',
      {
        EntityHierarchy: SITE,
        EventUidEmail: invite!.EventUidEmail,
        lmt: current!.lmt,
        mutationId: `un-${next()}`,
      },
      'demo-host',
    );
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect((await signIns())[0]?.deleted).toBe(true);
  });

  test('refuses an outdated lmt, a second mark, a gone invite, and a kiosk arrival revert', async () => {
    const [invite] = await create([
      { firstName: 'Re', lastName: 'Fused', email: `r${next()}@example.com` },
    ]);
    const stale = await server.call(
      'inviteOperations/markInviteArrived',
      { ...markBody(invite!), lmt: invite!.lmt - 1 },
      'demo-admin',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().key).toBe('INVITE_INSTANCE_OBSOLETE');

    const first = markBody(invite!);
    expect(
      (await server.call('inviteOperations/markInviteArrived', first, 'demo-admin')).statusCode,
    ).toBe(200);
    // The same change again (same mutation id) is a repeat: nothing new is written.
    const feed = await server.feedCount();
    const repeat = await server.call('inviteOperations/markInviteArrived', first, 'demo-admin');
    expect(repeat.statusCode).toBe(200);
    expect(await server.feedCount()).toBe(feed);
    const [current] = (await retrieve([SITE])).Items.filter(
      (item) => item.EventUidEmail === invite!.EventUidEmail,
    ) as Invite[];
    const again = await server.call(
      'inviteOperations/markInviteArrived',
      markBody(current!),
      'demo-admin',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('INVITE_ALREADY_ARRIVED');

    const gone = await server.call(
      'inviteOperations/markInviteArrived',
      { ...markBody(invite!), EventUidEmail: 'gone#nobody@example.com' },
      'demo-admin',
    );
    expect(gone.statusCode).toBe(404);

    await server.db.query(
      `UPDATE invites SET record = record || '{"arrivalSource":"KIOSK"}' WHERE sort_key = $1`,
      [invite!.EventUidEmail],
    );
    const kiosk = await server.call(
      'inviteOperations/unmarkInviteArrived',
      {
        EntityHierarchy: SITE,
        EventUidEmail: invite!.EventUidEmail,
        lmt: current!.lmt,
        mutationId: `k-${next()}`,
      },
      'demo-admin',
    );
    expect(kiosk.statusCode).toBe(409);
    expect(kiosk.json().key).toBe('ARRIVAL_NOT_REVERTIBLE');
  });

  test('accepts a revert queued offline after the device’s own mark (lastArrivalChangeId)', async () => {
    const [invite] = await create([
      { firstName: 'Off', lastName: 'Line', email: `o${next()}@example.com` },
    ]);
    const mark = markBody(invite!, `offline-mark-${next()}`);
    expect(
      (await server.call('inviteOperations/markInviteArrived', mark, 'demo-admin')).statusCode,
    ).toBe(200);
    // The device saw its own lmt (not the server's) and names its mark as the last change.
    const revert = await server.call(
      'inviteOperations/unmarkInviteArrived',
      {
        EntityHierarchy: SITE,
        EventUidEmail: invite!.EventUidEmail,
        lmt: invite!.lmt + 12345,
        lastArrivalChangeId: mark.mutationId,
        mutationId: `offline-revert-${next()}`,
      },
      'demo-admin',
    );
    expect(revert.statusCode, revert.body).toBe(200);
  });

  test('refuses a bad body and a location outside the caller’s access', async () => {
    const [invite] = await create([
      { firstName: 'Ac', lastName: 'Cess', email: `a${next()}@example.com` },
    ]);
    const bad = await server.call(
      'inviteOperations/markInviteArrived',
      { ...markBody(invite!), evtTimeZoneArrival: 'Mars/Olympus', mutationId: 'no spaces allowed' },
      'demo-admin',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/evtTimeZoneArrival/);
    const refused = await server.call(
      'inviteOperations/markInviteArrived',
      markBody(invite!),
      'demo-marshal',
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('resendInvite and deleteInvite', () => {
  test('count successes and failures', async () => {
    const items = await create([
      { firstName: 'One', lastName: 'A', email: `one${next()}@example.com` },
      { firstName: 'Two', lastName: 'B', email: `two${next()}@example.com` },
    ]);
    const keys = items.map((item) => ({
      EntityHierarchy: SITE,
      EventUidEmail: item.EventUidEmail,
    }));
    const absent = { EntityHierarchy: SITE, EventUidEmail: 'absent#x@example.com' };
    const resent = await server.call(
      'inviteOperations/resendInvite',
      { inviteKey: [...keys, absent] },
      'demo-admin',
      { [IDEMPOTENCY_HEADER]: `resend-${next()}` },
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ key: 'OPERATION_PROCESSED', successCount: 2, failureCount: 1 });
    const log = await retrieve([SITE]);
    const resentItem = log.Items.find((item) => item.EventUidEmail === keys[0]!.EventUidEmail);
    expect(resentItem?.inviteResendCount).toBe(1);

    const deleted = await server.call(
      'inviteOperations/deleteInvite',
      { inviteKey: [keys[0]!, absent] },
      'demo-admin',
    );
    expect(deleted.json()).toEqual({
      key: 'OPERATION_PROCESSED',
      successCount: 1,
      failureCount: 1,
    });
    const again = await server.call(
      'inviteOperations/deleteInvite',
      { inviteKey: [keys[0]!] },
      'demo-admin',
    );
    expect(again.json()).toEqual({ key: 'OPERATION_PROCESSED', successCount: 0, failureCount: 1 });
    const afterDelete = await retrieve([SITE], log.cursor);
    expect(afterDelete.removed.map((tombstone) => tombstone.key)).toContain(keys[0]!.EventUidEmail);
    expect(afterDelete.Items.some((item) => item.EventUidEmail === keys[0]!.EventUidEmail)).toBe(
      false,
    );
  });

  test('refuse bad bodies and other organisations', async () => {
    const empty = await server.call(
      'inviteOperations/deleteInvite',
      { inviteKey: [] },
      'demo-admin',
    );
    expect(empty.statusCode).toBe(400);
    const refused = await server.call(
      'inviteOperations/resendInvite',
      { inviteKey: [{ EntityHierarchy: SITE, EventUidEmail: 'x#y' }] },
      'demo-other',
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('searchHosts', () => {
  test('finds the location’s hosts by name or email, case-insensitively', async () => {
    const response = await server.call(
      'searchOperations/searchHosts',
      { field: 'email', value: '@', EntityHierarchy: SITE },
      'demo-host',
    );
    expect(response.statusCode, response.body).toBe(200);
    const hits = response.json().responses[0].hits.hits as { _source: { name: string } }[];
    expect(hits.length).toBeGreaterThan(0);
    const name = hits[0]!._source.name;
    const byName = await server.call(
      'searchOperations/searchHosts',
      { field: 'name', value: name.slice(0, 3).toUpperCase(), EntityHierarchy: SITE },
      'demo-host',
    );
    const names = (byName.json().responses[0].hits.hits as { _source: { name: string } }[]).map(
      (hit) => hit._source.name,
    );
    expect(names).toContain(name);
    const none = await server.call(
      'searchOperations/searchHosts',
      { field: 'name', value: '%_nobody_%', EntityHierarchy: SITE },
      'demo-host',
    );
    expect(none.json().responses[0].hits.hits).toEqual([]);
    const bad = await server.call(
      'searchOperations/searchHosts',
      { field: 'phone', value: '1', EntityHierarchy: SITE },
      'demo-host',
    );
    expect(bad.statusCode).toBe(400);
  });
});
