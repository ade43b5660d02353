import type {
  FamilyName,
  OperationCaller,
  RecordRef,
  RecordWrite,
} from '../../../contract/index.ts';

type StoredImage = Record<string, unknown> & {
  EntityHierarchy: string;
  changeSeq: number;
  lmt: number;
};

/** The storage a defined write needs of the in-memory server. */
export interface RecordStore {
  recordOf(family: FamilyName, hierarchy: string, key: string): StoredImage | undefined;
  writeRecord(family: FamilyName, record: StoredImage): unknown;
  removeRecord(family: FamilyName, hierarchy: string, key: string): void;
}

/** The outcome of a defined write: the records it changed, or the refusal of the whole call. */
export type DefinedWriteResult =
  | { written: number; changes: DefinedChange[] }
  | { status: number; body: { key: string; message: string } };

/** What the write did to one record (the server's transactionResult change). */
export interface DefinedChange {
  hierarchy: string;
  key: string;
  change: 'INSERT' | 'MODIFY' | 'REMOVE' | 'UNCHANGED';
}

const notFound = (family: FamilyName, list: string) => ({
  status: 404,
  body: { key: 'RECORD_NOT_FOUND', message: `No ${family} record ${list}` },
});

/**
 * A defined operation's record write in memory (contract/operations/): the definition's targets
 * and `apply`, all or nothing as the server's modifyRecords (a missing record refuses the call
 * when the write says so), unchanged records not rewritten.
 */
export function writeDefinedInMemory<Request, Target extends RecordRef>(
  store: RecordStore,
  write: RecordWrite<Request, Target>,
  request: Request,
  caller: OperationCaller,
  /** The test server's clock: the time of the write. */
  now: number,
): DefinedWriteResult {
  let source: StoredImage | undefined;
  if (write.source) {
    const ref = write.source(request);
    source = store.recordOf(write.family, ref.hierarchy, ref.key);
    if (!source) return notFound(write.family, `${ref.hierarchy} ${ref.key}`);
  }
  const targets = unique(write.targets(request, caller, now, source));
  if (write.missing === 'refuse') {
    const missing = targets.filter((t) => !store.recordOf(write.family, t.hierarchy, t.key));
    if (missing.length > 0) {
      return notFound(write.family, missing.map((t) => `${t.hierarchy} ${t.key}`).join(', '));
    }
  }
  // All or nothing, as the server's transaction: every refusal is checked before any write.
  for (const target of targets) {
    const current = store.recordOf(write.family, target.hierarchy, target.key);
    const refusal = write.refusal?.(current, target, request);
    if (refusal)
      return { status: refusal.status, body: { key: refusal.key, message: refusal.message } };
  }
  const changes: DefinedChange[] = [];
  for (const target of targets) {
    const current = store.recordOf(write.family, target.hierarchy, target.key);
    const next = write.apply(current, target, request);
    const ref = { hierarchy: target.hierarchy, key: target.key };
    if (next === null) {
      changes.push({ ...ref, change: current ? 'REMOVE' : 'UNCHANGED' });
      if (current) store.removeRecord(write.family, target.hierarchy, target.key);
    } else if (current && JSON.stringify(next) === JSON.stringify(current)) {
      changes.push({ ...ref, change: 'UNCHANGED' });
    } else {
      changes.push({ ...ref, change: current ? 'MODIFY' : 'INSERT' });
      // The store sets the version fields; these are placeholders it overwrites.
      const version = { lmt: 0, changeSeq: 0 };
      store.writeRecord(write.family, { ...version, ...next, EntityHierarchy: target.hierarchy });
    }
  }
  const written = changes.filter((c) => c.change !== 'UNCHANGED').length;
  return { written, changes };
}

function unique<T extends RecordRef>(targets: readonly T[]): T[] {
  const seen = new Map<string, T>();
  for (const target of targets) {
    const id = `${target.hierarchy}\u0000${target.key}`;
    // The first mention wins, as on the server (modifyRecords).
    if (!seen.has(id)) seen.set(id, target);
  }
  return [...seen.values()];
}
