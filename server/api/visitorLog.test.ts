import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asyncResponsePayload, visitorLogRetrieved } from '../../contract/operations.ts';
import { deleteExpiredBlobs, signBlob } from '../blobs/blobStore.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { writeRecords } from './records/writeRecords.ts';

let server: TestServer;
beforeAll(async () => {
  // Small threshold: answers over 4 KiB go out as blobs (tests below keep theirs smaller).
  server = await createTestServer({ asyncPayloadThresholdBytes: 4096 });
});
afterAll(async () => {
  await server.app.close();
});

/** A quiet window far from the demo data: 2001-09-09 plus hours. */
const BASE = 1_000_000_000_000;
const HOUR = 3_600_000;

async function signIn(hierarchy: string, at: number, firstName = 'Vi') {
  const response = await server.call(
    'visitorLogOperations/signInVisitor',
    { EntityHierarchy: hierarchy, firstName, lastName: 'Sitor', evtTimeStamp: at },
    'demo-admin',
  );
  expect(response.statusCode).toBe(200);
  return response.json().item as { evtTimeStampProfileID: string; changeSeq: number };
}

async function retrieve(
  as: string,
  hierarchies: string[],
  begin: number,
  end: number,
  since?: string,
) {
  const response = await server.call(
    'visitorLogOperations/retrieveVisitorLog',
    {
      query: {
        hierarchies,
        beginTime: begin,
        endTime: end,
        ...(since ? { changedSince: since } : {}),
      },
    },
    as,
  );
  expect(response.statusCode).toBe(200);
  return visitorLogRetrieved.parse(response.json());
}

describe('retrieveVisitorLog', () => {
  test('answers the subtree of each hierarchy within the time window only', async () => {
    const jhb = await signIn('acme#north#jhb-hq', BASE + HOUR);
    const pta = await signIn('acme#north#pretoria', BASE + 2 * HOUR);
    await signIn('acme#south#george', BASE + 2 * HOUR);
    await signIn('acme#north#pretoria', BASE + 30 * HOUR);
    const north = await retrieve('demo-admin', ['acme#north'], BASE, BASE + 10 * HOUR);
    expect(north.Items.map((i) => i.evtTimeStampProfileID).sort()).toEqual(
      [jhb.evtTimeStampProfileID, pta.evtTimeStampProfileID].sort(),
    );
    expect(north.removed).toEqual([]);
    const host = await retrieve('demo-host', ['acme#north#jhb-hq'], BASE, BASE + 10 * HOUR);
    expect(host.Items.map((i) => i.EntityHierarchy)).toEqual(['acme#north#jhb-hq']);
    const all = await retrieve('demo-marshal', ['ALL'], BASE, BASE + 10 * HOUR);
    expect(all.Items.map((i) => i.EntityHierarchy)).toEqual(['acme#south#george']);
  });

  test('changedSince answers upserts and tombstones after the cursor and nothing else', async () => {
    const window = [BASE + 100 * HOUR, BASE + 110 * HOUR] as const;
    const kept = await signIn('acme#south#cape-town', window[0] + HOUR, 'Kept');
    const changed = await signIn('acme#south#cape-town', window[0] + 2 * HOUR, 'Changed');
    const gone = await signIn('acme#south#cape-town', window[0] + 3 * HOUR, 'Gone');
    const full = await retrieve('demo-marshal', ['acme#south'], ...window);
    expect(full.Items).toHaveLength(3);

    const signOut = await server.call(
      'visitorLogOperations/signOutVisitors',
      {
        userData: [
          {
            EntityHierarchy: 'acme#south#cape-town',
            evtTimeStampProfileID: changed.evtTimeStampProfileID,
          },
        ],
        signOutSource: 'DB',
        evtTimeStampOut: window[0] + 5 * HOUR,
        evtTZOffsetOut: -120,
        evtTimeZoneOut: 'Africa/Johannesburg',
      },
      'demo-marshal',
    );
    expect(signOut.json()).toEqual({ key: 'SIGNOUT_SUCCESS' });
    const [removal] = await server.db.transaction((tx) =>
      writeRecords(tx, 'visitorLog', [
        { kind: 'remove', hierarchy: 'acme#south#cape-town', key: gone.evtTimeStampProfileID },
      ]),
    );
    await signIn('acme#north#polokwane', window[0] + HOUR, 'ElsewhereInTheOrg');

    const delta = await retrieve('demo-marshal', ['acme#south'], window[0], window[1], full.cursor);
    expect(delta.Items.map((i) => i.evtTimeStampProfileID)).toEqual([
      changed.evtTimeStampProfileID,
    ]);
    expect(delta.Items[0]).toMatchObject({
      evtTimeStampOut: window[0] + 5 * HOUR,
      signOutSource: 'DB',
    });
    expect(delta.removed).toEqual([
      {
        EntityHierarchy: 'acme#south#cape-town',
        key: gone.evtTimeStampProfileID,
        changeSeq: removal?.changeSeq,
      },
    ]);
    expect(Number(delta.cursor)).toBeGreaterThan(Number(full.cursor));
    expect(kept.changeSeq).toBeLessThanOrEqual(Number(full.cursor));

    const nothingNew = await retrieve(
      'demo-marshal',
      ['acme#south'],
      window[0],
      window[1],
      delta.cursor,
    );
    expect(nothingNew.Items).toEqual([]);
    expect(nothingNew.removed).toEqual([]);
    const fullAgain = await retrieve('demo-marshal', ['acme#south'], ...window);
    expect(fullAgain.Items).toHaveLength(2);
  });

  test('a cursor this database never issued answers CURSOR_EXPIRED', async () => {
    const response = await server.call(
      'visitorLogOperations/retrieveVisitorLog',
      { query: { hierarchies: ['acme'], beginTime: 0, endTime: 1, changedSince: '999999999' } },
      'demo-admin',
    );
    expect(response.json()).toEqual({ key: 'CURSOR_EXPIRED' });
  });

  test('an answer over the threshold is a presigned blob; forged or expired links are refused', async () => {
    const window = [BASE + 200 * HOUR, BASE + 210 * HOUR] as const;
    for (let i = 0; i < 12; i++)
      await signIn('acme#north#jhb-hq', window[0] + i * 60_000, `Many${i}`);
    const response = await server.call(
      'visitorLogOperations/retrieveVisitorLog',
      { query: { hierarchies: ['acme#north#jhb-hq'], beginTime: window[0], endTime: window[1] } },
      'demo-host',
    );
    const { s3PresignedURL } = asyncResponsePayload.parse(response.json());
    expect(s3PresignedURL).toMatch(/^\/blobs\/[0-9a-f]{32}\?expires=\d+&signature=[\w-]+$/);

    const blob = await server.app.inject({ method: 'GET', url: s3PresignedURL });
    expect(blob.statusCode).toBe(200);
    expect(visitorLogRetrieved.parse(blob.json()).Items).toHaveLength(12);

    const url = new URL(s3PresignedURL, 'http://x');
    const id = url.pathname.split('/').pop()!;
    const forged = await server.app.inject({
      method: 'GET',
      url: `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 1}&signature=${url.searchParams.get('signature')}`,
    });
    expect(forged.statusCode).toBe(403);
    const past = Date.now() - 1000;
    const expired = await server.app.inject({
      method: 'GET',
      url: `/blobs/${id}?expires=${past}&signature=${signBlob('test-secret-test-secret-test-secret', id, past)}`,
    });
    expect(expired.statusCode).toBe(403);

    await server.db.query('UPDATE blobs SET expires_at = 1 WHERE id = $1', [id]);
    expect(await deleteExpiredBlobs(server.db)).toBeGreaterThanOrEqual(1);
    const gone = await server.db.query('SELECT 1 FROM blobs WHERE id = $1', [id]);
    expect(gone.rows).toHaveLength(0);
  });
});

