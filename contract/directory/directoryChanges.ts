import { z } from 'zod';
import { WORKER_FLOW_NATURE } from './directoryOperations.ts';
import { storedPersonFields } from './directoryRecord.ts';

/**
 * The directory's changes as the device queues them (the arguments of the outbox's
 * directory.savePerson and directory.deletePeople, src/sync/mutators/directory.ts): what the
 * user asked, kept until the server applies it, and read back when it refuses it.
 */
export const savePersonArgs = z.object({
  hierarchy: z.string(),
  ProfileId: z.string(),
  /** The stored fields (contract storedFields: optional ones left out when empty). */
  person: storedPersonFields,
  flowTypeRef: z.object({ flowId: z.string(), flowNature: z.literal(WORKER_FLOW_NATURE) }),
  /** True when the person exists (the label says edit). */
  editing: z.boolean(),
});
export type SavePersonArgs = z.infer<typeof savePersonArgs>;

export const deletePeopleArgs = z.object({
  people: z.array(z.object({ hierarchy: z.string(), ProfileId: z.string() })),
});
export type DeletePeopleArgs = z.infer<typeof deletePeopleArgs>;
