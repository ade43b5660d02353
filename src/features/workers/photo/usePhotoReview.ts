import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { WorkerLogRecord } from '../../../../contract/workerCorrections.ts';
import { useApiClient, useOnlineOperation } from '../../../kit/index.ts';
import { startOfLocalDay } from '../corrections/localTime.ts';

/** A review of an event's photo (spec/workers.md §4 "Biometric image review"). */
export type PhotoReview = 'accept' | 'reject' | 'removeReference';

const ref = (event: WorkerLogRecord) => ({
  EntityHierarchy: event.EntityHierarchy,
  evtTimeStampProfileID: event.evtTimeStampProfileID,
});

function imageKeyOf(event: WorkerLogRecord): string {
  return typeof event.s3ImageKey === 'string' ? event.s3ImageKey : '';
}

/** A refusal of the server (it has a result key), as opposed to a failed connection. */
function isRefusal(error: unknown): error is Error & { key: string } {
  return error instanceof Error && 'key' in error && typeof error.key === 'string';
}

/** Whether the event has a log image to review. */
export function hasPhoto(event: WorkerLogRecord | undefined): event is WorkerLogRecord {
  return event !== undefined && imageKeyOf(event) !== '';
}

/**
 * Accept or reject a log image, or remove the worker's reference image: online only (the images
 * are the server's). The answer carries the worker's events of the day; the pairs redraw from
 * the change events the sync engine applies, so nothing is written here.
 */
export function usePhotoReview() {
  const api = useApiClient();
  const { t } = useLingui();
  const [lastReview, setLastReview] = useState<PhotoReview | null>(null);
  const operation = useOnlineOperation(async (review: PhotoReview, event: WorkerLogRecord) => {
    setLastReview(review);
    const dateToReturn = startOfLocalDay(event.evtTimeStamp);
    try {
      if (review === 'accept') {
        const answer = await api.call('workerBiometricOperations/acceptLogImage', {
          ...ref(event),
          dateToReturn,
        });
        return answer.returnLogs;
      }
      if (review === 'reject') {
        const answer = await api.call('workerBiometricOperations/rejectLogImage', {
          workerDetails: { ...ref(event), dateToReturn },
        });
        return answer.rejectedLogs;
      }
      const answer = await api.call('workerBiometricOperations/removeReferenceImage', {
        ...ref(event),
        ProfileId: event.ProfileId,
        s3ImageKey: imageKeyOf(event),
        dateToReturn,
      });
      return answer.returnLogs;
    } catch (error) {
      // Only a refusal is explained here; a lost connection stays one (needs-connection).
      if (!isRefusal(error)) throw error;
      const failed = {
        accept: t`The image could not be accepted.`,
        reject: t`The image could not be rejected.`,
        removeReference: t`The reference image could not be removed.`,
      }[review];
      throw new Error(`${failed} ${error.message}`);
    }
  });
  return { ...operation, lastReview };
}
