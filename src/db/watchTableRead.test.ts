import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GatehouseDatabase } from './database.ts';
import { type TableRead, watchTableRead } from './watchTableRead.ts';

const SITE = 'acme#north#jhb';
const OTHER_SITE = 'acme#north#pta';
const HOUR = 3_600_000;
const INDEX = '[EntityHierarchy+evtTimeStamp]';

interface Visitor {
  EntityHierarchy: string;
  evtTimeStampProfileID: string;
  evtTimeStamp: number;
  badgeNumber?: string;
}

let db: GatehouseDatabase;
let stop = () => {};

beforeEach(async () => {
  db = new GatehouseDatabase(`watch-table-read-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  stop();
  await db.delete();
});

function visitor(at: number, site = SITE): Visitor {
  return {
    EntityHierarchy: site,
    evtTimeStampProfileID: `${at}#p${at}`,
    evtTimeStamp: at,
    badgeNumber: 'B1',
  };
}

const put = (row: Visitor) => db.visitorLog.put(row as never);

/** The visitors of SITE signed in during the first hour, by time. */
async function readFirstHour(): Promise<TableRead<string[]>> {
  const rows = (await db.visitorLog
    .where(INDEX)
    .between([SITE, 0], [SITE, HOUR], true, true)
    .toArray()) as unknown as Visitor[];
  return {
    value: rows.map((row) => `${row.evtTimeStampProfileID} ${row.badgeNumber}`),
    keys: rows.map((row) => [row.EntityHierarchy, row.evtTimeStampProfileID]),
  };
}

/** Watches the first hour; `read` replaces the read (to hold one back). */
function watchFirstHour(
  read: () => Promise<TableRead<string[]>> = readFirstHour,
  deferMs?: () => number,
) {
  const seen = { reads: 0, values: [] as string[][], errors: [] as unknown[] };
  let waiting: (() => void) | null = null;
  stop = watchTableRead(db, {
    table: 'visitorLog',
    index: INDEX,
    indexRanges: [
      [
        [SITE, 0],
        [SITE, HOUR],
      ],
    ],
    read: () => {
      seen.reads++;
      return read();
    },
    deferMs,
    next(value) {
      seen.values.push(value);
      waiting?.();
    },
    error(error) {
      seen.errors.push(error);
      waiting?.();
    },
  });
  /** Resolves at the next value (or error). */
  const nextValue = () =>
    new Promise<string[]>((resolve) => {
      waiting = () => {
        waiting = null;
        resolve(seen.values.at(-1)!);
      };
    });
  return { seen, nextValue };
}

/** Runs `write` and waits until its commit has been announced and any read it started is done. */
async function writeAndSettle(write: () => Promise<unknown>): Promise<void> {
  const told = new Promise<void>((resolve) => {
    const listener = () => {
      Dexie.on('storagemutated').unsubscribe(listener);
      resolve();
    };
    Dexie.on('storagemutated', listener);
  });
  await write();
  await told;
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('watchTableRead', () => {
  it('reads once, then again when a row is stored within its index ranges', async () => {
    await put(visitor(1_000));
    const { seen, nextValue } = watchFirstHour();
    expect(await nextValue()).toEqual(['1000#p1000 B1']);
    const next = nextValue();
    await put(visitor(2_000));
    expect(await next).toEqual(['1000#p1000 B1', '2000#p2000 B1']);
    expect(seen.reads).toBe(2);
  });

  it('not for a row stored outside them, at another location or in another table', async () => {
    await put(visitor(1_000));
    const { seen, nextValue } = watchFirstHour();
    await nextValue();
    await writeAndSettle(() => put(visitor(2 * HOUR)));
    await writeAndSettle(() => put(visitor(2_000, OTHER_SITE)));
    await writeAndSettle(() => db.meta.put({ key: 'k', value: 1 } as never));
    expect(seen.reads).toBe(1);
    // The way of settling lets a read that was started finish:
    await writeAndSettle(() => put(visitor(3_000)));
    expect(seen.reads).toBe(2);
  });

  it('again when a row it returned changes, even out of its ranges, or is deleted', async () => {
    await put(visitor(1_000));
    await put(visitor(2_000));
    const { nextValue } = watchFirstHour();
    await nextValue();
    let next = nextValue();
    await put({ ...visitor(1_000), badgeNumber: 'B2' });
    expect(await next).toEqual(['1000#p1000 B2', '2000#p2000 B1']);
    next = nextValue();
    await put({ ...visitor(1_000), evtTimeStamp: 2 * HOUR });
    expect(await next).toEqual(['2000#p2000 B1']);
    next = nextValue();
    await db.visitorLog.delete([SITE, '2000#p2000'] as never);
    expect(await next).toEqual([]);
  });

  it('compares a write committed while a read runs with what that read found', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let first = true;
    const { seen, nextValue } = watchFirstHour(async () => {
      const read = await readFirstHour();
      if (first) {
        first = false;
        await held; // the read is done; its answer comes after the write below
      }
      return read;
    });
    await writeAndSettle(() => put(visitor(1_000)));
    const firstValue = nextValue();
    release();
    expect(await firstValue).toEqual([]);
    expect(await nextValue()).toEqual(['1000#p1000 B1']);
    expect(seen.reads).toBe(2);
  });

  it('waits deferMs before a read a change calls for', async () => {
    let defer = 0;
    const { seen, nextValue } = watchFirstHour(readFirstHour, () => defer);
    await nextValue();
    defer = 20;
    const next = nextValue();
    const writtenAt = performance.now();
    await put(visitor(1_000));
    expect(await next).toEqual(['1000#p1000 B1']);
    expect(performance.now() - writtenAt).toBeGreaterThanOrEqual(20);
    expect(seen.reads).toBe(2);
  });

  it('a change while a read waits joins it: asked once, no second read', async () => {
    let asked = 0;
    const { seen, nextValue } = watchFirstHour(readFirstHour, () => {
      asked++;
      return 60_000;
    });
    await nextValue();
    await writeAndSettle(() => put(visitor(1_000)));
    await writeAndSettle(() => put(visitor(2_000)));
    expect(asked).toBe(1);
    expect(seen.reads).toBe(1);
  });

  it('reads no more once stopped', async () => {
    const { seen, nextValue } = watchFirstHour();
    await nextValue();
    stop();
    await writeAndSettle(() => put(visitor(1_000)));
    expect(seen.reads).toBe(1);
  });

  it('reports a failed read, but not a database closed under it, and reads again after either', async () => {
    const failure = new Error('broken');
    const failing = watchFirstHour(() => Promise.reject(failure));
    await expect.poll(() => failing.seen.errors).toEqual([failure]);
    stop();
    const closed = watchFirstHour(() => Promise.reject(new Dexie.DatabaseClosedError('closed')));
    await writeAndSettle(() => put(visitor(1_000)));
    expect(closed.seen.reads).toBe(2);
    expect(closed.seen.errors).toEqual([]);
  });
});
