import { GatehouseDatabase } from '../../db/database.ts';

/** A fresh local database (fake IndexedDB in tests); delete it in afterEach. */
export function openTestDatabase(name = `test-${crypto.randomUUID()}`): GatehouseDatabase {
  return new GatehouseDatabase(name);
}
