import { z } from 'zod';
import { versionFields } from '../records.ts';
import type { DirectoryField } from './fields.ts';

const text = z.string().optional();
const list = z.array(z.string()).optional();

/** The row rules' fields (personRules.ts) as stored: each optional (left out when empty). */
const personFields = {
  firstName: text,
  lastName: text,
  personalIdentificationNr: text,
  alternatePersonalIdNr: text,
  organizationIdValue: text,
  email: text,
  phoneNumber: text,
  lineManagers: list,
  tags: list,
} satisfies Record<DirectoryField, z.ZodType>;

/**
 * A stored directory person (spec/workers.md §3 "Directory person"), as the server sends it and
 * the device keeps it: its key, the row rules' fields and its person type. Loose: anything else
 * the server sends is kept as is. Key: [EntityHierarchy+ProfileId].
 */
export const directoryPersonRecord = z.looseObject({
  ...versionFields,
  ProfileId: z.string().min(1),
  ...personFields,
  flowTypeRef: z.looseObject({ flowId: z.string(), flowNature: z.number() }).optional(),
});
export type DirectoryPersonRecord = z.infer<typeof directoryPersonRecord>;
