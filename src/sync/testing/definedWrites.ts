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
  | { written: number }
  | { status: 404; body: { key: 'RECORD_NOT_FOUND'; message: string } };

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
  const targets = unique(write.targets(request, caller, now));
  if (write.missing === 'refuse') {
    const missing = targets.filter((t) => !store.recordOf(write.family, t.hierarchy, t.key));
    if (missing.length > 0) {
      const list = missing.map((t) => `${t.hierarchy} ${t.key}`).join(', ');
      const message = `No ${write.family} record ${list}`;
      return { status: 404, body: { key: 'RECORD_NOT_FOUND', message } };
    }
  }
  let written = 0;
  for (const target of targets) {
    const current = store.recordOf(write.family, target.hierarchy, target.key);
    const next = write.apply(current, target, request);
    if (next === null) {
      if (!current) continue;
      store.removeRecord(write.family, target.hierarchy, target.key);
    } else if (current && JSON.stringify(next) === JSON.stringify(current)) {
      continue;
    } else {
      // The store sets the version fields; these are placeholders it overwrites.
      const version = { lmt: 0, changeSeq: 0 };
      store.writeRecord(write.family, { ...version, ...next, EntityHierarchy: target.hierarchy });
    }
    written += 1;
  }
  return { written };
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
