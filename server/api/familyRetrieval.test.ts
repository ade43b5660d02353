import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FamilyName, familyByName, RECORD_FAMILIES } from '../../contract/families.ts';
import { OPERATIONS, type OperationName } from '../../contract/operations.ts';
import { LOCATION_TOPIC_FAMILIES, MAX_SUBSCRIBED_TOPICS } from '../../contract/topics.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { type RecordWrite, writeRecords } from './records/writeRecords.ts';

let server: TestServer;
beforeAll(async () => {
  // Small threshold: answers over 4 KiB go out as blobs (only the 'large answer' tests reach it).
  server = await createTestServer({ asyncPayloadThresholdBytes: 4096 });
});
afterAll(async () => {
  await server.app.close();
});

const HOUR = 3_600_000;
const BOSTON = 'globex#east#boston';
const NEW_YORK = 'globex#east#new-york';

/** Fields each family's schema needs besides its sort key and time field. */
const REQUIRED_FIELDS: Record<FamilyName, Record<string, unknown>> = {
  visitorLog: { ProfileId: 'p1', visitorFullDetails: { ProfileId: 'p1' } },
  invites: {},
  hosts: { email: 'host@globex.example', name: 'A Host' },
  inductionCompletions: { ProfileId: 'p1', inductionType: 'kiosk' },
  workerLog: { ProfileId: 'p1', eventType: 'CLOCK_IN' },
  preScreening: {},
  directory: {},
  parkingLog: {},
  parkingBookings: { bookingType: 'ONDEMAND' },
  evacuations: { active: false },
  evacResponses: { status: 'SAFE' },
  devices: {
    name: 'Tablet',
    kind: 'KIOSK',
    connectionState: 'DISCONNECTED',
    registeredAt: 1,
    registeredBy: 'admin@globex.example',
  },
};

/** Every record family (globex has no demo data of these, so each test sees only its own). */
const CASES = RECORD_FAMILIES.map((family) => ({
  family: family.name as FamilyName,
  operation: family.retrieval as OperationName,
  timed: family.timeField !== null,
}));

test('every family has a retrieval operation, a topic family or none, and a distinct name', () => {
  expect(new Set(CASES.map((c) => c.family)).size).toBe(CASES.length);
  for (const c of CASES) expect(Object.hasOwn(OPERATIONS, c.operation)).toBe(true);
  const topics = RECORD_FAMILIES.flatMap((f) => (f.topic === null ? [] : [f.topic]));
  for (const topic of topics) expect(LOCATION_TOPIC_FAMILIES).toContain(topic);
  // One subscription per topic family plus globalEvents: never more than the spec's 8.
  expect(new Set(topics).size + 1).toBeLessThanOrEqual(MAX_SUBSCRIBED_TOPICS);
});

