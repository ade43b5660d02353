import Dexie, { type DexieOptions, liveQuery, type Observable, type Table } from 'dexie';
import type { FamilyName, SessionUser, VisitorLogRecord } from '../../contract/index.ts';
import { SESSION_DATABASE, SESSION_SCHEMA_VERSION } from './names.ts';
import {
  reloadScopesInFull,
  SCHEMA_V1,
  SCHEMA_V2,
  SCHEMA_V3,
  SCHEMA_V4,
  upgradeOutboxRows,
} from './schema.ts';
import { type TableReadWatch, watchTableRead } from './watchTableRead.ts';

export { userDatabaseName } from './names.ts';

/**
 * Local bookkeeping on a mirrored record. While mutations are pending, `_base` is the last server
 * image (null: the server has none yet, a pending create) and the visible fields are the pending
 * mutators applied on top of it (see sync/rebase). A pending remove keeps the row, flagged
 * `_removed` with the server image as its fields, so a rejection can bring it back: reads skip
 * such rows (kit/records/renderable.ts renderableRecords).
 */
export interface LocalRecordMeta {
  _pending?: number;
  _base?: Record<string, unknown> | null;
  _removed?: true;
  /** Set on a row stored by an older version that fails the current schema: why it fails. */
  _invalid?: string;
}
export type LocalVisitorLogRecord = VisitorLogRecord & LocalRecordMeta;

/** What is mirrored: one family, one location subtree, one time window, with its cursor. */
export interface ScopeRow {
  id: string;
  family: string;
  root: string;
  hierarchies: string[];
  beginTime: number;
  endTime: number;
  cursor: string | null;
  lastSyncedAt: number | null;
  status: 'loading' | 'ready' | 'error';
  error?: string;
}

export type OutboxStatus = 'pending' | 'rejected';

/** A record a queued mutation changes optimistically (it may not exist yet). */
export interface OutboxTarget {
  table: RecordTableName;
  key: [string, string | number];
  /** changeSeq of the server image the record was based on when queued; -1: none. */
  baseSeq: number;
}

/**
 * One queued mutation (DESIGN.md §2.2). `id` is a UUID v7 and doubles as the Idempotency-Key and
 * the mutation id given to the mutator; `args` are the mutator's (and its label's) inputs.
 */
export interface OutboxRow {
  id: string;
  seq: number;
  mutator: string;
  args: unknown;
  /** The records the mutation changes optimistically. */
  records: OutboxTarget[];
  /** `outboxRecordId` of each record (multiEntry index: the pending rows of one record). */
  recordIds: string[];
  /** Device time when queued, corrected by the measured server clock offset. */
  clientTime: number;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  status: OutboxStatus;
  lastError?: string;
}

/**
 * Tables holding mirrored record families, keyed by [EntityHierarchy+<sort key>]: one per family,
 * named after it.
 */
export type RecordTableName = FamilyName;

export interface MetaRow {
  key: string;
  value: unknown;
}

export class GatehouseDatabase extends Dexie {
  visitorLog!: Table<LocalVisitorLogRecord, [string, string]>;
  scopes!: Table<ScopeRow, string>;
  outbox!: Table<OutboxRow, string>;
  meta!: Table<MetaRow, string>;

  constructor(name: string, options: DexieOptions = {}) {
    // Strict durability: an optimistic write and its outbox row must survive a crash or power
    // loss once the transaction completes (Chromium otherwise defaults to relaxed).
    // Immutable live-query cache: results are frozen and shared instead of deep-cloned on every
    // re-run, which matters when a live event re-reads a busy day's log; never mutate them.
    super(name, { chromeTransactionDurability: 'strict', cache: 'immutable', ...options });
    this.version(1).stores(SCHEMA_V1);
    this.version(2)
      .stores(SCHEMA_V2)
      .upgrade(async (tx) => {
        // The wire schemas load only for this upgrade of an older database: the app opens
        // without them. waitFor keeps the upgrade transaction open while they load.
        const { flagInvalidRows } = await Dexie.waitFor(import('./invalidRows.ts'));
        await flagInvalidRows(tx, ['visitorLog']);
        await reloadScopesInFull(tx);
      });
    this.version(3).stores(SCHEMA_V3).upgrade(upgradeOutboxRows);
    this.version(4).stores(SCHEMA_V4);
  }

  /** A live query over this database (Dexie's liveQuery, for hooks that do not import Dexie). */
  live<T>(read: () => Promise<T> | T): Observable<T> {
    return liveQuery(read);
  }

  /** A read of one table watched by its ranges and keys (watchTableRead.ts); returns its stop. */
  watchRead<V>(watch: TableReadWatch<V>): () => void {
    return watchTableRead(this, watch);
  }
}

/**
 * A second connection to the same database whose transactions commit with relaxed durability,
 * for live-event writes only: they carry server images, never the user's changes. One lost in a
 * power cut costs nothing, because scope cursors advance only in the transaction that writes
 * every change they cover, so the next catch-up fetches it again. Not waiting for the disk
 * flush takes about a tenth off the publish-to-screen latency (docs/benchmarks.md: live-latency-p95).
 */
export function openServerImageConnection(db: GatehouseDatabase): GatehouseDatabase {
  return new GatehouseDatabase(db.name, { chromeTransactionDurability: 'relaxed' });
}

/** The cached session, kept apart from the per-user database so the shell can start offline. */
export interface SessionRow {
  id: 'current';
  user: SessionUser;
  expiresAt: number;
  savedAt: number;
}

export class SessionDatabase extends Dexie {
  session!: Table<SessionRow, string>;
  constructor() {
    super(SESSION_DATABASE);
    this.version(SESSION_SCHEMA_VERSION).stores({ session: 'id' });
  }
}

export const sessionDb = new SessionDatabase();
