/** Protocol constants, apart from the schemas so that the client's first load needs none. */

/** The header that makes a mutation idempotent (contract/operations.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Far-future end of an open log range (spec/frame.md §9). */
export const OPEN_END = 9999999999999;
