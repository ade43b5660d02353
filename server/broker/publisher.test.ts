import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordWrite } from '../api/records/writeRecords.ts';
import { writeRecordsInChunks } from '../api/records/writeRecordsInChunks.ts';
import { insertTestUsers, openTestDatabase } from '../auth/testFixtures.ts';
import type { Database } from '../db/database.ts';
import {
  NOTICE_INTERVAL_MS,
  PUBLISH_BATCH_SIZE,
  publishBatch,
  startPublisher,
} from './publisher.ts';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestUsers(db);
});

afterAll(async () => {
  await db.close();
});

async function insertChange(key: string, family = 'visitorLog'): Promise<void> {
  await db.query(
    `INSERT INTO change_feed (family, hierarchy, record_key, op, lmt, event_time, image)
     VALUES ($1, 'acme#north#jhb', $2, 'MODIFY', 1, NULL, NULL)`,
    [family, key],
  );
}

function recorder() {
  const sent: Array<{
    topic: string;
    body: { key: string; changeSeq: number; subject?: string };
  }> = [];
  const publish = async (topic: string, payload: string) => {
    sent.push({ topic, body: JSON.parse(payload) });
  };
  return { sent, publish };
}

/** The record events among `sent` (every change is also announced on globalEvents). */
function recordEvents<M extends { topic: string }>(sent: readonly M[]): M[] {
  return sent.filter((message) => !message.topic.startsWith('globalEvents/'));
}

async function lastSeq(): Promise<number> {
  const { rows } = await db.query<{ last_seq: unknown }>(
    'SELECT last_seq FROM publisher_state WHERE id = 1',
  );
  return Number(rows[0]?.last_seq);
}

