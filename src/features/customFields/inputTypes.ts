import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CustomFieldInputType } from '../../../contract/customFields.ts';

export const INPUT_TYPE_LABELS: Record<CustomFieldInputType, MessageDescriptor> = {
  text: msg`Text`,
  staticDropDownListSingleSelect: msg`Drop-down list (single select)`,
  staticDropDownListMultiSelect: msg`Drop-down list (multi select)`,
};
