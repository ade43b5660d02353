import {
  addLogCommentRequest,
  adjustClockTimeRequest,
  adjustedEvent,
  adjustedKey,
  CLOCK_EVENT_EXISTS,
  CLOCK_EVENT_EXISTS_MESSAGE,
  type Correction,
  commentedEvent,
  isSeenVersion,
  LOG_ITEM_OUTDATED_MESSAGE,
  PROCESS_INSTANCE_OBSOLETE,
} from '../../../contract/index.ts';
import type { StoredRecord } from './inMemoryServer.ts';

/**
 * The in-memory server's worker log corrections (adjust a time, add a comment): the contract's
 * transitions and refusals, as server/api/handlers/workerCorrections.ts applies them.
 */

interface Answer {
  status: number;
  body: unknown;
}

/** What of the in-memory server the corrections use. */
export interface WorkerLogStore {
  recordOf(family: 'workerLog', hierarchy: string, key: string): StoredRecord | undefined;
  writeRecord(family: 'workerLog', record: StoredRecord): StoredRecord;
  removeRecord(family: 'workerLog', hierarchy: string, key: string): void;
  clock: number;
}

const refused = (status: number, key: string, message: string): Answer => ({
  status,
  body: { key, message },
});
const invalid = (message: string) => refused(400, 'VALIDATION_FAILED', message);
const author = { user: 'Admin', email: 'admin@example.com' };

function correction(body: { mutationId: string; correctionComment: string }, now: number) {
  const made: Correction = {
    correctionId: body.mutationId,
    comment: body.correctionComment,
    ...author,
    now,
  };
  return made;
}

const processed = (changes: { EntityHierarchy: string; key: string; change: string }[]) => ({
  status: 200,
  body: {
    key: 'OPERATION_PROCESSED',
    transactionResult: changes.map(({ EntityHierarchy, key, change }) => ({
      EntityHierarchy,
      evtTimeStampProfileID: key,
      change,
    })),
  },
});

/** The answer to a worker log correction, or null when `operation` is not one of these. */
export function handleWorkerCorrection(
  store: WorkerLogStore,
  operation: string,
  body: unknown,
): Answer | null {
  if (operation === 'workerLogOperations/adjustClockTime') {
    const req = adjustClockTimeRequest.safeParse(body);
    if (!req.success) return invalid(req.error.message);
    const { EntityHierarchy, evtTimeStampProfileID } = req.data;
    const source = store.recordOf('workerLog', EntityHierarchy, evtTimeStampProfileID);
    if (!source)
      return refused(404, 'RECORD_NOT_FOUND', `No workerLog record ${evtTimeStampProfileID}`);
    if (!isSeenVersion(source, req.data)) {
      return refused(409, PROCESS_INSTANCE_OBSOLETE, LOG_ITEM_OUTDATED_MESSAGE);
    }
    const newKey = adjustedKey(source, req.data.newEvtTimeStamp);
    if (newKey === null || newKey === evtTimeStampProfileID) return invalid('same time');
    if (store.recordOf('workerLog', EntityHierarchy, newKey)) {
      return refused(409, CLOCK_EVENT_EXISTS, CLOCK_EVENT_EXISTS_MESSAGE);
    }
    const moved = adjustedEvent(
      source,
      req.data.newEvtTimeStamp,
      correction(req.data, store.clock),
    );
    store.removeRecord('workerLog', EntityHierarchy, evtTimeStampProfileID);
    store.writeRecord('workerLog', moved);
    return processed([
      { EntityHierarchy, key: evtTimeStampProfileID, change: 'REMOVE' },
      { EntityHierarchy, key: newKey, change: 'INSERT' },
    ]);
  }
  if (operation === 'workerLogOperations/addLogComment') {
    const req = addLogCommentRequest.safeParse(body);
    if (!req.success) return invalid(req.error.message);
    const { EntityHierarchy, evtTimeStampProfileID } = req.data;
    const current = store.recordOf('workerLog', EntityHierarchy, evtTimeStampProfileID);
    if (!current)
      return refused(404, 'RECORD_NOT_FOUND', `No workerLog record ${evtTimeStampProfileID}`);
    if (!isSeenVersion(current, req.data)) {
      return refused(409, PROCESS_INSTANCE_OBSOLETE, LOG_ITEM_OUTDATED_MESSAGE);
    }
    const next = commentedEvent(current, correction(req.data, store.clock));
    if (next && next !== current) store.writeRecord('workerLog', next);
    return processed([{ EntityHierarchy, key: evtTimeStampProfileID, change: 'MODIFY' }]);
  }
  return null;
}
