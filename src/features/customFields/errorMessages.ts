import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import {
  type CustomFieldErrorKey,
  customFieldErrorMessage,
} from '../../../contract/customFieldErrors.ts';

/** A refusal key of customFieldProcessor as the user reads it (spec §8, in their language). */
export function useCustomFieldErrorText(): (key: string | undefined) => string {
  const { t } = useLingui();
  return useCallback(
    (key) => {
      if (!key) return t`The operation failed`;
      return customFieldErrorMessage(key, (known: CustomFieldErrorKey) => {
        switch (known) {
          case 'DUPLICATE_DISABLED_FIELD':
            return t`There is an existing disabled field with this field name, delete or re-enable the existing field to continue.`;
          case 'DUPLICATE_ACTIVE_FIELD':
            return t`The field already exists.`;
          case 'FIELD_INSTANCE_OBSOLETE':
            return t`The field has changed since last operation.`;
          case 'CONSUMED_FIELD_CHANGE_WITHOUT_UNLOCK':
            return t`The field has been consumed since last operation.`;
          case 'EDIT_NON_EXISTING_FIELD':
            return t`The field has been delete since last operation.`;
          case 'NO_UPDATE_RECEIVED':
            return t`Nothing has changed.`;
          case 'NO_CONSUMERS_FOUND':
            return t`The field was unlocked but not consumed by any flows or notifications.`;
        }
      });
    },
    [t],
  );
}
