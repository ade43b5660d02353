import { z } from 'zod';
import { visitorKeyRef } from '../../visitorKeys.ts';
import { visitorLogChange } from '../accessRequirements.ts';
import { answeredBy, defineOperation } from '../defineOperation.ts';
import { visitorTargets } from './visitorTargets.ts';

export const deleteLogEntriesRequest = z.object({
  logEntries: z.array(visitorKeyRef).min(1).max(500),
});
export type DeleteLogEntriesRequest = z.infer<typeof deleteLogEntriesRequest>;

/** Removes visitor log entries (spec/visitors.md §7); entries already removed are skipped. */
export const deleteLogEntriesOperation = defineOperation({
  name: 'visitorLogOperations/deleteLogEntries',
  request: deleteLogEntriesRequest,
  ...answeredBy('ENTRIES_DELETED'),
  mutates: true,
  policy: {
    ...visitorLogChange,
    targets: (body) => body.logEntries.map((ref) => ref.EntityHierarchy),
  },
  records: {
    family: 'visitorLog',
    missing: 'pass',
    targets: (request) => visitorTargets(request.logEntries),
    apply: () => null,
  },
});