describe.each(CASES)('$operation ($family)', ({ family, operation, timed }) => {
  const definition = familyByName(family)!;
  // Each family gets its own day far from the demo data, and its own tag on every record.
  const base = 1_000_000_000_000 + CASES.findIndex((c) => c.family === family) * 1000 * HOUR;
  let serial = 0;

  function upsert(hierarchy: string, time: number, tag: string, extra = {}): RecordWrite {
    serial += 1;
    // Evacuations are keyed by their activatedTimestamp, every other family by a string key.
    const keyValue = definition.sortKey === definition.timeField ? time : `${family}-${serial}`;
    return {
      kind: 'upsert',
      hierarchy,
      key: String(keyValue),
      eventTime: timed ? time : null,
      record: {
        ...REQUIRED_FIELDS[family],
        [definition.sortKey]: keyValue,
        ...(definition.timeField ? { [definition.timeField]: time } : {}),
        tag,
        ...extra,
      },
    };
  }

  const write = (writes: RecordWrite[]) =>
    server.db.transaction((tx) => writeRecords(tx, family, writes));

  async function retrieve(hierarchies: string[], window: [number, number], since?: string) {
    const response = await server.call(
      operation,
      {
        query: {
          hierarchies,
          beginTime: window[0],
          endTime: window[1],
          ...(since ? { changedSince: since } : {}),
        },
      },
      'demo-other',
    );
    expect(response.statusCode).toBe(200);
    return response.json() as {
      key: string;
      Items: Record<string, unknown>[];
      removed: { EntityHierarchy: string; key: string; changeSeq: number }[];
      cursor: string;
    };
  }
  const tagged = (items: Record<string, unknown>[], tag: string) =>
    items.filter((item) => item.tag === tag).map((item) => item[definition.sortKey]);

  test('answers the subtree, and the time window when the family has one', async () => {
    const [a, b, c] = [
      upsert(BOSTON, base + HOUR, 'window'),
      upsert(NEW_YORK, base + 2 * HOUR, 'window'),
      upsert(BOSTON, base + 30 * HOUR, 'window'),
    ];
    await write([a!, b!, c!]);
    const sortKeyOf = (w: RecordWrite) => (w.kind === 'upsert' ? w.record[definition.sortKey] : 0);
    const window: [number, number] = [base, base + 10 * HOUR];
    const boston = await retrieve([BOSTON], window);
    expect(boston.key).toBe('LOG_RETRIEVED');
    expect(boston.Items.every((item) => item.EntityHierarchy === BOSTON)).toBe(true);
    expect(tagged(boston.Items, 'window')).toEqual(timed ? [sortKeyOf(a!)] : [a, c].map(sortKeyOf));
    const all = await retrieve(['ALL'], window);
    expect(tagged(all.Items, 'window').sort()).toEqual(
      (timed ? [a, b] : [a, b, c]).map((w) => sortKeyOf(w!)).sort(),
    );
  });

  test('changedSince answers upserts and tombstones after the cursor only', async () => {
    const window: [number, number] = [base + 100 * HOUR, base + 110 * HOUR];
    const [kept, changed, gone] = [1, 2, 3].map((i) =>
      upsert(BOSTON, window[0] + i * HOUR, 'delta'),
    );
    await write([kept!, changed!, gone!]);
    const full = await retrieve([BOSTON], window);
    expect(tagged(full.Items, 'delta')).toHaveLength(3);

    const [modified] = await write([
      {
        ...changed!,
        record: { ...(changed as { record: object }).record, note: 'changed' },
      } as RecordWrite,
    ]);
    const [removal] = await write([{ kind: 'remove', hierarchy: BOSTON, key: gone!.key }]);
    await write([upsert(NEW_YORK, window[0] + HOUR, 'delta')]);

    const delta = await retrieve([BOSTON], window, full.cursor);
    expect(delta.Items).toEqual([
      expect.objectContaining({ note: 'changed', changeSeq: modified?.changeSeq }),
    ]);
    expect(delta.removed).toEqual([
      { EntityHierarchy: BOSTON, key: gone!.key, changeSeq: removal?.changeSeq },
    ]);
    expect(Number(delta.cursor)).toBeGreaterThan(Number(full.cursor));
    const nothingNew = await retrieve([BOSTON], window, delta.cursor);
    expect([nothingNew.Items, nothingNew.removed]).toEqual([[], []]);
  });

  test('a cursor this database never issued answers CURSOR_EXPIRED', async () => {
    const response = await server.call(
      operation,
      { query: { hierarchies: ['globex'], beginTime: 0, endTime: 1, changedSince: '999999999' } },
      'demo-other',
    );
    expect(response.json()).toEqual({ key: 'CURSOR_EXPIRED' });
  });

  test('a location outside the caller access is 403, a bad query 400', async () => {
    const query = { hierarchies: ['acme#south'], beginTime: 0, endTime: 1 };
    const outside = await server.call(operation, { query }, 'demo-host');
    expect(outside.statusCode).toBe(403);
    const otherOrganisation = await server.call(
      operation,
      { query: { ...query, hierarchies: ['globex'] } },
      'demo-admin',
    );
    expect(otherOrganisation.statusCode).toBe(403);
    const bad = await server.call(
      operation,
      { query: { hierarchies: ['globex##x'], beginTime: 5, endTime: 1 } },
      'demo-other',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('query.hierarchies.0');
    expect(bad.json().message).toContain('beginTime must not be after endTime');
  });

  test('a large answer is an ASYNC_RESPONSE_PAYLOAD whose blob holds the records', async () => {
    const window: [number, number] = [base + 200 * HOUR, base + 210 * HOUR];
    const padding = 'x'.repeat(500);
    await write(
      Array.from({ length: 12 }, (_, i) =>
        upsert(NEW_YORK, window[0] + i * 60_000, 'large', { padding }),
      ),
    );
    const response = await server.call(
      operation,
      { query: { hierarchies: [NEW_YORK], beginTime: window[0], endTime: window[1] } },
      'demo-other',
    );
    expect(response.json().key).toBe('ASYNC_RESPONSE_PAYLOAD');
    const blob = await server.app.inject({ method: 'GET', url: response.json().s3PresignedURL });
    const answer = OPERATIONS[operation].response.parse(blob.json());
    expect(answer).toMatchObject({ key: 'LOG_RETRIEVED' });
    expect(
      tagged((answer as unknown as { Items: Record<string, unknown>[] }).Items, 'large'),
    ).toHaveLength(12);
  });
});

describe('parkingBookingLogRetrieval', () => {
  test('bookingTypes keeps only bookings of those types', async () => {
    const at = 1_000_000_000_000 + 5000 * HOUR;
    const booking = (key: string, bookingType: string) => ({
      kind: 'upsert' as const,
      hierarchy: BOSTON,
      key,
      eventTime: at,
      record: { parkingBookingKey: key, eventStartTime: at, bookingType },
    });
    await server.db.transaction((tx) =>
      writeRecords(tx, 'parkingBookings', [
        booking('b-on', 'ONDEMAND'),
        booking('b-pro', 'PROVISIONED'),
      ]),
    );
    const ask = (bookingTypes?: string[]) =>
      server.call(
        'parkingOperations/parkingBookingLogRetrieval',
        {
          query: {
            hierarchies: [BOSTON],
            beginTime: at,
            endTime: at,
            ...(bookingTypes ? { bookingTypes } : {}),
          },
        },
        'demo-other',
      );
    const keys = async (types?: string[]) =>
      ((await ask(types)).json().Items as { parkingBookingKey: string }[]).map(
        (b) => b.parkingBookingKey,
      );
    expect(await keys(['PROVISIONED'])).toEqual(['b-pro']);
    expect(await keys()).toEqual(['b-on', 'b-pro']);
    expect((await ask(['SOMETIMES'])).statusCode).toBe(400);
  });
});
