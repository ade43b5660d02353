import { z } from 'zod';
import { workerLogRecord } from '../../familyRecords.ts';
import {
  acceptedLogImage,
  hasLogImage,
  referenceImageRemovedFrom,
  rejectedLogImage,
} from '../../transitions/workerBiometrics.ts';
import {
  acceptLogImageRequest,
  rejectLogImageRequest,
  removeReferenceImageRequest,
} from '../../workerBiometrics.ts';
import { IMAGE_ACCEPTED, NO_IMAGE, REF_IMAGE_REMOVED, REJECT_SUCCESS } from '../../workerKeys.ts';
import { workerImageReview } from '../accessRequirements.ts';
import { defineOperation, type RecordImage, type Refusal } from '../defineOperation.ts';
import { eventRef } from './correctionTargets.ts';

/**
 * Photo review of the worker log (spec/workers.md §4, §7): online only (the images are the
 * server's); each answer carries the worker's events of the day (the server's handler reads
 * them). An unknown entry refuses the call (404).
 */

const logs = z.array(workerLogRecord);

/** 409 NO_IMAGE for an entry without a log image to review. */
const noImageRefusal = (current: RecordImage | undefined): Refusal | null =>
  current && !hasLogImage(current)
    ? { status: 409, key: NO_IMAGE, message: 'The log entry has no image to review' }
    : null;

export const acceptLogImageOperation = defineOperation({
  name: 'workerBiometricOperations/acceptLogImage',
  request: acceptLogImageRequest,
  response: z.object({ key: z.literal(IMAGE_ACCEPTED), returnLogs: logs }),
  mutates: true,
  successKeys: [IMAGE_ACCEPTED],
  policy: { ...workerImageReview, targets: (body) => [body.EntityHierarchy] },
  records: {
    family: 'workerLog',
    missing: 'refuse',
    targets: (request) => [eventRef(request)],
    refusal: noImageRefusal,
    apply: acceptedLogImage,
  },
});

export const rejectLogImageOperation = defineOperation({
  name: 'workerBiometricOperations/rejectLogImage',
  request: rejectLogImageRequest,
  response: z.object({ key: z.literal(REJECT_SUCCESS), rejectedLogs: logs }),
  mutates: true,
  successKeys: [REJECT_SUCCESS],
  policy: { ...workerImageReview, targets: (body) => [body.workerDetails.EntityHierarchy] },
  records: {
    family: 'workerLog',
    missing: 'refuse',
    targets: (request) => [eventRef(request.workerDetails)],
    refusal: noImageRefusal,
    apply: rejectedLogImage,
  },
});

/**
 * Removes the worker's reference image: the event marked here; the directory person's image is
 * cleared by the server's handler (another family). The event must be the worker's named (409
 * NO_IMAGE otherwise).
 */
export const removeReferenceImageOperation = defineOperation({
  name: 'workerBiometricOperations/removeReferenceImage',
  request: removeReferenceImageRequest,
  response: z.object({ key: z.literal(REF_IMAGE_REMOVED), returnLogs: logs }),
  mutates: true,
  successKeys: [REF_IMAGE_REMOVED],
  policy: { ...workerImageReview, targets: (body) => [body.EntityHierarchy] },
  records: {
    family: 'workerLog',
    missing: 'refuse',
    targets: (request) => [eventRef(request)],
    refusal: (current, _target, request) =>
      current && current.ProfileId !== request.ProfileId
        ? {
            status: 409,
            key: NO_IMAGE,
            message: `${request.evtTimeStampProfileID} is not ${request.ProfileId}'s`,
          }
        : null,
    apply: referenceImageRemovedFrom,
  },
});
