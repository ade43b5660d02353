import { useCallback } from 'react';
import { adjustedKey, workerEventKey } from '../../../../contract/transitions/workerCorrections.ts';
import type { WorkerLogRecord } from '../../../../contract/workerCorrections.ts';
import { recordTable, useDatabase, useMutator, useSessionUser } from '../../../kit/index.ts';
import type { CorrectionKind, CorrectionValues, PairEvents } from './correctionForm.ts';
import { fromLocalInput } from './localTime.ts';

/** The result of asking for a correction: queued, or refused here before queueing. */
export type CorrectionOutcome = 'queued' | 'exists' | 'invalid';

/** The keys a correction would create at the pair's location (to check for taken ones). */
function createdKeys(kind: CorrectionKind, event: WorkerLogRecord, times: number[]): string[] {
  if (kind === 'adjustIn' || kind === 'adjustOut') {
    const key = adjustedKey(event, times[0] ?? 0);
    return key === null ? [] : [key];
  }
  if (kind === 'createOut' || kind === 'createPair') {
    return times.map((time) => workerEventKey(time, event.ProfileId));
  }
  return [];
}

/** The event a correction of the pair acts on. */
export function correctedEvent(kind: CorrectionKind, pair: PairEvents) {
  if (kind === 'adjustOut') return pair.clockOut;
  if (kind === 'comment' || kind === 'createPair') return pair.clockIn ?? pair.clockOut;
  return pair.clockIn;
}

/** The event as the server has it: without this device's bookkeeping (kept out of the outbox). */
export function wireEvent(event: WorkerLogRecord): WorkerLogRecord {
  const { _base: _b, _pending: _p, _invalid: _i, _removed: _r, ...wire } = event;
  return wire;
}

/**
 * Queues a correction as its mutator (offline-capable), with the signed-in user as its author.
 * A time this device already holds an event at is refused here at once ('exists'): the server
 * would refuse it too, and offline the user learns it now rather than later.
 */
export function useSubmitCorrection(): (
  kind: CorrectionKind,
  pair: PairEvents,
  values: CorrectionValues,
) => Promise<CorrectionOutcome> {
  const mutate = useMutator();
  const db = useDatabase();
  const user = useSessionUser();
  return useCallback(
    async (kind, pair, values) => {
      const event = correctedEvent(kind, pair);
      if (!event) return 'invalid';
      const times = [values.first, values.second]
        .map(fromLocalInput)
        .filter((time): time is number => time !== null);
      const keys = createdKeys(kind, event, times);
      const taken = await recordTable(db, 'workerLog').bulkGet(
        keys.map((key): [string, string] => [event.EntityHierarchy, key]),
      );
      if (taken.some((record) => record !== undefined && record._removed !== true)) {
        return 'exists';
      }
      const base = {
        event: wireEvent(event),
        correctionComment: values.comment,
        author: { user: user.name, email: user.email },
      };
      const [first, second] = times;
      switch (kind) {
        case 'convert':
          await mutate('workers.convertToClockOut', base);
          break;
        case 'comment':
          await mutate('workers.addComment', base);
          break;
        case 'adjustIn':
        case 'adjustOut':
          if (first === undefined) return 'invalid';
          await mutate('workers.adjustClockTime', { ...base, newEvtTimeStamp: first });
          break;
        case 'createOut':
          if (first === undefined) return 'invalid';
          await mutate('workers.createClockOut', { ...base, clockOutTimeStamp: first });
          break;
        case 'createPair':
          if (first === undefined || second === undefined) return 'invalid';
          await mutate('workers.createShiftPair', {
            ...base,
            clockInTimeStamp: first,
            clockOutTimeStamp: second,
          });
          break;
      }
      return 'queued';
    },
    [mutate, db, user],
  );
}

/** Links a badge number to a worker log entry (a mutator, offline-capable). */
export function useCaptureBadgeNumber(): (
  event: WorkerLogRecord,
  badgeNumber: string,
) => Promise<void> {
  const mutate = useMutator();
  return useCallback(
    (event, badgeNumber) =>
      mutate('workers.captureBadgeNumber', { event: wireEvent(event), badgeNumber }),
    [mutate],
  );
}
