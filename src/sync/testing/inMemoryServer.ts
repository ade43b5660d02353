import {
  type AnyOperationDefinition,
  DEFINED_OPERATIONS,
  EVACUATION_SIGN_OUT_REFUSED,
  evacuationSignOutRefusal,
  type FamilyName,
  globalTopic,
  IDEMPOTENCY_HEADER,
  type LiveEvent,
  RECORD_FAMILIES,
  type RecordFamily,
  markEvacStatusOperation,
  recordTopic,
  recordWriteOf,
  retrievalRequest,
  signOutBlockingEvacuation,
  signOutVisitorsOperation,
  subscribeCredentialRequest,
  type Tombstone,
  type VisitorLogRecord,
  visitorLogRecord,
  visitorSortKey,
} from '../../../contract/index.ts';
import { WORKER_CORRECTION_DEFINITIONS } from '../../../contract/operations/workers/index.ts';
import type { FetchLike } from '../../api/apiClient.ts';
import { type DefinedChange, writeDefinedInMemory } from './definedWrites.ts';
import { FakeBroker } from './fakeMqtt.ts';

type DefinedWriteOperation = AnyOperationDefinition;
/** The defined record writes, by name: each runs its definition's record write. */
const OPERATION_DEFINITIONS_BY_NAME = new Map<string, DefinedWriteOperation>(
  DEFINED_OPERATIONS.filter((definition) => definition.records !== undefined).map((definition) => [
    definition.name,
    definition,
  ]),
);

/** The worker log corrections answer what they did to each event (workers.md §7). */
const CORRECTION_NAMES = new Set<string>(WORKER_CORRECTION_DEFINITIONS.map((d) => d.name));

/** What a defined write's answer carries besides its key, as the real server answers it. */
function answerExtra(name: string, result: { written: number; changes: DefinedChange[] }) {
  if (name === markEvacStatusOperation.name) return { written: result.written };
  if (!CORRECTION_NAMES.has(name)) return {};
  const transactionResult = result.changes.map(({ hierarchy, key, change }) => ({
    EntityHierarchy: hierarchy,
    evtTimeStampProfileID: key,
    change,
  }));
  return { transactionResult };
}

export type Fault = '5xx' | 'network' | '401' | 'lose-response';

/** A stored record of any family: the version fields every family has, plus its own. */
export type StoredRecord = Record<string, unknown> & {
  EntityHierarchy: string;
  changeSeq: number;
  lmt: number;
};

export interface StoredRow {
  family: FamilyName;
  record: StoredRecord;
  deleted: boolean;
}

interface Answer {
  status: number;
  body: unknown;
}

const json = (status: number, body: unknown, date: number) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', Date: new Date(date).toUTCString() },
  });
const invalid = (message: string): Answer => ({
  status: 400,
  body: { key: 'VALIDATION_FAILED', message },
});

function familyOf(name: FamilyName): RecordFamily {
  const family = RECORD_FAMILIES.find((f) => f.name === name);
  if (!family) throw new Error(`Unknown family ${name}`);
  return family;
}

/** `{family}|{EntityHierarchy}|{sort key}`: a record's id in `rows`. */
export function rowId(family: FamilyName, hierarchy: string, key: string | number): string {
  return `${family}|${hierarchy}|${key}`;
}

/**
 * The reference backend in memory, for engine tests. It holds no rules of its own: a defined
 * operation (contract/operations/) runs its definition's `apply`, as the real server does. Every record
 * family is stored alike (family + hierarchy + sort key), with retrieval by `changedSince` cursor
 * and presigned async answers, tombstones, live events on the family's topic (or a globalEvents
 * notice for families without one), Idempotency-Key replay and injectable faults.
 */
