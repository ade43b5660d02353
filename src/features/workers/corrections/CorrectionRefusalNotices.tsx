import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import {
  CLOCK_EVENT_EXISTS_MESSAGE,
  LOG_ITEM_OUTDATED_MESSAGE,
} from '../../../../contract/workerKeys.ts';
import { useRefusalNotices } from '../../../kit/index.ts';
import { CORRECTION_MUTATOR_NAMES } from './mutatorNames.ts';

/**
 * The reason of a refused correction in the user's language: the spec's messages (workers.md §8)
 * for a taken time and an outdated log item, the generic one otherwise.
 */
export function useCorrectionReason(): (serverMessage: string | undefined) => string {
  const { t } = useLingui();
  return useCallback(
    (serverMessage: string | undefined) => {
      if (serverMessage === CLOCK_EVENT_EXISTS_MESSAGE) {
        return t`A clock in/out for the specified dates/times already exists - please correct your entries`;
      }
      if (serverMessage === LOG_ITEM_OUTDATED_MESSAGE) {
        return t`The log item is outdated - please refresh the log and try again`;
      }
      return t`We had an issue applying the correction. Please try again or contact support.`;
    },
    [t],
  );
}

/**
 * Announces each correction the server refuses while the page is open (a correction queued
 * offline is judged when it arrives), with the spec's message. Mount once per page (the worker
 * log), not per row. The refused change stays in the sync indicator's "not applied" list.
 */
export function CorrectionRefusalNotices() {
  const { t } = useLingui();
  useRefusalNotices(CORRECTION_MUTATOR_NAMES, t`Correction not applied`, useCorrectionReason());
  return null;
}
