import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { openSharedDatabase } from './rawRead.ts';

async function createDatabase(name: string, version: number) {
  const db = new Dexie(name);
  db.version(version).stores({ rows: 'id' });
  await db.table('rows').put({ id: 1 });
  db.close();
  return db.verno * 10;
}

describe('openSharedDatabase', () => {
  it('keeps one connection for later reads, and lets a deletion through', async () => {
    const name = `shared-${crypto.randomUUID()}`;
    const version = await createDatabase(name, 1);
    const first = await openSharedDatabase(name, version);
    expect(first).not.toBeNull();
    expect(await openSharedDatabase(name, version)).toBe(first);
    expect(await openSharedDatabase(name, version + 10)).toBeNull();
    // The shared connection gives way (it would block the deletion otherwise).
    await Dexie.delete(name);
    expect(await openSharedDatabase(name, version)).toBeNull();
    expect(await Dexie.exists(name)).toBe(false);
  });

  it('gives way to an upgrade and opens the upgraded database afterwards', async () => {
    const name = `shared-${crypto.randomUUID()}`;
    const version = await createDatabase(name, 1);
    const before = await openSharedDatabase(name, version);
    const upgraded = new Dexie(name);
    upgraded.version(1).stores({ rows: 'id' });
    upgraded.version(2).stores({ rows: 'id, name' });
    await upgraded.open();
    const after = await openSharedDatabase(name, 20);
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    upgraded.close();
    await Dexie.delete(name);
  });
});
