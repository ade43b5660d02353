import { log } from '../../log/consoleOutput.ts';
/**
 * What a committed live batch changed, announced to every page of the same database.
 *
 * A page's live queries learn of a write in another context (the sync worker) from Dexie's own
 * change broadcast, then read the changed slice again from IndexedDB: on a busy page that re-read
 * queues behind frames and renders, and was the largest part of a live event's time to the screen.
 * With the committed images at hand a page can put the row in place at once
 * (`watchFamilyWindow`); its live query's re-read still follows and stays the authority.
 */
export interface AppliedRows {
  family: string;
  /** Images now stored (pending local mutations already composed on top), as written. */
  puts: Record<string, unknown>[];
  /** Keys ([EntityHierarchy, sort key]) now absent. */
  deletes: [string, string | number][];
}

export function appliedRowsChannelName(dbName: string): string {
  return `gatehouse-applied-rows:${dbName}`;
}

const senders = new Map<string, BroadcastChannel>();

/** Announces a committed batch (no-op where there is no BroadcastChannel). */
export function announceAppliedRows(dbName: string, rows: AppliedRows): void {
  if (typeof BroadcastChannel === 'undefined') return;
  if (rows.puts.length === 0 && rows.deletes.length === 0) return;
  let channel = senders.get(dbName);
  if (!channel) {
    channel = new BroadcastChannel(appliedRowsChannelName(dbName));
    senders.set(dbName, channel);
  }
  try {
    channel.postMessage(rows);
  } catch (error) {
    // A record that cannot be cloned only loses the shortcut: the live query re-reads it anyway.
    log.warn('Could not announce applied live rows', error);
  }
}

/**
 * Calls `listener` with each announced batch of `family` until the returned function is called.
 * A message of another shape is ignored: it can come from another version of the app.
 */
export function listenAppliedRows(
  dbName: string,
  family: string,
  listener: (rows: AppliedRows) => void,
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(appliedRowsChannelName(dbName));
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const rows = event.data;
    if (isAppliedRows(rows) && rows.family === family) listener(rows);
  };
  return () => channel.close();
}

function isAppliedRows(value: unknown): value is AppliedRows {
  if (typeof value !== 'object' || value === null) return false;
  const rows = value as Partial<AppliedRows>;
  return (
    typeof rows.family === 'string' &&
    Array.isArray(rows.puts) &&
    rows.puts.every((put) => typeof put === 'object' && put !== null) &&
    Array.isArray(rows.deletes) &&
    rows.deletes.every((key) => Array.isArray(key) && typeof key[0] === 'string')
  );
}
