import { z } from 'zod';
import { identifier, locationKey } from './input/index.ts';

/** A visitor log record by its key (spec/visitors.md §3: EntityHierarchy, evtTimeStampProfileID). */
export const visitorKeyRef = z.object({
  EntityHierarchy: locationKey(),
  evtTimeStampProfileID: identifier({ max: 500 }),
});
export type VisitorKeyRef = z.infer<typeof visitorKeyRef>;
