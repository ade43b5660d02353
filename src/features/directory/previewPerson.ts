import {
  byDirectoryField,
  type DirectoryField,
  fieldText,
} from '../../../contract/directory/fields.ts';

/** A person as the preview compares them: every field as text (lists joined with ' | '). */
export type PreviewPerson = Record<DirectoryField, string>;

export function previewPersonOf(
  person: {
    [K in DirectoryField]?: string | readonly string[] | undefined;
  },
): PreviewPerson {
  return byDirectoryField((field) => fieldText(person[field], ' | '));
}
