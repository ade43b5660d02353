import { z } from 'zod';
import { HIERARCHY_KEY_PATTERN } from '../hierarchy.ts';

/** Longer than any real location key (up to ten levels of 30 characters). */
export const MAX_HIERARCHY_KEY_LENGTH = 320;

/**
 * A location key a request names: the hierarchy pattern, at most 320 characters. 'ALL' matches
 * it; where a request may name 'ALL' (a read's selection list only) is checked per request by
 * contract/namedLocations.ts, from the field's name and whether the operation mutates.
 */
export function locationKey() {
  return z
    .string()
    .max(MAX_HIERARCHY_KEY_LENGTH, `must be at most ${MAX_HIERARCHY_KEY_LENGTH} characters`)
    .regex(HIERARCHY_KEY_PATTERN, 'must be a location key such as org#region#site');
}
