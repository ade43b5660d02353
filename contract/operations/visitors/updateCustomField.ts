import { z } from 'zod';
import { withCustomFieldValue } from '../../transitions/visitorLogUpdates.ts';
import { updateVisitorCustomFieldValueRequest } from '../../visitorLogUpdates.ts';
import { visitorRecordUpdate } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';
import { visitorTargets } from './visitorTargets.ts';

/**
 * Sets or clears one custom field's value on a visitor log record (spec/visitors.md §7); an
 * unknown record refuses the call.
 */
export const updateVisitorCustomFieldOperation = defineOperation({
  name: 'visitorLogOperations/updateVisitorCustomFieldValue',
  request: updateVisitorCustomFieldValueRequest,
  response: z.object({ key: z.literal('CUSTOM_FIELD_VALUE_UPDATED') }),
  mutates: true,
  successKeys: ['CUSTOM_FIELD_VALUE_UPDATED'],
  policy: visitorRecordUpdate,
  records: {
    family: 'visitorLog',
    missing: 'refuse',
    targets: (request) => visitorTargets([request.eventTiming]),
    apply: (current, _target, { customFieldUpdate }) =>
      withCustomFieldValue(current, customFieldUpdate.fieldId, customFieldUpdate.value),
  },
});