describe('change feed publisher', () => {
  it('publishes in seq order, persists last_seq and does not resend after a restart', async () => {
    await insertChange('a');
    await insertChange('b');
    const first = recorder();
    const before = startPublisher({ db, publish: first.publish, intervalMs: 60_000 });
    expect(await before.drain()).toBe(2);
    await before.stop();
    const events = recordEvents(first.sent);
    expect(events.map((m) => m.body.key)).toEqual(['a', 'b']);
    expect(events[0]?.topic).toBe('visitorEvents/acme/north/jhb');
    expect(events[0]?.body.changeSeq).toBeLessThan(events[1]?.body.changeSeq ?? 0);
    expect(await lastSeq()).toBe(events[1]?.body.changeSeq);

    await insertChange('c');
    const second = recorder();
    const after = startPublisher({ db, publish: second.publish, intervalMs: 60_000 });
    await after.drain();
    await after.stop();
    expect(recordEvents(second.sent).map((m) => m.body.key)).toEqual(['c']);
  });

  it('keeps last_seq when a publish fails, so the change is sent again (at least once)', async () => {
    await insertChange('d');
    const seqBefore = await lastSeq();
    const failing = async () => {
      throw new Error('broker down');
    };
    await expect(publishBatch(db, failing)).rejects.toThrow('broker down');
    expect(await lastSeq()).toBe(seqBefore);
    const retry = recorder();
    expect(await publishBatch(db, retry.publish)).toBe(1);
    expect(recordEvents(retry.sent).map((m) => m.body.key)).toEqual(['d']);
  });

  it('announces a change of a family without a live topic on globalEvents/{organisation}', async () => {
    await insertChange('invite-1', 'invites');
    const notices = recorder();
    expect(await publishBatch(db, notices.publish)).toBe(1);
    expect(notices.sent.filter((m) => m.body.subject === 'invites')).toEqual([
      {
        topic: 'globalEvents/acme',
        body: {
          eventType: 'INSERT',
          subject: 'invites',
          EntityHierarchy: 'acme#north#jhb',
          lmt: 1,
        },
      },
    ]);
  });

  it('announces a record change on globalEvents too, for clients refused its topic', async () => {
    await insertChange('clock-in-1', 'workerLog');
    const both = recorder();
    expect(await publishBatch(db, both.publish, undefined, Date.now() + NOTICE_INTERVAL_MS)).toBe(
      1,
    );
    const mine = both.sent.filter(
      (m) => m.topic === 'workerEvents/acme/north/jhb' || m.body.subject === 'workerLog',
    );
    expect(mine.map((m) => m.topic)).toEqual(['workerEvents/acme/north/jhb', 'globalEvents/acme']);
    expect(mine[1]?.body).toEqual({
      eventType: 'INSERT',
      subject: 'workerLog',
      EntityHierarchy: 'acme#north#jhb',
      lmt: 1,
    });
  });

  it('skips an unknown family but still advances past it', async () => {
    await insertChange('e', 'unknownFamily');
    const log: string[] = [];
    const quiet = recorder();
    expect(await publishBatch(db, quiet.publish, (message) => log.push(message))).toBe(1);
    expect(quiet.sent).toEqual([]);
    expect(log[0]).toMatch(/unknownFamily/);
    expect(await publishBatch(db, quiet.publish)).toBe(0);
  });

  it('picks up a write without kick() on its timer', async () => {
    const timed = recorder();
    const publisher = startPublisher({ db, publish: timed.publish, intervalMs: 20 });
    await insertChange('f');
    await expect.poll(() => recordEvents(timed.sent).length, { timeout: 2000 }).toBe(1);
    await publisher.stop();
  });

  it('RETURNING seq gives the number the append trigger assigned (the newest in the feed)', async () => {
    const { rows } = await db.query<{ seq: unknown }>(
      `INSERT INTO change_feed (family, hierarchy, record_key, op, lmt)
       VALUES ('visitorLog', 'acme', 'g', 'INSERT', 1) RETURNING seq`,
    );
    const max = await db.query<{ max: unknown }>('SELECT max(seq) AS max FROM change_feed');
    expect(Number(rows[0]?.seq)).toBe(Number(max.rows[0]?.max));
  });

  it('publishes every change exactly once when organisations commit out of seq order', async () => {
    while ((await publishBatch(db, recorder().publish)) > 0) {}
    // A writer of acme draws a seq and is still open when globex commits a higher one.
    const drawn = await db.query<{ seq: unknown }>(
      "SELECT nextval(pg_get_serial_sequence('change_feed', 'seq')) AS seq",
    );
    const acmeSeq = Number(drawn.rows[0]?.seq);
    await db.query(
      `INSERT INTO change_feed (family, hierarchy, record_key, op, lmt)
       VALUES ('visitorLog', 'globex#hq', 'globex-late', 'INSERT', 1)`,
    );
    const first = recorder();
    expect(await publishBatch(db, first.publish)).toBe(1);
    expect(recordEvents(first.sent).map((m) => m.body.key)).toEqual(['globex-late']);
    expect(recordEvents(first.sent)[0]?.body.changeSeq).toBeGreaterThan(acmeSeq);
    // Now acme's change commits with its lower seq (the trigger would draw a new one: the test
    // stands in for the writer that drew it before globex's).
    await db.transaction(async (tx) => {
      await tx.query('ALTER TABLE change_feed DISABLE TRIGGER change_feed_assign_seq');
      await tx.query(
        `INSERT INTO change_feed (seq, family, hierarchy, record_key, op, lmt)
         VALUES ($1, 'visitorLog', 'acme#north#jhb', 'acme-late', 'INSERT', 1)`,
        [acmeSeq],
      );
      await tx.query('ALTER TABLE change_feed ENABLE TRIGGER change_feed_assign_seq');
    });
    const second = recorder();
    expect(await publishBatch(db, second.publish)).toBe(1);
    expect(recordEvents(second.sent).map((m) => [m.topic, m.body.key, m.body.changeSeq])).toEqual([
      ['visitorEvents/acme/north/jhb', 'acme-late', acmeSeq],
    ]);
    const third = recorder();
    expect(await publishBatch(db, third.publish)).toBe(0);
    expect(recordEvents(third.sent)).toEqual([]);
  });

  it('announces a 5,000-row host import with one notice per interval, the last one after it', async () => {
    const hosts: RecordWrite[] = Array.from({ length: 5000 }, (_, i) => ({
      kind: 'upsert',
      hierarchy: 'acme#north#jhb',
      key: `host-${i}`,
      eventTime: null,
      record: { email: `host-${i}@acme.example`, name: `Host ${i}` },
    }));
    const written = await writeRecordsInChunks(db, 'hosts', hosts);
    expect(written).toHaveLength(5000);
    const notices = recorder();
    // Other families' notices the earlier tests left pending may go out in between.
    const hostNotices = () => notices.sent.filter((m) => m.body.subject === 'hosts');
    const start = Date.now();
    let handled = 0;
    for (;;) {
      const sent = await publishBatch(db, notices.publish, undefined, start);
      handled += sent;
      if (sent < PUBLISH_BATCH_SIZE) break;
    }
    expect(handled).toBe(5000);
    // The first change is announced at once; the other 4,999 wait for the interval.
    expect(hostNotices().map((m) => m.topic)).toEqual(['globalEvents/acme']);
    expect(await publishBatch(db, notices.publish, undefined, start + NOTICE_INTERVAL_MS - 1)).toBe(
      0,
    );
    expect(hostNotices()).toHaveLength(1);
    await publishBatch(db, notices.publish, undefined, start + NOTICE_INTERVAL_MS);
    expect(hostNotices().map((m) => m.topic)).toEqual(['globalEvents/acme', 'globalEvents/acme']);
    expect(hostNotices()[1]?.body).toMatchObject({
      subject: 'hosts',
      EntityHierarchy: 'acme#north#jhb',
    });
    // Nothing is pending any more.
    await publishBatch(db, notices.publish, undefined, start + 10 * NOTICE_INTERVAL_MS);
    expect(hostNotices()).toHaveLength(2);
  });
});
