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

/** A value for each directory field, made field by field. */
export function byDirectoryField<T>(
  fieldValue: (field: DirectoryField) => T,
): Record<DirectoryField, T> {
  return {
    firstName: fieldValue('firstName'),
    lastName: fieldValue('lastName'),
    personalIdentificationNr: fieldValue('personalIdentificationNr'),
    alternatePersonalIdNr: fieldValue('alternatePersonalIdNr'),
    organizationIdValue: fieldValue('organizationIdValue'),
    email: fieldValue('email'),
    phoneNumber: fieldValue('phoneNumber'),
    lineManagers: fieldValue('lineManagers'),
    tags: fieldValue('tags'),
  };
}

/** A field's value as text: a list joined with `separator`, an absent value ''. */
export function fieldText(
  value: string | readonly string[] | undefined,
  separator: string,
): string {
  return typeof value === 'string' ? value : (value ?? []).join(separator);
}