export class InMemoryServer {
  readonly broker = new FakeBroker();
  readonly rows = new Map<string, StoredRow>();
  /** Every mutation the server applied (a replayed key is not applied again). */
  readonly applied: { key: string; operation: string; body: unknown }[] = [];
  readonly requests: { path: string; idempotencyKey: string | null; body: unknown }[] = [];
  private readonly answers = new Map<string, Answer>();
  private readonly blobs = new Map<string, unknown>();
  private readonly faults: Fault[] = [];
  changeSeq = 0;
  /** Changes at or below this sequence are no longer kept: older cursors get CURSOR_EXPIRED. */
  oldestCursor = 0;
  /** Answers with more items than this go through a presigned URL. */
  asyncThreshold = Number.POSITIVE_INFINITY;
  sessionValid = true;
  reachable = true;
  /** The next this many mutations are refused (403 'Not Authorized'), as access rules would. */
  refuseMutations = 0;
  organisationId = 'acme';
  clock = 1_700_000_000_000;
  /** When set, each answer waits for it after the server has taken its snapshot. */
  answerGate: ((operation: string) => Promise<void>) | null = null;

  /** The next requests fail this way, in order. */
  failNext(...faults: Fault[]): void {
    this.faults.push(...faults);
  }

  readonly fetch: FetchLike = async (input, init) => {
    const path = input.replace(/^https?:\/\/[^/]+/, '');
    if (!this.reachable) throw new TypeError('Failed to fetch');
    const reply = (status: number, body: unknown) => json(status, body, this.clock);
    if (path.startsWith('/blobs/')) {
      const blob = this.blobs.get(path);
      return blob === undefined
        ? reply(403, { key: 'EXPIRED', message: 'Expired' })
        : reply(200, blob);
    }
    if (path === '/auth/session') {
      return reply(
        200,
        this.sessionValid
          ? { authenticated: true, user: this.user(), expiresAt: this.clock + 3_600_000 }
          : { authenticated: false },
      );
    }
    const headers = new Headers(init?.headers);
    const idempotencyKey = headers.get(IDEMPOTENCY_HEADER);
    const body: unknown = JSON.parse(String(init?.body ?? '{}'));
    this.requests.push({ path, idempotencyKey, body });
    const fault = this.faults.shift();
    if (fault === 'network') throw new TypeError('Failed to fetch');
    if (fault === '5xx') return reply(503, { key: 'UNAVAILABLE', message: 'Try later' });
    if (fault === '401' || !this.sessionValid) {
      return reply(401, { key: 'NO_CREDENTIALS', message: 'No credentials' });
    }
    const operation = path.replace(/^\/api\//, '');
    let answer: Answer;
    if (idempotencyKey && this.answers.has(idempotencyKey)) {
      answer = this.answers.get(idempotencyKey)!;
    } else {
      answer = this.handleOrRefuse(operation, body, idempotencyKey !== null);
      if (idempotencyKey) {
        this.answers.set(idempotencyKey, answer);
        if (answer.status === 200) this.applied.push({ key: idempotencyKey, operation, body });
      }
    }
    if (this.answerGate) await this.answerGate(operation);
    if (fault === 'lose-response') throw new TypeError('Connection reset after commit');
    return reply(answer.status, answer.body);
  };

  private user() {
    return {
      sub: 'u1',
      email: 'admin@example.com',
      name: 'Admin',
      organisationId: this.organisationId,
      flags: {},
      locations: [],
    };
  }

  private handleOrRefuse(operation: string, body: unknown, mutation: boolean): Answer {
    if (mutation && this.refuseMutations > 0) {
      this.refuseMutations -= 1;
      return { status: 403, body: { key: 'NOT_AUTHORIZED', message: 'Not Authorized' } };
    }
    return this.handle(operation, body);
  }

  private handle(operation: string, body: unknown): Answer {
    const family = RECORD_FAMILIES.find((f) => f.retrieval === operation);
    if (family) return this.retrieve(family, body);
    const defined = OPERATION_DEFINITIONS_BY_NAME.get(operation);
    if (defined) return this.writeDefined(defined, body);
    switch (operation) {
      case 'userOperations/retrieveSubscribeCredential': {
        const req = subscribeCredentialRequest.safeParse(body);
        if (!req.success) return invalid(req.error.message);
        const token = `token-${this.broker.tokens.size + 1}`;
        const clientId = `issued-${req.data.clientId}`;
        this.broker.tokens.set(token, req.data.topics);
        this.broker.clientIds.set(token, clientId);
        return {
          status: 200,
          body: {
            key: 'CREDENTIAL_RETRIEVED',
            credential: {
              token,
              // Like the real server: the broker's client id is issued, not the asked one.
              clientId,
              expiresAt: this.clock + 3_600_000,
              topics: req.data.topics,
            },
          },
        };
      }
      default:
        return { status: 404, body: { key: 'NOT_FOUND', message: `No operation ${operation}` } };
    }
  }

  /** The server's refusal of a sign-out during someone else's evacuation (403), else null. */
  private refuseSignOutDuringEvacuation(
    refs: readonly { EntityHierarchy: string }[],
    signOutTime: number,
  ): Answer | null {
    const evacuations = this.records('evacuations').map((record) => ({
      EntityHierarchy: record.EntityHierarchy,
      active: record.active === true,
      activatedTimestamp: Number(record.activatedTimestamp),
      initiator: typeof record.initiator === 'string' ? record.initiator : undefined,
    }));
    for (const ref of refs) {
      const blocking = signOutBlockingEvacuation(
        evacuations,
        ref.EntityHierarchy,
        this.user(),
        signOutTime,
      );
      if (!blocking) continue;
      const message = evacuationSignOutRefusal(blocking.initiator, ref.EntityHierarchy);
      return { status: 403, body: { key: EVACUATION_SIGN_OUT_REFUSED, message } };
    }
    return null;
  }

  /**
   * A defined operation (contract/operations/): its request schema, this server's stand-ins for
   * the real server's checks, then the definition's record write with its `apply`.
   */
  private writeDefined(definition: DefinedWriteOperation, body: unknown): Answer {
    const req = definition.request.safeParse(body);
    if (!req.success) return invalid(req.error.message);
    const refusal = this.serverChecks(definition.name, req.data);
    if (refusal) return refusal;
    const write = recordWriteOf(definition);
    const result = writeDefinedInMemory(this, write, req.data, this.user(), this.clock);
    if ('status' in result) return result;
    const [key] = definition.successKeys;
    return { status: 200, body: { key, ...answerExtra(definition.name, result) } };
  }

  /** The real server's checks of a defined write that this server models (null: none refuses). */
  private serverChecks(operation: string, request: unknown): Answer | null {
    const signOut = signOutVisitorsOperation.request.safeParse(request);
    if (operation !== signOutVisitorsOperation.name || !signOut.success) return null;
    return this.refuseSignOutDuringEvacuation(signOut.data.userData, signOut.data.evtTimeStampOut);
  }

  private retrieve(family: RecordFamily, body: unknown): Answer {
    const req = retrievalRequest.safeParse(body);
    if (!req.success) return invalid(req.error.message);
    const { hierarchies, beginTime, endTime, changedSince } = req.data.query;
    const since = changedSince === undefined ? null : Number(changedSince);
    if (since !== null && since < this.oldestCursor)
      return { status: 200, body: { key: 'CURSOR_EXPIRED' } };
    const Items: StoredRecord[] = [];
    const removed: Tombstone[] = [];
    for (const row of this.rows.values()) {
      const r = row.record;
      if (row.family !== family.name || !hierarchies.includes(r.EntityHierarchy)) continue;
      const time = family.timeField ? Number(r[family.timeField]) : null;
      if (time !== null && (time < beginTime || time > endTime)) continue;
      if (since !== null && r.changeSeq <= since) continue;
      if (row.deleted) {
        if (since !== null) {
          const key = String(r[family.sortKey]);
          removed.push({ EntityHierarchy: r.EntityHierarchy, key, changeSeq: r.changeSeq });
        }
      } else Items.push(r);
    }
    const answer = { key: 'LOG_RETRIEVED', Items, removed, cursor: String(this.changeSeq) };
    if (Items.length <= this.asyncThreshold) return { status: 200, body: answer };
    const url = `/blobs/${this.blobs.size + 1}`;
    this.blobs.set(url, answer);
    return {
      status: 200,
      body: { key: 'ASYNC_RESPONSE_PAYLOAD', s3PresignedURL: `http://s3.example${url}` },
    };
  }

  /** A server-side write of any family (kiosk, another device): stored, then published. */
  writeRecord(
    familyName: FamilyName,
    record: StoredRecord,
    eventType?: LiveEvent['eventType'],
  ): StoredRecord {
    const family = familyOf(familyName);
    this.changeSeq += 1;
    this.clock += 1;
    const next: StoredRecord = { ...record, changeSeq: this.changeSeq, lmt: this.clock };
    const id = rowId(familyName, next.EntityHierarchy, String(next[family.sortKey]));
    const existed = this.rows.get(id)?.deleted === false;
    this.rows.set(id, { family: familyName, record: next, deleted: false });
    this.publish(familyName, next, eventType ?? (existed ? 'MODIFY' : 'INSERT'));
    return next;
  }

  removeRecord(familyName: FamilyName, hierarchy: string, key: string): void {
    const row = this.rows.get(rowId(familyName, hierarchy, key));
    if (!row || row.deleted) return;
    this.changeSeq += 1;
    this.clock += 1;
    row.record = { ...row.record, changeSeq: this.changeSeq, lmt: this.clock };
    row.deleted = true;
    this.publish(familyName, row.record, 'REMOVE');
  }

  recordOf(familyName: FamilyName, hierarchy: string, key: string): StoredRecord | undefined {
    const row = this.rows.get(rowId(familyName, hierarchy, key));
    return row && !row.deleted ? row.record : undefined;
  }

  /** The live records of a family. */
  records(familyName: FamilyName): StoredRecord[] {
    return [...this.rows.values()]
      .filter((row) => row.family === familyName && !row.deleted)
      .map((row) => row.record);
  }

  /** A visitor log write (kiosk, simulator, another device). */
  write(record: VisitorLogRecord, eventType?: LiveEvent['eventType']): VisitorLogRecord {
    return asVisitor(this.writeRecord('visitorLog', record, eventType));
  }

  signIn(EntityHierarchy: string, ProfileId: string, evtTimeStamp: number): VisitorLogRecord {
    return this.write({
      EntityHierarchy,
      evtTimeStampProfileID: visitorSortKey(evtTimeStamp, ProfileId),
      evtTimeStamp,
      ProfileId,
      lmt: 0,
      changeSeq: 0,
      visitorFullDetails: { ProfileId, firstName: `First ${ProfileId}`, lastName: 'Visitor' },
    });
  }

  remove(EntityHierarchy: string, sortKey: string): void {
    this.removeRecord('visitorLog', EntityHierarchy, sortKey);
  }

  record(EntityHierarchy: string, sortKey: string): VisitorLogRecord | undefined {
    const stored = this.recordOf('visitorLog', EntityHierarchy, sortKey);
    return stored && asVisitor(stored);
  }

  eventFor(
    record: StoredRecord,
    eventType: LiveEvent['eventType'],
    familyName: FamilyName = 'visitorLog',
  ): LiveEvent {
    const family = familyOf(familyName);
    const time = family.timeField ? record[family.timeField] : null;
    return {
      eventType,
      family: familyName,
      EntityHierarchy: record.EntityHierarchy,
      key: String(record[family.sortKey]),
      changeSeq: record.changeSeq,
      lmt: record.lmt,
      eventTime: typeof time === 'number' ? time : null,
      ...(eventType === 'REMOVE' ? {} : { NewImage: record }),
    };
  }

  /** The topic of visitor log events at a hierarchy. */
  topicOf(hierarchy: string): string {
    return recordTopic('visitorEvents', hierarchy);
  }

  private publish(
    familyName: FamilyName,
    record: StoredRecord,
    eventType: LiveEvent['eventType'],
  ): void {
    const { topic } = familyOf(familyName);
    if (topic) {
      const event = this.eventFor(record, eventType, familyName);
      this.broker.publish(recordTopic(topic, record.EntityHierarchy), JSON.stringify(event));
      return;
    }
    const notice = {
      eventType: eventType === 'REMOVE' ? 'REMOVE' : 'INSERT',
      subject: familyName,
      lmt: record.lmt,
    };
    this.broker.publish(globalTopic(this.organisationId), JSON.stringify(notice));
  }
}

/** A stored visitor log record with its typed fields (the server only stores valid ones). */
function asVisitor(record: StoredRecord): VisitorLogRecord {
  const parsed = visitorLogRecord.safeParse(record);
  if (!parsed.success) throw new Error(`Stored visitor record is invalid: ${parsed.error.message}`);
  return parsed.data;
}
