/** The roles a user holds at a location (spec/frame.md §3); no schema library, read at startup. */
export const ROLES = ['ADMIN', 'HOST', 'DBUSER'] as const;
