import { cleanup, render } from '@testing-library/react';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncContext } from '../sync/SyncContext.ts';
import { openTestDatabase } from '../testing/database.ts';
import { testSyncEngine } from '../testing/index.ts';
import type { FamilyRecord } from './familyRecords.ts';
import type { FirstRows } from './readFirstRows.ts';
import { useFamilyRecords } from './useFamilyRecords.ts';

/** The first read (without Dexie) answers when the test says; the live query never does. */
const firstRead = vi.hoisted(() => {
  let answer: (rows: unknown) => void = () => {};
  return {
    pending: () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
    answer: (rows: unknown) => answer(rows),
  };
});
vi.mock('./readFirstRows.ts', async (original) => ({
  ...(await original<typeof import('./readFirstRows.ts')>()),
  readFirstRows: vi.fn(() => firstRead.pending()),
}));
// The live query (one per time slice) never answers; stopping it does nothing.
vi.mock('./watchFamilyWindow.ts', () => ({ watchFamilyWindow: vi.fn(() => () => {}) }));

const ann: FamilyRecord<'visitorLog'> = {
  EntityHierarchy: 'acme#north',
  evtTimeStampProfileID: '1800000000000#ann',
  evtTimeStamp: 1_800_000_000_000,
  ProfileId: 'ann',
  lmt: 1,
  changeSeq: 1,
  visitorFullDetails: { ProfileId: 'ann', firstName: 'Ann', lastName: 'Visitor' },
};

const seen: (string[] | undefined)[] = [];
function Log() {
  const { records } = useFamilyRecords({
    family: 'visitorLog',
    root: 'acme#north',
    hierarchies: ['acme#north'],
  });
  seen.push(records?.map((record) => record.ProfileId));
  return null;
}

afterEach(() => {
  cleanup();
  seen.length = 0;
});

describe('useFamilyRecords on a cold start', () => {
  it('keeps the first read under way when Dexie arrives, instead of waiting for the live query', async () => {
    const db = openTestDatabase();
    const engine = testSyncEngine();
    const page = (loaded: typeof db | null) => (
      <SyncContext.Provider value={{ db: loaded, dbName: db.name, engine }}>
        <Log />
      </SyncContext.Provider>
    );
    const { rerender } = render(page(null));
    rerender(page(db));
    const rows: FirstRows<'visitorLog'> = { rows: [ann], complete: true };
    firstRead.answer(rows);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['ann']));
    db.close();
    await Dexie.delete(db.name);
  });
});
