import { DIRECTORY_FIELDS, type DirectoryField } from '../../../contract/directory/fields.ts';

/** A person as the preview compares them: every field as text (lists joined with ' | '). */
export type PreviewPerson = Record<DirectoryField, string>;

export function previewPersonOf(
  person: {
    [K in DirectoryField]?: string | readonly string[] | undefined;
  },
): PreviewPerson {
  const flat = {} as PreviewPerson;
  for (const field of DIRECTORY_FIELDS) {
    const value = person[field];
    flat[field] = Array.isArray(value) ? value.join(' | ') : ((value as string | undefined) ?? '');
  }
  return flat;
}
