import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FamilyRecord, recordTable, type ScopeSpec } from '../../kit/index.ts';
import {
  type GatehouseDatabase,
  KitTestProviders,
  openTestDatabase,
  testSyncEngine,
} from '../../kit/testing/index.ts';
import { useOnSiteBefore } from './useOnSiteBefore.ts';

const SITE = 'acme#north';
const MIDNIGHT = Date.UTC(2026, 10, 25);

const stillHere: FamilyRecord<'visitorLog'> = {
  EntityHierarchy: SITE,
  evtTimeStampProfileID: `${MIDNIGHT - 3_600_000}#ann`,
  evtTimeStamp: MIDNIGHT - 3_600_000,
  ProfileId: 'ann',
  lmt: 1,
  changeSeq: 1,
  visitorFullDetails: { ProfileId: 'ann', firstName: 'Ann', lastName: 'Visitor' },
};

let db: GatehouseDatabase;
let opened: ScopeSpec[];

beforeEach(async () => {
  db = openTestDatabase();
  opened = [];
  await recordTable(db, 'visitorLog').put(stillHere);
});
afterEach(async () => {
  cleanup();
  db.close();
  await db.delete();
});

function wrapper({ children }: { children: ReactNode }) {
  const openScope = vi.fn((spec: ScopeSpec) => {
    opened.push(spec);
    return () => undefined;
  });
  return (
    <KitTestProviders db={db} engine={testSyncEngine({ openScope })}>
      {children}
    </KitTestProviders>
  );
}

describe('useOnSiteBefore', () => {
  it('returns who is still on site from before the range, from the look-back scope', async () => {
    const { result } = renderHook(
      () => useOnSiteBefore('visitorLog', SITE, [SITE], MIDNIGHT, true),
      { wrapper },
    );
    await waitFor(() => expect(result.current?.map((v) => v.ProfileId)).toEqual(['ann']));
    expect(opened).toHaveLength(1);
    expect(opened[0]?.endTime).toBe(MIDNIGHT - 1);
  });

  it('reads nothing and opens no scope while not enabled', async () => {
    const { result } = renderHook(
      () => useOnSiteBefore('visitorLog', SITE, [SITE], MIDNIGHT, false),
      { wrapper },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current).toBeNull();
    expect(opened).toEqual([]);
  });
});
