import { z } from 'zod';
import { withAssetSerialNumber } from '../../transitions/visitorLogUpdates.ts';
import { updateAssetSerialNumberRequest } from '../../visitorLogUpdates.ts';
import { visitorRecordUpdate } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';
import { visitorTargets } from './visitorTargets.ts';

/**
 * Saves a visitor's asset serial number (spec/visitors.md §5); an unknown record refuses the
 * call. An empty or unchanged number leaves the record as it is; the server refuses it besides
 * (400 ASSET_SERIAL_NUMBER_NOT_UPDATED, its check).
 */
export const updateVisitorAssetSerialOperation = defineOperation({
  name: 'visitorLogOperations/updateAssetSerialNumber',
  request: updateAssetSerialNumberRequest,
  response: z.object({ key: z.literal('ASSET_SERIAL_NUMBER_UPDATED') }),
  mutates: true,
  successKeys: ['ASSET_SERIAL_NUMBER_UPDATED'],
  policy: visitorRecordUpdate,
  records: {
    family: 'visitorLog',
    missing: 'refuse',
    targets: (request) => visitorTargets([request.eventTiming]),
    apply: (current, _target, { assetSerialNumberUpdate }) =>
      withAssetSerialNumber(current, assetSerialNumberUpdate.assetSerialNumber),
  },
});
