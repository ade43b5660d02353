import Dexie, { type IndexableType, RangeSet, rangesOverlap } from 'dexie';

/** What a watched read found: its value, and the primary keys of the rows it read. */
export interface TableRead<V> {
  value: V;
  keys: readonly unknown[];
}

export interface TableReadWatch<V> {
  table: string;
  /** The index the read goes through, by its Dexie name ('[EntityHierarchy+evtTimeStamp]'). */
  index: string;
  /** The index ranges it reads, bounds included. */
  indexRanges: readonly (readonly [IndexableType, IndexableType])[];
  read(): Promise<TableRead<V>>;
  /**
   * How long a read that a change calls for may wait (ms, 0 = at once): changes meanwhile join
   * it. Asked when the change is announced.
   */
  deferMs?(): number;
  next(value: V): void;
  error(error: unknown): void;
}

/** Dexie's announcement of a commit: key ranges by `idb://<db>/<table>/<index>`. */
type CommittedChanges = { all?: boolean } & Record<string, unknown>;

/**
 * Runs a read of one table, then again after each committed write, in this page or another
 * context, that changed what it read: a row stored within its index ranges, or a change to one
 * of the rows it returned. Returns the function that stops it.
 *
 * Dexie's liveQuery does the same for any querier, at a cost that grew with a page's live rows:
 * it records every row key a read returns (a tree insert per row), and each of its queries merges
 * every announced change into its own record until it next runs, so the time slices of a log that
 * no live event touched kept growing records that every later change was merged into and compared
 * with. Here a read's keys are kept as one set, and changes are compared as they come; only those
 * announced while a read runs are kept, to be compared with what that read found.
 */
export function watchTableRead<V>(db: Dexie, watch: TableReadWatch<V>): () => void {
  const prefix = `idb://${db.name}/${watch.table}/`;
  const indexPart = `${prefix}${watch.index}`;
  const indexRanges = new RangeSet();
  for (const [from, to] of watch.indexRanges) indexRanges.add({ from, to });
  let rowKeys = new RangeSet();
  let stopped = false;
  let deferred: ReturnType<typeof setTimeout> | null = null;
  /** Changes announced while a read runs; null while none runs. */
  let duringRead: CommittedChanges[] | null = null;

  const touches = (changes: CommittedChanges) => {
    if (changes.all) return true;
    const onIndex = changes[indexPart] as RangeSet | undefined;
    const onRows = changes[prefix] as RangeSet | undefined;
    return (
      (onIndex !== undefined && rangesOverlap(onIndex, indexRanges)) ||
      (onRows !== undefined && rangesOverlap(onRows, rowKeys))
    );
  };

  const read = () => {
    duringRead = [];
    watch.read().then(
      ({ value, keys }) => {
        if (stopped) return;
        rowKeys = new RangeSet().addKeys(keys as IndexableType[]);
        const missed = duringRead!.some(touches);
        duringRead = null;
        watch.next(value);
        if (missed) read();
      },
      (error: unknown) => {
        duringRead = null;
        // As Dexie's liveQuery: a database closed or a read aborted under it is no error to show.
        const name = (error as { name?: unknown } | null)?.name;
        if (stopped || name === 'DatabaseClosedError' || name === 'AbortError') return;
        watch.error(error);
      },
    );
  };

  const readSoon = () => {
    if (deferred !== null) return;
    const wait = watch.deferMs?.() ?? 0;
    if (wait <= 0) {
      read();
      return;
    }
    deferred = setTimeout(() => {
      deferred = null;
      if (!stopped) read();
    }, wait);
  };

  const listener = (changes: CommittedChanges) => {
    if (stopped) return;
    if (duringRead !== null) {
      if (changes.all || Object.keys(changes).some((part) => part.startsWith(prefix))) {
        duringRead.push(changes);
      }
    } else if (touches(changes)) {
      readSoon();
    }
  };
  Dexie.on('storagemutated', listener);
  read();
  return () => {
    stopped = true;
    if (deferred !== null) clearTimeout(deferred);
    Dexie.on('storagemutated').unsubscribe(listener);
  };
}
