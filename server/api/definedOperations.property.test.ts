import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  type AnyOperationDefinition,
  captureVisitorBadgeOperation,
  captureWorkerBadgeOperation,
  markEvacStatusOperation,
  type OperationName,
  recordWriteOf,
  signOutVisitorsOperation,
  updateVisitorAssetSerialOperation,
  updateVisitorCustomFieldOperation,
  updateVisitorIdNumberOperation,
  visitorLogRetrieved,
  workerLogRecord,
} from '../../contract/index.ts';
import type { SyncedRecord } from '../../src/sync/families.ts';
import { type AnyMutator, MUTATORS } from '../../src/sync/mutators/index.ts';
import { InMemoryServer } from '../../src/sync/testing/inMemoryServer.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { readRecordWindow } from './records/readRecords.ts';
import { writeRecords } from './records/writeRecords.ts';

/*
 * Issue 32: the client mutator, the server and the in-memory test server run the same `apply`,
 * the definition's (contract/operations/). Each side's record must equal the definition's
 * answer, and each side must have called the definition's apply to get it.
 */

const JHB = 'acme#north#jhb-hq';
const BASE = 1_000_000_000_000;
const CONTEXT = { mutationId: 'm-0001', clientTime: BASE + 5_000 };

/** The record without its version fields (each side stamps its own). */
function content(record: Record<string, unknown> | null | undefined) {
  if (!record) return null;
  const { lmt, changeSeq, ...rest } = record;
  return rest;
}

function asSynced(record: Record<string, unknown>): SyncedRecord {
  return { changeSeq: 0, ...record, EntityHierarchy: String(record.EntityHierarchy) };
}

