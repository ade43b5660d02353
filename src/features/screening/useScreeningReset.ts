import { useLingui } from '@lingui/react/macro';
import { PROCESS_INSTANCE_OBSOLETE } from '../../../contract/workerKeys.ts';
import { refusalKey, useApiClient, useOnlineOperation } from '../../kit/index.ts';
import { resultOf, type ScreeningRecord } from './screeningRows.ts';

/** What the administrator asks for: reset a failed screening, or delete the instance. */
export type ScreeningAction = 'reset' | 'delete';

export interface ScreeningActionInput {
  action: ScreeningAction;
  record: ScreeningRecord;
  resetNote: string;
  shouldDeleteToken: boolean;
}

/**
 * preScreeningAdminResetFailedScreening (spec/workers.md §4, §7, §8): online only, with the lmt
 * the administrator saw. The item is replaced or removed by the change event the sync engine
 * applies (live, in every open browser); failures carry the spec's messages.
 */
export function useScreeningReset() {
  const api = useApiClient();
  const { t } = useLingui();
  return useOnlineOperation(async (input: ScreeningActionInput): Promise<ScreeningAction> => {
    const { record } = input;
    try {
      await api.call('preScreeningOperations/preScreeningAdminResetFailedScreening', {
        resetOperation: {
          EntityHierarchy: record.EntityHierarchy,
          preScreeningDateProfileID: record.preScreeningDateProfileID,
          lmt: record.lmt,
          resetNote: input.resetNote.trim(),
          shouldDeleteInstance: input.action === 'delete',
          screeningStatus: resultOf(record),
          shouldDeleteToken: input.shouldDeleteToken,
        },
      });
      return input.action;
    } catch (error) {
      const key = refusalKey(error);
      if (key === undefined) throw error;
      if (key === PROCESS_INSTANCE_OBSOLETE) {
        throw new Error(t`The log item is outdated - please refresh the log and try again`);
      }
      throw new Error(
        t`We had an issue resetting the screening status. Please try again or contact support.`,
      );
    }
  });
}
