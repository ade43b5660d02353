import { saveInductionVideoRequest, savedInductionConfiguration } from '../../induction.ts';
import { defineOperation } from '../defineOperation.ts';
import { inductionConfigurationChange } from './inductionAccess.ts';

/**
 * A channel's induction video saved or disabled (spec/visitors.md §4, §7): the server applies
 * the video rules to the stored configuration, so online only (server/api/handlers/induction.ts).
 */
export const saveInductionVideoOperation = defineOperation({
  name: 'inductionOperations/saveInductionVideo',
  request: saveInductionVideoRequest,
  response: savedInductionConfiguration,
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  policy: inductionConfigurationChange,
});
