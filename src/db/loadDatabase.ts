type DatabaseModule = typeof import('./database.ts');

let loading: Promise<DatabaseModule> | null = null;

/**
 * The database layer (Dexie and the schema), loaded apart from the first page: main.tsx starts
 * it at boot, so it loads while the first rows are read without it (readFirstRows.ts).
 */
export function loadDatabaseModule(): Promise<DatabaseModule> {
  loading ??= import('./database.ts');
  return loading;
}
