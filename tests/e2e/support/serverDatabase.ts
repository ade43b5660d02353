import { type Database, openDatabase } from '../../../server/db/database.ts';
import { pgliteFolder } from './changeFeed.ts';
import type { TestServer } from './testServer.ts';

/**
 * Runs `read` on the server's own database: its PostgreSQL database while it runs, or its PGlite
 * files, for which the server is stopped while they are open (PGlite has one owner) and started
 * again after.
 */
export async function withServerDatabase<T>(
  server: TestServer,
  read: (database: Database) => Promise<T>,
): Promise<T> {
  if (server.databaseUrl) {
    const database = await openDatabase({ url: server.databaseUrl, dataDir: server.dataDir });
    try {
      return await read(database);
    } finally {
      await database.close();
    }
  }
  await server.stop();
  const database = await openDatabase({ dataDir: pgliteFolder(server.dataDir) });
  try {
    return await read(database);
  } finally {
    await database.close();
    await server.start();
  }
}
