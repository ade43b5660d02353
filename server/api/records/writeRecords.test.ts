import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { sendError } from '../apiRoutes.ts';
import { ApiError } from '../errors.ts';
import { writeRecords } from './writeRecords.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  await db.query(`INSERT INTO organisations (id, name) VALUES ('org', 'Org')`);
});
afterAll(async () => {
  await db.close();
});

const SITE = 'org#site';
const NOW = 1_000_000_000_000;
const upsert = (key: string) => ({
  kind: 'upsert' as const,
  hierarchy: SITE,
  key,
  eventTime: NOW,
  record: { EventUidEmail: key },
});

describe('a key collision is the request’s fault: 409, nothing written', () => {
  test('one request naming the same record twice is refused with DUPLICATE_RECORD', async () => {
    const attempt = db.transaction((tx) =>
      writeRecords(tx, 'invites', [upsert('e#+27821234567'), upsert('e#+27821234567')], NOW),
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, key: 'DUPLICATE_RECORD' });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    const stored = await db.query('SELECT count(*) AS count FROM invites');
    expect(Number(stored.rows[0]?.count)).toBe(0);
  });

  test("PostgreSQL's unique violation is answered 409, not 500", () => {
    const sent: { status?: number; body?: unknown } = {};
    const reply = {
      code(status: number) {
        sent.status = status;
        return this;
      },
      send(body: unknown) {
        sent.body = body;
        return this;
      },
    };
    const violation = Object.assign(new Error('duplicate key value'), { code: '23505' });
    sendError(reply as never, violation as never, () => {});
    expect(sent.status).toBe(409);
    expect(sent.body).toMatchObject({ key: 'DUPLICATE_RECORD' });
  });
});
