import { describe, expect, it } from 'vitest';
import { evacPersonKey, evacResponseKey } from '../../contract/index.ts';
import type { OutboxRow } from '../db/database.ts';
import { outboxRecordId } from '../db/schema.ts';
import type { RecordKey, SyncedRecord } from './families.ts';
import { MUTATORS } from './mutators/index.ts';
import type { RecordTarget } from './mutators/types.ts';
import { baseOf, composeRecord, visibleOf } from './rebase.ts';

const KEY: RecordKey = ['acme#a', '1#p'];
const TARGET: RecordTarget = { table: 'visitorLog', key: KEY };

const row = (seq: number, mutator: string, args: unknown, target = TARGET): OutboxRow => ({
  id: `id-${seq}`,
  seq,
  mutator,
  args,
  records: [{ ...target, baseSeq: -1 }],
  recordIds: [outboxRecordId(target.table, target.key)],
  clientTime: 1000 + seq,
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
    expect(composeRecord({ ...image, _pending: 3, _base: {} }, [], MUTATORS, TARGET)).toEqual(
      image,
    );
    expect(composeRecord(undefined, [], MUTATORS, TARGET)).toBeNull();
  });

  it('re-applies pending mutators in queue order over the new image and keeps it as _base', () => {
    const pending = [row(1, 'visitors.signOut', signOut)];
    expect(composeRecord(image, pending, MUTATORS, TARGET)).toEqual({
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
      MUTATORS,
      TARGET,
    );
    expect(reverted).toEqual({ ...image, _base: image, _pending: 2 });
  });

  it('keeps the first sign-out when the server image is already signed out', () => {
    const signedOut = { ...image, evtTimeStampOut: 7, signOutSource: 'KIOSK' };
    const composed = composeRecord(
      signedOut,
      [row(1, 'visitors.signOut', signOut)],
      MUTATORS,
      TARGET,
    );
    expect(visibleOf(composed ?? undefined)).toEqual(signedOut);
  });

  it('a pending remove hides the record and keeps the server image to restore', () => {
    const pending = [row(1, 'visitors.deleteEntries', { logEntries: [ref] })];
    const hidden = composeRecord(image, pending, MUTATORS, TARGET);
    expect(hidden).toMatchObject({ _removed: true, _pending: 1, _base: image });
    expect(visibleOf(hidden ?? undefined)).toBeUndefined();
    expect(baseOf(hidden ?? undefined)).toEqual(image);
    // Removed on the server too: nothing to keep.
    expect(composeRecord(undefined, pending, MUTATORS, TARGET)).toBeNull();
  });

  it('a pending create shows with no base, and composes on the server echo of itself', () => {
    const person = {
      EntityHierarchy: 'acme#a',
      type: 'VISITOR' as const,
      evtTimeStampProfileID: '1#p',
    };
    const args = {
      userData: [person],
      status: 'SAFE' as const,
      responder: { email: 'm@example.com', name: 'Marshal' },
    };
    const key = evacResponseKey(evacPersonKey(person), 1001, 'id-1');
    const target: RecordTarget = { table: 'evacResponses', key: ['acme#a', key] };
    const pending = [row(1, 'evacuation.markStatus', args, target)];
    const created = composeRecord(undefined, pending, MUTATORS, target);
    expect(created).toMatchObject({
      EntityHierarchy: 'acme#a',
      responseKey: key,
      responseTimestamp: 1001,
      mutationId: 'id-1',
      status: 'SAFE',
      respondedBy: args.responder,
      _base: null,
      _pending: 1,
    });
    expect(baseOf(created ?? undefined)).toBeUndefined();
    const echo: SyncedRecord = {
      ...visibleOf(created ?? undefined)!,
      changeSeq: 30,
      respondedBy: { email: 'x', name: 'X' },
    };
    const rebased = composeRecord(echo, pending, MUTATORS, target);
    expect(visibleOf(rebased ?? undefined)).toEqual(echo);
  });
});
