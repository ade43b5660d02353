/**
 * A minimal reader of Lingui's PO catalogs, enough to check completeness: entries (msgctxt,
 * msgid, msgstr with continued lines), comments and obsolete entries (#~) skipped.
 */
export interface PoEntry {
  id: string;
  context?: string;
  translation: string;
}

function unquote(text: string): string {
  const body = text.trim().replace(/^"/, '').replace(/"$/, '');
  return body.replace(/\\(["\\nt])/g, (_, char: string) =>
    char === 'n' ? '\n' : char === 't' ? '\t' : char,
  );
}

export function parsePo(source: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: { context?: string; id?: string; translation?: string } = {};
  let field: 'context' | 'id' | 'translation' | null = null;
  const finish = () => {
    if (current.id !== undefined && current.id !== '') {
      entries.push({
        id: current.id,
        context: current.context,
        translation: current.translation ?? '',
      });
    }
    current = {};
    field = null;
  };
  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') {
      finish();
      continue;
    }
    if (line.startsWith('#')) continue;
    const keyword = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (keyword) {
      const [, name, value] = keyword;
      if (name === 'msgctxt' && current.id !== undefined) finish();
      if (name === 'msgid' && current.id !== undefined) finish();
      field = name === 'msgctxt' ? 'context' : name === 'msgid' ? 'id' : 'translation';
      current[field] = unquote(value ?? '""');
      continue;
    }
    if (line.startsWith('"') && field) current[field] = (current[field] ?? '') + unquote(line);
  }
  finish();
  return entries;
}

function entryKey(entry: Pick<PoEntry, 'id' | 'context'>): string {
  return entry.context ? `${entry.context}\u0004${entry.id}` : entry.id;
}

export interface CatalogProblems {
  /** Source messages absent from the catalog. */
  missing: string[];
  /** Messages present with an empty translation. */
  untranslated: string[];
}

/** What a translated catalog lacks compared with the source catalog. */
export function catalogProblems(source: PoEntry[], translated: PoEntry[]): CatalogProblems {
  const byKey = new Map(translated.map((entry) => [entryKey(entry), entry]));
  const missing: string[] = [];
  const untranslated: string[] = [];
  for (const entry of source) {
    const match = byKey.get(entryKey(entry));
    if (!match) missing.push(entry.id);
    else if (match.translation.trim() === '') untranslated.push(entry.id);
  }
  return { missing, untranslated };
}
