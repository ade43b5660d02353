import { captureInductionCompletionOperation } from './captureCompletion.ts';
import { retrieveInductionConfigurationOperation } from './retrieveConfiguration.ts';
import { saveInductionConfigurationOperation } from './saveConfiguration.ts';
import { saveInductionVideoOperation } from './saveVideo.ts';

/** The induction configuration area's operations (listed in DEFINED_OPERATIONS). */
export const INDUCTION_OPERATIONS = [
  retrieveInductionConfigurationOperation,
  saveInductionConfigurationOperation,
  saveInductionVideoOperation,
  captureInductionCompletionOperation,
] as const;

export * from './captureCompletion.ts';
export * from './retrieveConfiguration.ts';
export * from './saveConfiguration.ts';
export * from './saveVideo.ts';
