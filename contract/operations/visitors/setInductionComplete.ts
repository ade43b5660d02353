import { setInductionCompleteRequest } from '../../visitorLogUpdates.ts';
import { visitorRecordUpdate } from '../accessRequirements.ts';
import { answeredBy, defineOperation } from '../defineOperation.ts';

/**
 * Records a screening-room induction on a visitor's log entry (spec/visitors.md §2, §7). Online
 * only: the server checks the version against the screening room's configuration and writes the
 * induction completion beside it (its handler), so the definition has no record write.
 */
export const setInductionCompleteOperation = defineOperation({
  name: 'visitorLogOperations/setInductionCompleteInScreeningRoom',
  request: setInductionCompleteRequest,
  ...answeredBy('INDUCTION_UPDATED'),
  mutates: true,
  policy: { ...visitorRecordUpdate, connectivity: 'onlineOnly' },
});
