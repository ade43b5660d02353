import { withAssetSerialNumber } from '../../transitions/visitorLogUpdates.ts';
import { updateAssetSerialNumberRequest } from '../../visitorLogUpdates.ts';
import { visitorRecordUpdate } from '../accessRequirements.ts';
import { answeredBy, defineOperation } from '../defineOperation.ts';
import { eventTimingEntry } from './visitorTargets.ts';

/**
 * Saves a visitor's asset serial number (spec/visitors.md §5); an unknown record refuses the
 * call. An empty or unchanged number leaves the record as it is; the server refuses it besides
 * (400 ASSET_SERIAL_NUMBER_NOT_UPDATED, its check).
 */
export const updateVisitorAssetSerialOperation = defineOperation({
  name: 'visitorLogOperations/updateAssetSerialNumber',
  request: updateAssetSerialNumberRequest,
  ...answeredBy('ASSET_SERIAL_NUMBER_UPDATED'),
  mutates: true,
  policy: visitorRecordUpdate,
  records: {
    ...eventTimingEntry,
    apply: (current, _target, { assetSerialNumberUpdate }) =>
      withAssetSerialNumber(current, assetSerialNumberUpdate.assetSerialNumber),
  },
});
