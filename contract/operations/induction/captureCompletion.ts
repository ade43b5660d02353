import { z } from 'zod';
import { captureInductionCompletionRequest } from '../../induction.ts';
import { defineOperation } from '../defineOperation.ts';
import { inductionConfigurationChange } from './inductionAccess.ts';

/**
 * induction/capture (spec/visitors.md §2 names the route only): an induction done outside the
 * product's channels, recorded by an induction administrator. Online only: the server stores it
 * at the version the channel has at the location at that moment
 * (server/api/handlers/induction.ts).
 */
export const captureInductionCompletionOperation = defineOperation({
  name: 'inductionOperations/captureInductionCompletion',
  request: captureInductionCompletionRequest,
  response: z.object({
    key: z.literal('INDUCTION_UPDATED'),
    evtTimeStampProfileID: z.string(),
    version: z.number(),
  }),
  mutates: true,
  successKeys: ['INDUCTION_UPDATED'],
  policy: inductionConfigurationChange,
});
