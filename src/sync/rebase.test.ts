import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../db/database.ts';
import type { SyncedRecord } from './families.ts';
import { DEFAULT_MUTATORS } from './mutators/index.ts';
import { composeRecord } from './rebase.ts';

const row = (seq: number, mutator: string, args: unknown): OutboxRow => ({
  id: `id-${seq}`,
  seq,
  mutator,
  args,
  table: 'visitorLog',
  recordKey: ['acme#a', '1#p'],
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  status: 'pending',
});

const image: SyncedRecord = {
  EntityHierarchy: 'acme#a',
  evtTimeStampProfileID: '1#p',
  changeSeq: 9,
  badgeNumber: 'B1',
};
const ref = { EntityHierarchy: 'acme#a', evtTimeStampProfileID: '1#p' };
const signOut = { ...ref, evtTimeStampOut: 50, evtTZOffsetOut: 0, evtTimeZoneOut: 'UTC' };

describe('composeRecord', () => {
  it('is the plain server image when nothing is pending', () => {
    expect(composeRecord({ ...image, _pending: 3, _base: {} }, [], DEFAULT_MUTATORS)).toEqual(
      image,
    );
  });

  it('re-applies pending mutators in queue order over the new image and keeps it as _base', () => {
    const pending = [row(1, 'visitors.signOut', signOut)];
    expect(composeRecord(image, pending, DEFAULT_MUTATORS)).toEqual({
      ...image,
      evtTimeStampOut: 50,
      evtTZOffsetOut: 0,
      evtTimeZoneOut: 'UTC',
      signOutSource: 'DB',
      _base: image,
      _pending: 1,
    });
    const reverted = composeRecord(
      image,
      [...pending, row(2, 'visitors.revertSignOut', ref)],
      DEFAULT_MUTATORS,
    );
    expect(reverted).toEqual({ ...image, _base: image, _pending: 2 });
  });
});
