import { z } from 'zod';
import { withPersonalIdentificationNr } from '../../transitions/visitorLogUpdates.ts';
import { updatePersonalIdentificationNrRequest } from '../../visitorLogUpdates.ts';
import { visitorRecordUpdate } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';
import { visitorTargets } from './visitorTargets.ts';

/**
 * Saves a visitor's ID / passport number, marked as checked (spec/visitors.md §5); an unknown
 * record refuses the call. An empty or unchanged number leaves the record as it is; the server
 * refuses it besides (400 ID_NOT_UPDATED, its check).
 */
export const updateVisitorIdNumberOperation = defineOperation({
  name: 'visitorLogOperations/updatePersonalIdentificationNr',
  request: updatePersonalIdentificationNrRequest,
  response: z.object({ key: z.literal('ID_CHECKED') }),
  mutates: true,
  successKeys: ['ID_CHECKED'],
  policy: visitorRecordUpdate,
  records: {
    family: 'visitorLog',
    missing: 'refuse',
    targets: (request) => visitorTargets([request.eventTiming]),
    apply: (current, _target, { idUpdate }) =>
      withPersonalIdentificationNr(current, idUpdate.personalIdentificationNr),
  },
});