describe('visitor writes', () => {
  test('signInVisitor appends an INSERT with the full image to the change feed', async () => {
    const item = await signIn('acme#south#stellenbosch', BASE + 300 * HOUR, 'Fed');
    const feed = await server.db.query<{ op: string; image: Record<string, unknown>; seq: number }>(
      'SELECT op, image, seq FROM change_feed WHERE record_key = $1',
      [item.evtTimeStampProfileID],
    );
    expect(feed.rows).toHaveLength(1);
    expect(feed.rows[0]?.op).toBe('INSERT');
    expect(feed.rows[0]?.image).toEqual(item);
    expect(Number(feed.rows[0]?.seq)).toBe(item.changeSeq);
  });

  test('sign-out and revert write MODIFY rows; a missing record fails the whole batch', async () => {
    const a = await signIn('acme#south#george', BASE + 400 * HOUR, 'A');
    const ref = {
      EntityHierarchy: 'acme#south#george',
      evtTimeStampProfileID: a.evtTimeStampProfileID,
    };
    const before = await server.feedCount();
    const partial = await server.call(
      'visitorLogOperations/signOutVisitors',
      {
        userData: [
          ref,
          { EntityHierarchy: 'acme#south#george', evtTimeStampProfileID: '1#nobody' },
        ],
        signOutSource: 'DB',
        evtTimeStampOut: BASE + 401 * HOUR,
        evtTZOffsetOut: 0,
        evtTimeZoneOut: 'UTC',
      },
      'demo-marshal',
    );
    expect(partial.statusCode).toBe(404);
    expect(partial.json().message).toContain('1#nobody');
    expect(await server.feedCount()).toBe(before);

    const out = await server.call(
      'visitorLogOperations/signOutVisitors',
      {
        userData: [ref],
        signOutSource: 'DB',
        evtTimeStampOut: BASE + 401 * HOUR,
        evtTZOffsetOut: 0,
        evtTimeZoneOut: 'UTC',
      },
      'demo-marshal',
    );
    expect(out.json()).toEqual({ key: 'SIGNOUT_SUCCESS' });
    const reverted = await server.call('visitorLogOperations/revertSignOut', ref, 'demo-marshal');
    expect(reverted.json()).toEqual({ key: 'REVERT_SIGNOUT_SUCCESS' });
    const feed = await server.db.query<{ op: string; image: Record<string, unknown> }>(
      'SELECT op, image FROM change_feed WHERE record_key = $1 ORDER BY seq',
      [a.evtTimeStampProfileID],
    );
    expect(feed.rows.map((r) => r.op)).toEqual(['INSERT', 'MODIFY', 'MODIFY']);
    expect(feed.rows[1]?.image).toMatchObject({
      evtTimeStampOut: BASE + 401 * HOUR,
      evtTimeZoneOut: 'UTC',
    });
    expect(feed.rows[2]?.image).not.toHaveProperty('evtTimeStampOut');
    expect(feed.rows[2]?.image).not.toHaveProperty('signOutSource');
  });
});
