/**
 * What an import would change, computed before anything is written (pure): records added,
 * changed (the stored one beside the imported one, with the fields that differ) and, when the
 * import replaces the whole list, removed. Update mode never removes.
 */
export type ImportMode = 'replace' | 'update';

export interface ChangedRecord<T> {
  key: string;
  before: T;
  after: T;
  /** The fields that differ. */
  fields: (keyof T & string)[];
}

export interface ImportPreview<T> {
  added: T[];
  changed: ChangedRecord<T>[];
  removed: T[];
  unchanged: number;
}

export interface PreviewOptions<T> {
  mode: ImportMode;
  key: (record: T) => string;
  /** The fields the import writes: only they are compared. */
  fields: readonly (keyof T & string)[];
}

function sameValue(a: unknown, b: unknown): boolean {
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  if (empty(a) && empty(b)) return true;
  return a === b;
}

export function previewChanges<T extends object>(
  current: readonly T[],
  incoming: readonly T[],
  options: PreviewOptions<T>,
): ImportPreview<T> {
  const stored = new Map<string, T>();
  for (const record of current) stored.set(options.key(record), record);
  const seen = new Set<string>();
  const preview: ImportPreview<T> = { added: [], changed: [], removed: [], unchanged: 0 };
  for (const record of incoming) {
    const key = options.key(record);
    seen.add(key);
    const before = stored.get(key);
    if (before === undefined) {
      preview.added.push(record);
      continue;
    }
    const fields = options.fields.filter((field) => !sameValue(before[field], record[field]));
    if (fields.length === 0) preview.unchanged += 1;
    else preview.changed.push({ key, before, after: record, fields });
  }
  if (options.mode === 'replace') {
    for (const [key, record] of stored) if (!seen.has(key)) preview.removed.push(record);
  }
  return preview;
}
