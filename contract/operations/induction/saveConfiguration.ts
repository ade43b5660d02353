import { z } from 'zod';
import { saveInductionConfigurationRequest, savedInductionConfiguration } from '../../induction.ts';
import { VIDEO_CHANNELS } from '../../inductionConfig.ts';
import { defineOperation } from '../defineOperation.ts';
import { inductionConfigurationChange } from './inductionAccess.ts';

/**
 * A location's induction configuration saved (spec/visitors.md §4, §7): the server applies the
 * video rules to the stored configuration and refuses a save based on an outdated one (409
 * INDUCTION_CONFIGURATION_OUTDATED), so online only (server/api/handlers/induction.ts).
 */
export const saveInductionConfigurationOperation = defineOperation({
  name: 'inductionOperations/saveInductionConfiguration',
  request: saveInductionConfigurationRequest,
  response: savedInductionConfiguration.extend({
    /** Videos copied to a new version by this save (visitors.md §4). */
    copiedVideos: z.array(
      z.object({ channel: z.enum(VIDEO_CHANNELS), from: z.number(), to: z.number() }),
    ),
  }),
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  policy: inductionConfigurationChange,
});
