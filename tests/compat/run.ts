import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  MOSQUITTO_BINARY,
  type MosquittoServer,
  startMosquitto,
} from '../../server/testing/mosquitto.ts';
import {
  findPostgresBin,
  type PostgresCluster,
  startPostgresCluster,
} from '../../server/testing/postgresCluster.ts';
import { createScratchDatabase } from '../../server/testing/scratchDatabase.ts';

/**
 * `npm run test:compat`: the server suites against Debian's PostgreSQL and Mosquitto. Starts a
 * throwaway cluster and broker on loopback, runs vitest's compat project with TEST_DATABASE_URL,
 * TEST_MQTT_URL and TEST_MQTT_WS_URL, and always stops both again. Extra arguments go to vitest.
 */
const missing = [
  ...(findPostgresBin() ? [] : ['postgresql (/usr/lib/postgresql/*/bin/postgres)']),
  ...(existsSync(MOSQUITTO_BINARY) ? [] : [`mosquitto (${MOSQUITTO_BINARY})`]),
];
if (missing.length > 0) {
  console.error(
    `test:compat needs Debian packages that are not installed: ${missing.join(', ')}.\n` +
      'Install them with `sudo apt-get install -y postgresql mosquitto` (`npm test` does so as root).',
  );
  process.exit(1);
}

const ROOT = resolve(import.meta.dirname, '../..');
let postgres: PostgresCluster | null = null;
let mosquitto: MosquittoServer | null = null;

async function tearDown(): Promise<void> {
  const broker = mosquitto;
  mosquitto = null;
  postgres?.dispose();
  postgres = null;
  await broker?.dispose();
}

function onSignal(signal: NodeJS.Signals): void {
  console.error(`test:compat: ${signal}, stopping PostgreSQL and Mosquitto`);
  void tearDown().finally(() => process.exit(130));
}
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);
// Last resort for an unexpected exit: pg_ctl stop is synchronous.
process.once('exit', () => postgres?.dispose());

async function main(): Promise<number> {
  const started = Date.now();
  postgres = await startPostgresCluster();
  const database = await createScratchDatabase(postgres.url, 'gatehouse_compat');
  mosquitto = await startMosquitto();
  console.log(
    `test:compat: PostgreSQL ${new URL(database.url).host}, Mosquitto ${mosquitto.url} and ` +
      `${mosquitto.wsUrl} ready in ${Date.now() - started} ms`,
  );
  const vitest = spawn(
    resolve(ROOT, 'node_modules/.bin/vitest'),
    ['run', '--config', 'tests/compat/vitest.config.ts', ...process.argv.slice(2)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        TEST_DATABASE_URL: database.url,
        TEST_MQTT_URL: mosquitto.url,
        TEST_MQTT_WS_URL: mosquitto.wsUrl,
      },
    },
  );
  return new Promise((resolve) => {
    vitest.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`test:compat: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await tearDown();
}
process.exit(exitCode);
