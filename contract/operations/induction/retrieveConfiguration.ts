import { z } from 'zod';
import {
  locationInductionConfiguration,
  retrieveInductionConfigurationRequest,
} from '../../induction.ts';
import { INDUCTION_CONFIGURATION_RETRIEVED } from '../../inductionConfig.ts';
import { defineOperation } from '../defineOperation.ts';
import { inductionRead } from './inductionAccess.ts';

/**
 * The induction configuration in force at each named location (spec/visitors.md §7, "paths not
 * shown"): its own, its nearest ancestor's or the defaults.
 */
export const retrieveInductionConfigurationOperation = defineOperation({
  name: 'inductionOperations/retrieveInductionConfiguration',
  request: retrieveInductionConfigurationRequest,
  response: z.object({
    key: z.literal(INDUCTION_CONFIGURATION_RETRIEVED),
    configurations: z.array(locationInductionConfiguration),
  }),
  mutates: false,
  successKeys: [INDUCTION_CONFIGURATION_RETRIEVED],
  policy: { ...inductionRead, targets: (body) => body.hierarchies },
});
