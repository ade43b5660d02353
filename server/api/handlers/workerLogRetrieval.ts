import { workerLogRecord } from '../../../contract/familyRecords.ts';
import { OPEN_END } from '../../../contract/primitives.ts';
import type { OperationContext, OperationHandler } from '../operationTypes.ts';
import { asCallerMayRead } from '../records/hostRollCallView.ts';
import { readRecordWindow } from '../records/readRecords.ts';
import { familyRetrieval } from './familyRetrieval.ts';

const OPERATION = 'workerLogOperations/employeeLogRetrieval';

interface ItemKeysBody {
  getItemKeys: { EntityHierarchy: string; evtTimeStampProfileID: string }[];
}

const byQuery = familyRetrieval({ operation: OPERATION, family: 'workerLog' });

/**
 * employeeLogRetrieval (spec/workers.md §7): the generic family retrieval for a query, or the
 * events named by `getItemKeys` (live ones only; each key's location was checked by the access
 * policy before this runs), any time, with the cursor of the same snapshot.
 */
async function byItemKeys(context: OperationContext, { getItemKeys }: ItemKeysBody) {
  const keys = getItemKeys.map((key) => ({
    hierarchy: key.EntityHierarchy,
    key: key.evtTimeStampProfileID,
  }));
  const window = await readRecordWindow(context.sql, 'workerLog', {
    hierarchies: [...new Set(keys.map((key) => key.hierarchy))],
    beginTime: 0,
    endTime: OPEN_END,
    keys,
  });
  // Stored images were written from validated requests; parsed here so the answer is typed.
  const stored = window.items.map((item) => workerLogRecord.parse(item));
  const Items = await asCallerMayRead(context.sql, context.caller, 'workerLog', stored);
  return { key: 'LOG_RETRIEVED' as const, Items, removed: [], cursor: window.cursor };
}

export const employeeLogRetrieval: OperationHandler<typeof OPERATION> = (context, body) =>
  'getItemKeys' in body ? byItemKeys(context, body) : byQuery(context, body);
