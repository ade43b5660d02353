import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../auth/testFixtures.ts';
import { publishBatch } from '../../broker/publisher.ts';
import type { Database, Sql } from '../../db/database.ts';
import { readLiveRecordsForUpdate, readRecordWindow } from './readRecords.ts';
import { type RecordWrite, type WrittenRecord, writeRecords } from './writeRecords.ts';

/**
 * Change-feed locks per organisation on a real PostgreSQL server (PGlite has one connection, so
 * it cannot show two open transactions). Compat pass only: `npm run test:compat`.
 */
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

const host = (hierarchy: string, key: string): RecordWrite => ({
  kind: 'upsert',
  hierarchy,
  key,
  eventTime: null,
  record: { email: `${key}@example.com`, name: key },
});

/** A transaction that has written `writes` and stays open until `release()`. */
function openWriter(writes: RecordWrite[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markWritten: (written: WrittenRecord[]) => void = () => {};
  const written = new Promise<WrittenRecord[]>((resolve) => {
    markWritten = resolve;
  });
  const committed = db.transaction(async (tx) => {
    const rows = await writeRecords(tx, 'hosts', writes);
    markWritten(rows);
    await released;
    return rows;
  });
  return { written, committed, release };
}

/** Resolves with 'waiting' when `work` has not finished after `ms`. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | 'waiting'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waiting = new Promise<'waiting'>((resolve) => {
    timer = setTimeout(() => resolve('waiting'), ms);
  });
  try {
    return await Promise.race([work, waiting]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitingAdvisoryLocks(): Promise<number> {
  const { rows } = await db.query<{ waiting: string }>(
    "SELECT count(*) AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
  );
  return Number(rows[0]?.waiting);
}

const write = (writes: RecordWrite[]) =>
  db.transaction((tx: Sql) => writeRecords(tx, 'hosts', writes));

describe('change-feed locks per organisation', () => {
  it("an open import of acme does not hold up globex's writes, but does hold up acme's", async () => {
    const acmeImport = openWriter([host('acme#north#jhb', 'import-1')]);
    await acmeImport.written;

    const globex = await within(write([host('globex#hq', 'sign-out-1')]), 5000);
    expect(globex).not.toBe('waiting');

    const acmeSignOut = write([host('acme#south#cpt', 'sign-out-2')]);
    const lockedRead = db.transaction((tx) =>
      readLiveRecordsForUpdate(tx, 'hosts', [{ hierarchy: 'acme#north', key: 'nobody' }]),
    );
    await expect.poll(waitingAdvisoryLocks, { timeout: 5000 }).toBe(2);
    expect(await within(acmeSignOut, 200)).toBe('waiting');

    acmeImport.release();
    const [imported] = await acmeImport.committed;
    const [signedOut] = await acmeSignOut;
    await lockedRead;
    // Within acme, seq order is commit order.
    expect(signedOut?.changeSeq).toBeGreaterThan(imported?.changeSeq ?? Infinity);
  });

  it('a write of two organisations waits for both and cannot deadlock with the reverse', async () => {
    const globexImport = openWriter([host('globex#hq', 'import-2')]);
    await globexImport.written;
    const both = write([host('acme#north#jhb', 'both-1'), host('globex#hq', 'both-2')]);
    const reverse = write([host('globex#hq', 'both-3'), host('acme#north#jhb', 'both-4')]);
    await expect.poll(waitingAdvisoryLocks, { timeout: 5000 }).toBe(2);
    globexImport.release();
    await globexImport.committed;
    expect((await both).map((w) => w.key).sort()).toEqual(['both-1', 'both-2']);
    expect((await reverse).map((w) => w.key).sort()).toEqual(['both-3', 'both-4']);
    // Many writers of the two organisations in both orders at once: none is chosen as a
    // deadlock victim (PostgreSQL would abort it), because all take the locks in one order.
    const pairs = Array.from({ length: 10 }, (_, i) => [
      write([host('acme#north#jhb', `pair-a-${i}`), host('globex#hq', `pair-b-${i}`)]),
      write([host('globex#hq', `pair-c-${i}`), host('acme#north#jhb', `pair-d-${i}`)]),
    ]).flat();
    expect((await Promise.all(pairs)).flat()).toHaveLength(40);
  });

  it('publishes and retrieves every change once when organisations commit out of seq order', async () => {
    while ((await publishBatch(db, async () => {})) > 0) {}
    const acmeImport = openWriter([host('acme#north#jhb', 'late-acme')]);
    const [acmeRow] = await acmeImport.written;
    const [globexRow] = await write([host('globex#hq', 'early-globex')]);
    expect(globexRow?.changeSeq).toBeGreaterThan(acmeRow?.changeSeq ?? Infinity);

    const sent: string[] = [];
    const record = async (topic: string, payload: string) => {
      sent.push(`${topic} ${JSON.parse(payload).subject}`);
    };
    // Notices of one organisation and family go out at most once a second: each publish below
    // runs a minute after the last, so each change gets its own notice.
    const minute = (n: number) => Date.now() + n * 60_000;
    // globex's change is visible: published (its notice) although acme's lower seq is not yet.
    expect(await publishBatch(db, record, undefined, minute(1))).toBe(1);
    expect(sent).toEqual(['globalEvents/globex hosts']);
    // A retrieval of acme now must not answer a cursor past acme's uncommitted change.
    const before = await readRecordWindow(db, 'hosts', {
      hierarchies: ['acme'],
      beginTime: 0,
      endTime: 0,
    });
    expect(Number(before.cursor)).toBeLessThan(acmeRow?.changeSeq ?? 0);

    acmeImport.release();
    await acmeImport.committed;
    expect(await publishBatch(db, record, undefined, minute(2))).toBe(1);
    expect(await publishBatch(db, record, undefined, minute(3))).toBe(0);
    expect(sent).toEqual(['globalEvents/globex hosts', 'globalEvents/acme hosts']);
    const after = await readRecordWindow(db, 'hosts', {
      hierarchies: ['acme'],
      beginTime: 0,
      endTime: 0,
      changedSince: Number(before.cursor),
    });
    expect(after.items.map((item) => item.email)).toEqual(['late-acme@example.com']);
    expect(Number(after.cursor)).toBe(acmeRow?.changeSeq);
  });
});