/** Runs `request` on an in-memory server holding `stored`, and answers its record then. */
async function inMemory(
  operation: string,
  family: 'visitorLog' | 'evacResponses' | 'workerLog',
  stored: SyncedRecord | undefined,
  request: unknown,
  key: string,
) {
  const memory = new InMemoryServer();
  if (stored) memory.writeRecord(family, { lmt: 0, ...stored });
  const response = await memory.fetch(`/api/${operation}`, {
    method: 'POST',
    body: JSON.stringify(request),
  });
  expect(response.status).toBe(200);
  return memory.recordOf(family, JHB, key);
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

async function serverRecord(key: string) {
  const response = await server.call(
    'visitorLogOperations/retrieveVisitorLog',
    { query: { hierarchies: [JHB], beginTime: BASE, endTime: BASE + 10_000_000 } },
    'demo-admin',
  );
  return visitorLogRetrieved
    .parse(response.json())
    .Items.find((item) => item.evtTimeStampProfileID === key);
}

describe('visitor sign-out: one apply on the three sides', () => {
  const write = recordWriteOf(signOutVisitorsOperation);
  const signOutArbitrary = fc.record({
    signedInAt: fc.integer({ min: 1, max: 1_000_000 }),
    // Up to the clock tolerance before the sign-in (kept at the sign-in time), or any time after.
    delta: fc.integer({ min: -60_000, max: 5_000_000 }),
    alreadyOut: fc.boolean(),
    zone: fc.constantFrom('UTC', 'Africa/Johannesburg', 'Europe/Berlin'),
    offset: fc.integer({ min: -720, max: 720 }),
  });

  test('client, server and in-memory server write what the definition applies', async () => {
    const apply = vi.spyOn(write, 'apply');
    await fc.assert(
      fc.asyncProperty(signOutArbitrary, async (input) => {
        const signedIn = await server.call(
          'visitorLogOperations/signInVisitor',
          {
            EntityHierarchy: JHB,
            firstName: 'Prop',
            lastName: 'Out',
            evtTimeStamp: BASE + input.signedInAt,
          },
          'demo-admin',
        );
        const key = String(signedIn.json().item.evtTimeStampProfileID);
        const ref = { EntityHierarchy: JHB, evtTimeStampProfileID: key };
        if (input.alreadyOut) {
          const first = { evtTimeStampOut: BASE + input.signedInAt + 10, evtTZOffsetOut: 0 };
          await server.call(
            'visitorLogOperations/signOutVisitors',
            { userData: [ref], signOutSource: 'DB', ...first, evtTimeZoneOut: 'UTC' },
            'demo-admin',
          );
        }
        const before = await serverRecord(key);
        expect(before).toBeDefined();
        const args = {
          ...ref,
          evtTimeStampOut: BASE + input.signedInAt + input.delta,
          evtTZOffsetOut: input.offset,
          evtTimeZoneOut: input.zone,
        };
        const mutator = MUTATORS['visitors.signOut'];
        const { body } = mutator.request(args, CONTEXT);
        const parsed = signOutVisitorsOperation.request.parse(body);
        const expected = content(write.apply(before, { hierarchy: JHB, key }, parsed));

        apply.mockClear();
        const target = { table: 'visitorLog' as const, key: [JHB, key] as [string, string] };
        const client = mutator.apply(before && asSynced(before), args, CONTEXT, target);
        expect(apply).toHaveBeenCalled();

        apply.mockClear();
        const memory = await inMemory(
          signOutVisitorsOperation.name,
          'visitorLog',
          before && asSynced(before),
          body,
          key,
        );
        expect(apply).toHaveBeenCalled();

        apply.mockClear();
        const answer = await server.call(signOutVisitorsOperation.name, parsed, 'demo-admin');
        expect(answer.json()).toEqual({ key: 'SIGNOUT_SUCCESS' });
        expect(apply).toHaveBeenCalled();
        const onServer = await serverRecord(key);

        expect(content(client)).toEqual(expected);
        expect(content(memory)).toEqual(expected);
        expect(content(onServer)).toEqual(expected);
      }),
      { numRuns: 12, seed: 32 },
    );
    apply.mockRestore();
  });
});

describe('evacuation mark: one apply on the client and the in-memory server', () => {
  const write = recordWriteOf(markEvacStatusOperation);
  const person = fc.record({
    EntityHierarchy: fc.constant(JHB),
    type: fc.constant('VISITOR' as const),
    evtTimeStampProfileID: fc.stringMatching(/^[0-9]{1,4}#[a-z]{1,3}$/),
  });
  const markArbitrary = fc.record({
    userData: fc.array(person, { minLength: 1, maxLength: 3 }),
    status: fc.constantFrom('SAFE' as const, 'NOT_SAFE' as const),
    comment: fc.option(fc.stringMatching(/^[a-z ]{1,20}$/), { nil: undefined }),
    // The signed-in user marking: the in-memory server's caller, as the client's own user is.
    responder: fc.constant({ email: 'admin@example.com', name: 'Admin' }),
    clientTime: fc.integer({ min: BASE, max: BASE + 1_000_000 }),
    marked: fc.boolean(),
  });

  test('each response record equals the definition’s, created once', async () => {
    const apply = vi.spyOn(write, 'apply');
    await fc.assert(
      fc.asyncProperty(markArbitrary, async ({ clientTime, marked, comment, ...mark }) => {
        const args = comment === undefined ? mark : { ...mark, comment };
        const context = { mutationId: 'mark-1', clientTime };
        const mutator = MUTATORS['evacuation.markStatus'];
        const { body } = mutator.request(args, context);
        const parsed = markEvacStatusOperation.request.parse(body);
        for (const target of mutator.affects(args, context)) {
          const key = String(target.key[1]);
          const ref = write.targets(parsed, args.responder, clientTime).find((t) => t.key === key);
          expect(ref).toBeDefined();
          if (!ref) continue;
          // A mark already stored (the same mutation sent again) stays as it is.
          const stored = marked
            ? asSynced({ ...write.apply(undefined, ref, parsed), changeSeq: 3, lmt: 7 })
            : undefined;
          const expected = content(write.apply(stored, ref, parsed));

          apply.mockClear();
          const client = mutator.apply(stored, args, context, target);
          expect(apply).toHaveBeenCalled();
          apply.mockClear();
          const memory = await inMemory(
            markEvacStatusOperation.name,
            'evacResponses',
            stored,
            body,
            key,
          );
          expect(apply).toHaveBeenCalled();

          expect(content(client)).toEqual(expected);
          expect(content(memory)).toEqual(expected);
          if (stored) expect(client).toBe(stored);
        }
      }),
      { numRuns: 50, seed: 32 },
    );
    apply.mockRestore();
  });
});

let visitorRun = 0;

/** A visitor signed in on the server (each run its own), and the stored record. */
async function signedInVisitor() {
  visitorRun += 1;
  const signedIn = await server.call(
    'visitorLogOperations/signInVisitor',
    {
      EntityHierarchy: JHB,
      firstName: 'Prop',
      lastName: `Update${visitorRun}`,
      evtTimeStamp: BASE + 2_000_000 + visitorRun * 1_000,
    },
    'demo-admin',
  );
  const key = String(signedIn.json().item.evtTimeStampProfileID);
  return { key, ref: { EntityHierarchy: JHB, evtTimeStampProfileID: key } };
}

/**
 * One visitor log update on the three sides: the mutator's apply, the in-memory server and the
 * server each call the definition's apply and store what it answers for the stored record.
 */
async function sameVisitorUpdate(
  definition: AnyOperationDefinition & { name: OperationName },
  mutator: AnyMutator,
  args: Record<string, unknown>,
  key: string,
) {
  const write = recordWriteOf(definition);
  const apply = vi.spyOn(write, 'apply');
  try {
    const before = await serverRecord(key);
    expect(before).toBeDefined();
    const { body } = mutator.request(args, CONTEXT);
    const parsed = definition.request.parse(body);
    const expected = content(write.apply(before, { hierarchy: JHB, key }, parsed));

    apply.mockClear();
    const target = { table: 'visitorLog' as const, key: [JHB, key] as [string, string] };
    const client = mutator.apply(before && asSynced(before), args, CONTEXT, target);
    expect(apply).toHaveBeenCalled();

    apply.mockClear();
    const memory = await inMemory(
      definition.name,
      'visitorLog',
      before && asSynced(before),
      body,
      key,
    );
    expect(apply).toHaveBeenCalled();

    apply.mockClear();
    const answer = await server.call(definition.name, parsed, 'demo-admin');
    expect(answer.json()).toEqual({ key: definition.successKeys[0] });
    expect(apply).toHaveBeenCalled();
    const onServer = await serverRecord(key);

    expect(content(client)).toEqual(expected);
    expect(content(memory)).toEqual(expected);
    expect(content(onServer)).toEqual(expected);
  } finally {
    apply.mockRestore();
  }
}

describe('visitor log updates: one apply on the three sides', () => {
  test('custom field value: set, replaced or cleared', async () => {
    // The demo's fields at the head office: values that fit them, or a clearing (either shape).
    const cleared = fc.constantFrom<string | string[]>('', ' ', []);
    const text = fc.oneof(fc.stringMatching(/^ ?[a-z]{0,12} ?$/), cleared);
    const purpose = fc.oneof(fc.constantFrom('meeting', 'delivery', 'interview'), cleared);
    const update = fc.oneof(
      fc.record({ fieldId: fc.constant('demo-vehicle-registration'), second: text }),
      fc.record({ fieldId: fc.constant('demo-visit-purpose'), second: purpose }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ update, first: text }),
        async ({ update: { fieldId, second }, first }) => {
          const { key, ref } = await signedInVisitor();
          const mutator = MUTATORS['visitors.updateCustomField'];
          // A first value already stored, then the update under test.
          await sameVisitorUpdate(
            updateVisitorCustomFieldOperation,
            mutator,
            { ...ref, fieldId: 'demo-vehicle-registration', value: first },
            key,
          );
          await sameVisitorUpdate(
            updateVisitorCustomFieldOperation,
            mutator,
            { ...ref, fieldId, value: second },
            key,
          );
        },
      ),
      { numRuns: 8, seed: 32 },
    );
  });

  test('access card number: linked, then another linked', async () => {
    // An unchanged or empty number is the server's refusal (400), not a write: not sampled.
    const number = (prefix: string) => fc.stringMatching(new RegExp(`^ ?${prefix}[0-9]{1,5} ?$`));
    await fc.assert(
      fc.asyncProperty(number('A'), number('B'), async (first, second) => {
        const { key, ref } = await signedInVisitor();
        const mutator = MUTATORS['visitors.captureBadgeNumber'];
        for (const badgeNumber of [first, second]) {
          await sameVisitorUpdate(
            captureVisitorBadgeOperation,
            mutator,
            { ...ref, badgeNumber },
            key,
          );
        }
      }),
      { numRuns: 8, seed: 32 },
    );
  });

  test('ID number: saved and checked, then another saved', async () => {
    const number = (prefix: string) => fc.stringMatching(new RegExp(`^ ?${prefix}[0-9]{1,9} ?$`));
    await fc.assert(
      fc.asyncProperty(number('P'), number('Q'), async (first, second) => {
        const { key, ref } = await signedInVisitor();
        const mutator = MUTATORS['visitors.updateIdNumber'];
        for (const personalIdentificationNr of [first, second]) {
          const args = { ...ref, personalIdentificationNr };
          await sameVisitorUpdate(updateVisitorIdNumberOperation, mutator, args, key);
        }
      }),
      { numRuns: 8, seed: 32 },
    );
  });

  test('asset serial number: saved, then another saved', async () => {
    const number = (prefix: string) =>
      fc.stringMatching(new RegExp(`^ ?${prefix}[0-9A-Z]{1,9} ?$`));
    await fc.assert(
      fc.asyncProperty(number('S'), number('T'), async (first, second) => {
        const { key, ref } = await signedInVisitor();
        const mutator = MUTATORS['visitors.updateAssetSerialNumber'];
        for (const assetSerialNumber of [first, second]) {
          const args = { ...ref, assetSerialNumber };
          await sameVisitorUpdate(updateVisitorAssetSerialOperation, mutator, args, key);
        }
      }),
      { numRuns: 8, seed: 32 },
    );
  });
});

