import { useRef } from 'react';
import { needsFieldRefresh } from '../../../contract/customFieldErrors.ts';
import type { CustomField, CustomFieldProcessorRequest } from '../../../contract/customFields.ts';
import {
  refusalKey,
  useApiClient,
  useConfigurationRefresh,
  useOnlineOperation,
} from '../../kit/index.ts';
import { useCustomFieldErrorText } from './errorMessages.ts';

function hasStatus(error: unknown): boolean {
  return error instanceof Error && 'status' in error && typeof error.status === 'number';
}

export interface FieldOperationCallbacks {
  /** After success: the field as the server answered it (the list is updated with it). */
  onProcessed: (field: CustomField) => void;
  /** A refusal that means the list is outdated: the Refresh Fields modal (spec §8). */
  onOutdated: (message: string) => void;
}

/**
 * customFieldProcessor, online only. Success updates the list (onProcessed) and fetches the
 * configuration again, so this device's forms learn the change. A refusal is shown with the
 * catalogue's message (state failed), or for the four outdated-list keys by onOutdated. One
 * Idempotency-Key per attempt (`attempt`), so a retry after a lost answer changes nothing twice.
 */
export function useCustomFieldOperation(callbacks: FieldOperationCallbacks) {
  const api = useApiClient();
  const refreshConfiguration = useConfigurationRefresh();
  const errorText = useCustomFieldErrorText();
  const latest = useRef(callbacks);
  latest.current = callbacks;
  return useOnlineOperation(
    async (request: CustomFieldProcessorRequest, attempt: string): Promise<CustomField> => {
      let field: CustomField;
      try {
        const answer = await api.call('provisioningOperations/customFieldProcessor', request, {
          idempotencyKey: attempt,
        });
        field = answer.fieldResult;
      } catch (error) {
        const key = refusalKey(error);
        if (key === undefined && !hasStatus(error)) throw error;
        const message = errorText(key);
        if (needsFieldRefresh(key)) latest.current.onOutdated(message);
        throw new Error(message);
      }
      latest.current.onProcessed(field);
      void refreshConfiguration().catch(() => undefined);
      return field;
    },
  );
}
