import { NOT_HOST } from '../accessRequirements.ts';

/**
 * The induction configuration (visitors.md §6): read by whoever reads the induction log (its
 * statuses need it), never a HOST (no induction features); changed only by induction
 * administrators (amInductionAdmin), at a location of the organisation where the induction log
 * is on. Online only: the server applies the video rules to the stored configuration.
 */
export const inductionRead = {
  roles: NOT_HOST,
  accountFlags: [],
  module: 'induction',
  features: ['inductionLog'],
  connectivity: 'onlineOnly',
} as const;

export const inductionConfigurationChange = {
  ...inductionRead,
  accountFlags: ['amInductionAdmin'],
  targets: (body: { EntityHierarchy: string }) => [body.EntityHierarchy],
  targetsMustExist: true,
} as const;
