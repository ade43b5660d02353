import {
  hierarchyTopicPath,
  IDEMPOTENCY_HEADER,
  type LiveEvent,
  retrievalRequest,
  revertSignOutRequest,
  signOutVisitorsRequest,
  subscribeCredentialRequest,
  type Tombstone,
  type VisitorLogRecord,
  visitorSortKey,
} from '../../../contract/index.ts';
import type { FetchLike } from '../../api/apiClient.ts';
import { FakeBroker } from './fakeMqtt.ts';

export type Fault = '5xx' | 'network' | '401' | 'lose-response';

interface StoredRow {
  record: VisitorLogRecord;
  deleted: boolean;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The reference backend's visitor-log behaviour in memory, for engine tests: retrieval with
 * `changedSince` cursors and presigned async answers, sign-out / revert with Idempotency-Key
 * replay, live events published to a fake broker after each write, and injectable faults.
 */
export class InMemoryServer {
  readonly broker = new FakeBroker();
  readonly rows = new Map<string, StoredRow>();
  /** Every mutation the server applied (a replayed key is not applied again). */
  readonly applied: { key: string; operation: string; body: unknown }[] = [];
  readonly requests: { path: string; idempotencyKey: string | null }[] = [];
  private readonly answers = new Map<string, { status: number; body: unknown }>();
  private readonly blobs = new Map<string, unknown>();
  private readonly faults: Fault[] = [];
  changeSeq = 0;
  /** Changes at or below this sequence are no longer kept: older cursors get CURSOR_EXPIRED. */
  oldestCursor = 0;
  /** Answers with more items than this go through a presigned URL. */
  asyncThreshold = Number.POSITIVE_INFINITY;
  sessionValid = true;
  reachable = true;
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
    if (path.startsWith('/blobs/')) {
      const blob = this.blobs.get(path);
      return blob === undefined
        ? json(403, { key: 'EXPIRED', message: 'Expired' })
        : json(200, blob);
    }
    if (path === '/auth/session') {
      return json(
        200,
        this.sessionValid
          ? { authenticated: true, user: this.user(), expiresAt: this.clock + 3_600_000 }
          : { authenticated: false },
      );
    }
    const headers = new Headers(init?.headers);
    const idempotencyKey = headers.get(IDEMPOTENCY_HEADER);
    this.requests.push({ path, idempotencyKey });
    const fault = this.faults.shift();
    if (fault === 'network') throw new TypeError('Failed to fetch');
    if (fault === '5xx') return json(503, { key: 'UNAVAILABLE', message: 'Try later' });
    if (fault === '401' || !this.sessionValid) {
      return json(401, { key: 'NO_CREDENTIALS', message: 'No credentials' });
    }
    const body: unknown = JSON.parse(String(init?.body ?? '{}'));
    const operation = path.replace(/^\/api\//, '');
    let answer: { status: number; body: unknown };
    if (idempotencyKey && this.answers.has(idempotencyKey)) {
      answer = this.answers.get(idempotencyKey)!;
    } else {
      answer = this.handle(operation, body);
      if (idempotencyKey) {
        this.answers.set(idempotencyKey, answer);
        if (answer.status === 200) this.applied.push({ key: idempotencyKey, operation, body });
      }
    }
    if (this.answerGate) await this.answerGate(operation);
    if (fault === 'lose-response') throw new TypeError('Connection reset after commit');
    return json(answer.status, answer.body);
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

  private handle(operation: string, body: unknown): { status: number; body: unknown } {
    switch (operation) {
      case 'visitorLogOperations/retrieveVisitorLog':
        return this.retrieve(body);
      case 'visitorLogOperations/signOutVisitors': {
        const req = signOutVisitorsRequest.safeParse(body);
        if (!req.success)
          return { status: 400, body: { key: 'VALIDATION_FAILED', message: req.error.message } };
        for (const ref of req.data.userData) {
          const row = this.rows.get(`${ref.EntityHierarchy}|${ref.evtTimeStampProfileID}`);
          if (!row || row.deleted)
            return { status: 400, body: { key: 'NOT_FOUND', message: 'Visitor not found' } };
          if (row.record.evtTimeStampOut !== undefined) {
            return {
              status: 409,
              body: { key: 'ALREADY_SIGNED_OUT', message: 'Already signed out' },
            };
          }
        }
        for (const ref of req.data.userData) {
          const row = this.rows.get(`${ref.EntityHierarchy}|${ref.evtTimeStampProfileID}`)!;
          this.write({
            ...row.record,
            evtTimeStampOut: req.data.evtTimeStampOut,
            evtTZOffsetOut: req.data.evtTZOffsetOut,
            evtTimeZoneOut: req.data.evtTimeZoneOut,
            signOutSource: 'DB',
          });
        }
        return { status: 200, body: { key: 'SIGNOUT_SUCCESS' } };
      }
      case 'visitorLogOperations/revertSignOut': {
        const req = revertSignOutRequest.safeParse(body);
        if (!req.success)
          return { status: 400, body: { key: 'VALIDATION_FAILED', message: req.error.message } };
        const row = this.rows.get(`${req.data.EntityHierarchy}|${req.data.evtTimeStampProfileID}`);
        if (!row || row.deleted || row.record.evtTimeStampOut === undefined) {
          return {
            status: 409,
            body: { key: 'NOT_SIGNED_OUT', message: 'Visitor is not signed out' },
          };
        }
        const { evtTimeStampOut, evtTZOffsetOut, evtTimeZoneOut, signOutSource, ...rest } =
          row.record;
        this.write(rest as VisitorLogRecord);
        return { status: 200, body: { key: 'REVERT_SIGNOUT_SUCCESS' } };
      }
      case 'userOperations/retrieveSubscribeCredential': {
        const req = subscribeCredentialRequest.safeParse(body);
        if (!req.success)
          return { status: 400, body: { key: 'VALIDATION_FAILED', message: req.error.message } };
        const token = `token-${this.broker.tokens.size + 1}`;
        this.broker.tokens.set(token, req.data.topics);
        return {
          status: 200,
          body: {
            key: 'CREDENTIAL_RETRIEVED',
            credential: { token, expiresAt: this.clock + 3_600_000, topics: req.data.topics },
          },
        };
      }
      default:
        return { status: 404, body: { key: 'NOT_FOUND', message: `No operation ${operation}` } };
    }
  }

  private retrieve(body: unknown): { status: number; body: unknown } {
    const req = retrievalRequest.safeParse(body);
    if (!req.success)
      return { status: 400, body: { key: 'VALIDATION_FAILED', message: req.error.message } };
    const { hierarchies, beginTime, endTime, changedSince } = req.data.query;
    const since = changedSince === undefined ? null : Number(changedSince);
    if (since !== null && since < this.oldestCursor)
      return { status: 200, body: { key: 'CURSOR_EXPIRED' } };
    const Items: VisitorLogRecord[] = [];
    const removed: Tombstone[] = [];
    for (const row of this.rows.values()) {
      const r = row.record;
      if (
        !hierarchies.includes(r.EntityHierarchy) ||
        r.evtTimeStamp < beginTime ||
        r.evtTimeStamp > endTime
      )
        continue;
      if (since !== null && r.changeSeq <= since) continue;
      if (row.deleted) {
        if (since !== null)
          removed.push({
            EntityHierarchy: r.EntityHierarchy,
            key: r.evtTimeStampProfileID,
            changeSeq: r.changeSeq,
          });
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

  /** A server-side write (kiosk, simulator, another device): stored, then published. */
  write(record: VisitorLogRecord, eventType?: LiveEvent['eventType']): VisitorLogRecord {
    this.changeSeq += 1;
    this.clock += 1;
    const next = { ...record, changeSeq: this.changeSeq, lmt: this.clock };
    const key = `${next.EntityHierarchy}|${next.evtTimeStampProfileID}`;
    const existed = this.rows.has(key) && !this.rows.get(key)!.deleted;
    this.rows.set(key, { record: next, deleted: false });
    this.publish(next, eventType ?? (existed ? 'MODIFY' : 'INSERT'));
    return next;
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
    const row = this.rows.get(`${EntityHierarchy}|${sortKey}`);
    if (!row || row.deleted) return;
    this.changeSeq += 1;
    this.clock += 1;
    row.record = { ...row.record, changeSeq: this.changeSeq, lmt: this.clock };
    row.deleted = true;
    this.publish(row.record, 'REMOVE');
  }

  record(EntityHierarchy: string, sortKey: string): VisitorLogRecord | undefined {
    const row = this.rows.get(`${EntityHierarchy}|${sortKey}`);
    return row && !row.deleted ? row.record : undefined;
  }

  eventFor(record: VisitorLogRecord, eventType: LiveEvent['eventType']): LiveEvent {
    return {
      eventType,
      family: 'visitorLog',
      EntityHierarchy: record.EntityHierarchy,
      key: record.evtTimeStampProfileID,
      changeSeq: record.changeSeq,
      lmt: record.lmt,
      eventTime: record.evtTimeStamp,
      ...(eventType === 'REMOVE' ? {} : { NewImage: record }),
    };
  }

  topicOf(hierarchy: string): string {
    return `visitorEvents/${hierarchyTopicPath(hierarchy)}`;
  }

  private publish(record: VisitorLogRecord, eventType: LiveEvent['eventType']): void {
    this.broker.publish(
      this.topicOf(record.EntityHierarchy),
      JSON.stringify(this.eventFor(record, eventType)),
    );
  }
}
