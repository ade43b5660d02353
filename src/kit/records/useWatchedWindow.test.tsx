import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatehouseDatabase } from '../../db/database.ts';
import { announceAppliedRows } from '../../sync/live/appliedRows.ts';
import { openTestDatabase } from '../testing/database.ts';
import { visitorRow } from '../testing/records.ts';
import { LIVE_ROWS_AT_ONCE, useWatchedWindow } from './useWatchedWindow.ts';

const flushes = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-dom', async (original) => {
  const actual = await original<typeof import('react-dom')>();
  return {
    ...actual,
    flushSync: (update: () => void) => {
      flushes.count++;
      return actual.flushSync(update);
    },
  };
});

const day = Date.UTC(2026, 10, 21);
const time = { beginTime: day, endTime: day + 999_999 };
const slicing = { boundaries: [] };

const visitor = (evtTimeStamp: number, name: string) =>
  visitorRow('acme#north', evtTimeStamp, name);

let db: GatehouseDatabase;
const seen: string[][] = [];
function Log() {
  const rows = useWatchedWindow(db, 'visitorLog', 'acme#north', time, slicing);
  if (rows) seen.push(rows.map((row) => row.ProfileId));
  return null;
}

beforeEach(async () => {
  db = openTestDatabase();
  await db.visitorLog.put(visitor(day + 1, 'Ann'));
  flushes.count = 0;
});

afterEach(async () => {
  cleanup();
  seen.length = 0;
  await db.delete();
});

describe('useWatchedWindow', () => {
  it('draws a few live rows at once and a catch-up of many as a transition, losing none', async () => {
    render(<Log />);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['ann']));
    expect(flushes.count).toBe(0);

    announceAppliedRows(db.name, {
      family: 'visitorLog',
      puts: [visitor(day + 2, 'Ben')],
      deletes: [],
    });
    await vi.waitFor(() => expect(seen.at(-1)?.[0]).toBe('ben'));
    expect(flushes.count).toBe(1);

    const many = Array.from({ length: LIVE_ROWS_AT_ONCE + 1 }, (_, i) =>
      visitor(day + 10 + i, `M${i}`),
    );
    announceAppliedRows(db.name, { family: 'visitorLog', puts: many, deletes: [] });
    await vi.waitFor(() => expect(seen.at(-1)).toHaveLength(many.length + 2));
    expect(seen.at(-1)?.[0]).toBe(`m${LIVE_ROWS_AT_ONCE}`);
    expect(flushes.count).toBe(1);
  });
});
