import { z } from 'zod';
import {
  identifier,
  locationKey,
  optionalText,
  plausibleTime,
  requiredName,
} from '../../input/index.ts';
import { visitorLogRecord } from '../../records.ts';
import { visitorLogChange } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';

/** The recognition states of a visitor sign-in (spec/visitors.md §3 sourceOfIdentification). */
export const SOURCES_OF_IDENTIFICATION = [
  'recognised',
  'verified',
  'unverified',
  'touchless.accesspass',
  'touchless.unverified',
  'dashboard',
  'external_event',
  'unavailable',
] as const;

export const signInVisitorRequest = z.object({
  EntityHierarchy: locationKey(),
  firstName: requiredName({ max: 100 }),
  lastName: requiredName({ max: 100 }),
  email: z.email().max(320).optional(),
  phoneNumber: optionalText({ max: 30 }),
  company: optionalText({ max: 200 }),
  host: z
    .object({ name: requiredName({ max: 200 }), uniqueAttributeValue: identifier({ max: 320 }) })
    .optional(),
  evtTimeStamp: plausibleTime().optional(),
  /** The agreement version the visitor signed at the kiosk (signed at the sign-in time). */
  agreementVersion: identifier({ max: 100 }).optional(),
  /** How the visitor was recognised (spec/visitors.md §3); 'unverified' when absent. */
  sourceOfIdentification: z.enum(SOURCES_OF_IDENTIFICATION).optional(),
});
export type SignInVisitorRequest = z.infer<typeof signInVisitorRequest>;

/**
 * Gatehouse addition: a kiosk sign-in (the spec's kiosk app is outside the dashboard), used by
 * the simulator and tests. No record write here: the server stamps the site's time zone (its
 * read), so its handler writes the record itself.
 */
export const signInVisitorOperation = defineOperation({
  name: 'visitorLogOperations/signInVisitor',
  request: signInVisitorRequest,
  response: z.object({ key: z.literal('OPERATION_PROCESSED'), item: visitorLogRecord }),
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  /** The visitor log's access at the location (any role, as before the move). */
  policy: {
    ...visitorLogChange,
    targets: (body) => [body.EntityHierarchy],
  },
});
