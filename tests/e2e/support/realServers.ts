import { type MosquittoServer, startMosquitto } from '../../../server/testing/mosquitto.ts';
import {
  type PostgresCluster,
  startPostgresCluster,
} from '../../../server/testing/postgresCluster.ts';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '../../../server/testing/scratchDatabase.ts';
import { TestServer } from './testServer.ts';

/** The server on Debian's PostgreSQL and Mosquitto instead of PGlite and the embedded broker. */
export interface RealServers {
  server: TestServer;
  /** The Mosquitto the server publishes to and the browsers subscribe at (WebSocket). */
  broker: MosquittoServer;
  dispose(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster and Mosquitto on loopback (as `npm run test:compat` starts
 * them; `npm run test:setup` installs the packages) and the test server using both. Fails, never
 * skips, when the packages are missing.
 */
export async function startRealServers(): Promise<RealServers> {
  let cluster: PostgresCluster | undefined;
  let database: ScratchDatabase | undefined;
  let broker: MosquittoServer | undefined;
  let server: TestServer | undefined;
  const dispose = async () => {
    await server?.dispose();
    await broker?.dispose();
    await database?.drop();
    cluster?.dispose();
  };
  try {
    cluster = await startPostgresCluster();
    database = await createScratchDatabase(cluster.url, 'gatehouse_e2e');
    broker = await startMosquitto();
    server = await TestServer.create({
      databaseUrl: database.url,
      broker: { url: broker.url, publicUrl: broker.wsUrl },
    });
    await server.start();
    return { server, broker, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
