type DatabaseModule = typeof import('./database.ts');

let loading: Promise<DatabaseModule> | null = null;

/**
 * The database layer (Dexie and the schema), loaded apart from the first page: the sync provider
 * loads it once the first rows, read without it (readFirstRows.ts), have shown.
 */
export function loadDatabaseModule(): Promise<DatabaseModule> {
  loading ??= import('./database.ts');
  return loading;
}
