/** The block list's answer keys (no schemas here: a screen that needs a key loads no zod). */
export const BLOCK_LIST_RETRIEVED = 'BLOCK_LIST_RETRIEVED';
export const BLOCK_LIST_ENTRY_NOT_FOUND = 'BLOCK_LIST_ENTRY_NOT_FOUND';
export const BLOCK_LIST_ENTRY_OBSOLETE = 'BLOCK_LIST_ENTRY_OBSOLETE';
/** A sign-in refused because the visitor matches an entry of the block list. */
export const VISITOR_BLOCKED = 'VISITOR_BLOCKED';
