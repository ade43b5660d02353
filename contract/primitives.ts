import * as z from 'zod/mini';
import { HIERARCHY_KEY_PATTERN } from './hierarchy.ts';

/**
 * What the client needs while it starts, before the rest of the contract loads: the field schemas
 * of the session, environment file and hierarchy configuration, written with zod/mini so that its
 * first load carries only the checks it uses (the server and the full-zod schemas of the contract
 * build on the same ones), and a few protocol constants.
 */
export const hierarchyKey = z
  .string()
  .check(z.regex(HIERARCHY_KEY_PATTERN, 'must be a location key such as org#region#site'));

/** Epoch milliseconds. */
export const epochMs = z.int().check(z.nonnegative());

/** The header that makes a mutation idempotent (contract/operations.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Far-future end of an open log range (spec/frame.md §9). */
export const OPEN_END = 9999999999999;

/** Error body of every non-2xx answer. */
export const errorBody = z.object({ key: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;
