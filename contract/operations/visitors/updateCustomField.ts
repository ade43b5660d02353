import { withCustomFieldValue } from '../../transitions/visitorLogUpdates.ts';
import { updateVisitorCustomFieldValueRequest } from '../../visitorLogUpdates.ts';
import { visitorRecordUpdate } from '../accessRequirements.ts';
import { answeredBy, defineOperation } from '../defineOperation.ts';
import { eventTimingEntry } from './visitorTargets.ts';

/**
 * Sets or clears one custom field's value on a visitor log record (spec/visitors.md §7); an
 * unknown record refuses the call.
 */
export const updateVisitorCustomFieldOperation = defineOperation({
  name: 'visitorLogOperations/updateVisitorCustomFieldValue',
  request: updateVisitorCustomFieldValueRequest,
  ...answeredBy('CUSTOM_FIELD_VALUE_UPDATED'),
  mutates: true,
  policy: visitorRecordUpdate,
  records: {
    ...eventTimingEntry,
    apply: (current, _target, { customFieldUpdate }) =>
      withCustomFieldValue(current, customFieldUpdate.fieldId, customFieldUpdate.value),
  },
});