describe('worker badge capture: one apply on the three sides', () => {
  const write = recordWriteOf(captureWorkerBadgeOperation);
  let workerRun = 0;

  async function workerEvent(key: string) {
    const window = { hierarchies: [JHB], beginTime: 0, endTime: Number.MAX_SAFE_INTEGER };
    const answer = await readRecordWindow(server.db, 'workerLog', window);
    return answer.items.find((item) => item.evtTimeStampProfileID === key);
  }

  test('a badge linked, then another linked', async () => {
    const number = (prefix: string) => fc.stringMatching(new RegExp(`^ ?${prefix}[0-9]{1,5} ?$`));
    const apply = vi.spyOn(write, 'apply');
    await fc.assert(
      fc.asyncProperty(number('W'), number('X'), async (first, second) => {
        workerRun += 1;
        const at = BASE + 3_000_000 + workerRun * 60_000;
        const key = `${at}#w-${workerRun}`;
        const record = {
          evtTimeStampProfileID: key,
          evtTimeStamp: at,
          eventType: 'CLOCK_IN',
          ProfileId: `w-${workerRun}`,
        };
        await server.db.transaction((tx) =>
          writeRecords(tx, 'workerLog', [
            { kind: 'upsert', hierarchy: JHB, key, eventTime: at, record },
          ]),
        );
        const mutator = MUTATORS['workers.captureBadgeNumber'];
        for (const badgeNumber of [first, second]) {
          const before = await workerEvent(key);
          expect(before).toBeDefined();
          const event = workerLogRecord.parse({ changeSeq: 0, ...before, EntityHierarchy: JHB });
          const args = { event, badgeNumber };
          const { body } = mutator.request(args, CONTEXT);
          const parsed = captureWorkerBadgeOperation.request.parse(body);
          const expected = content(write.apply(before, { hierarchy: JHB, key }, parsed));

          apply.mockClear();
          const target = { table: 'workerLog' as const, key: [JHB, key] as [string, string] };
          const client = mutator.apply(event, args, CONTEXT, target);
          expect(apply).toHaveBeenCalled();

          apply.mockClear();
          const memory = await inMemory(
            captureWorkerBadgeOperation.name,
            'workerLog',
            event,
            body,
            key,
          );
          expect(apply).toHaveBeenCalled();

          apply.mockClear();
          const answer = await server.call(captureWorkerBadgeOperation.name, parsed, 'demo-admin');
          expect(answer.json()).toEqual({ key: 'BADGE_NR_UPDATED' });
          expect(apply).toHaveBeenCalled();

          expect(content(client)).toEqual(expected);
          expect(content(memory)).toEqual(expected);
          expect(content(await workerEvent(key))).toEqual(expected);
        }
      }),
      { numRuns: 6, seed: 32 },
    );
    apply.mockRestore();
  });
});
