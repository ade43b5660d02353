import { markEvacStatusOperation } from './markStatus.ts';
import { updateEvacActivationOperation } from './activation.ts';

/** The evacuation area's operations (listed in DEFINED_OPERATIONS). */
export const EVACUATION_OPERATIONS = [
  markEvacStatusOperation,
  updateEvacActivationOperation,
] as const;

export * from './markStatus.ts';
export * from './activation.ts';
