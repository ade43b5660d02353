import { withPersonalIdentificationNr } from '../../transitions/visitorLogUpdates.ts';
import { updatePersonalIdentificationNrRequest } from '../../visitorLogUpdates.ts';
import { visitorRecordUpdate } from '../accessRequirements.ts';
import { answeredBy, defineOperation } from '../defineOperation.ts';
import { eventTimingEntry } from './visitorTargets.ts';

/**
 * Saves a visitor's ID / passport number, marked as checked (spec/visitors.md §5); an unknown
 * record refuses the call. An empty or unchanged number leaves the record as it is; the server
 * refuses it besides (400 ID_NOT_UPDATED, its check).
 */
export const updateVisitorIdNumberOperation = defineOperation({
  name: 'visitorLogOperations/updatePersonalIdentificationNr',
  request: updatePersonalIdentificationNrRequest,
  ...answeredBy('ID_CHECKED'),
  mutates: true,
  policy: visitorRecordUpdate,
  records: {
    ...eventTimingEntry,
    apply: (current, _target, { idUpdate }) =>
      withPersonalIdentificationNr(current, idUpdate.personalIdentificationNr),
  },
});
