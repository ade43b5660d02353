import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionStateForTest } from '../../../auth/sessionStore.ts';
import { FIRST_PAINT_KEY } from '../../../kit/firstPaint/recipe.ts';
import { FIRST_PAINT_ROWS_KEY, readSnapshot } from '../../../kit/firstPaint/snapshot.ts';
import { SNAPSHOT_INTERVAL_MS } from '../../../kit/firstPaint/useFirstPaintRecipe.ts';
import type { VisitorRecord } from '../visitorRows.ts';
import { isSnapshotRow } from './recipe.ts';
import { useFirstPaintRecipe, type VisitorLogPageFirstPaint } from './useFirstPaintRecipe.ts';

type SnapshotRecord = VisitorRecord;

const page: VisitorLogPageFirstPaint = {
  path: '/visitors/log',
  hierarchies: ['acme#north'],
  filter: 'all',
  title: 'Visitor Log',
  columns: [{ key: 'visitor', title: 'Visitor' }],
  locationLabels: { 'acme#north': 'North' },
  stillOnPremises: 'still on premises',
};

const visitor = (name: string, evtTimeStamp: number): SnapshotRecord => ({
  EntityHierarchy: 'acme#north',
  evtTimeStampProfileID: `${evtTimeStamp}#${name}`,
  evtTimeStamp,
  ProfileId: name,
  lmt: evtTimeStamp,
  changeSeq: 1,
  visitorFullDetails: { ProfileId: name, firstName: name, idNumber: '8001015009087' },
});

const snapshotNames = () =>
  readSnapshot()
    ?.rows.filter(isSnapshotRow)
    .map((row) => row.visitorFullDetails.firstName);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date(2026, 10, 26, 9, 0));
  const user = { sub: 'u-1', email: 'a@b.example', name: 'A', organisationId: 'acme', flags: {} };
  setSessionStateForTest({
    status: 'authenticated',
    user: { ...user, locations: [] } as never,
    expiresAt: Date.now() + 3_600_000,
    freshness: 'live',
  });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('useFirstPaintRecipe', () => {
  it('keeps the newest rows at most once an interval, the latest ones, without what is not drawn', () => {
    const { rerender } = renderHook(({ rows }) => useFirstPaintRecipe(page, true, rows), {
      initialProps: { rows: [visitor('Ann', 1)] },
    });
    expect(localStorage.getItem(FIRST_PAINT_KEY)).not.toBeNull();
    // The first write is at once; the next waits until an interval has passed since it.
    vi.advanceTimersByTime(0);
    expect(snapshotNames()).toEqual(['Ann']);

    rerender({ rows: [visitor('Ben', 2), visitor('Ann', 1)] });
    rerender({ rows: [visitor('Cy', 3), visitor('Ben', 2), visitor('Ann', 1)] });
    vi.advanceTimersByTime(SNAPSHOT_INTERVAL_MS / 2);
    expect(snapshotNames()).toEqual(['Ann']);
    vi.advanceTimersByTime(SNAPSHOT_INTERVAL_MS / 2);
    expect(snapshotNames()).toEqual(['Cy', 'Ben', 'Ann']);
    expect(localStorage.getItem(FIRST_PAINT_ROWS_KEY)).not.toContain('8001015009087');
  });

  it('keeps nothing while a search narrows the rows, and nothing after sign-out cleared storage', () => {
    const { rerender, unmount } = renderHook(
      ({ rows }: { rows?: SnapshotRecord[] }) => useFirstPaintRecipe(page, true, rows),
      { initialProps: {} },
    );
    vi.advanceTimersByTime(SNAPSHOT_INTERVAL_MS);
    expect(readSnapshot()).toBeNull();

    rerender({ rows: [visitor('Ann', 1)] });
    localStorage.clear();
    unmount();
    expect(localStorage.getItem(FIRST_PAINT_ROWS_KEY)).toBeNull();
  });
});
