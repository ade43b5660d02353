/** The fields of a directory person the row rules own (spec/workers.md §3). */
export const DIRECTORY_FIELDS = [
  'firstName',
  'lastName',
  'personalIdentificationNr',
  'alternatePersonalIdNr',
  'organizationIdValue',
  'email',
  'phoneNumber',
  'lineManagers',
  'tags',
] as const;
export type DirectoryField = (typeof DIRECTORY_FIELDS)[number];
