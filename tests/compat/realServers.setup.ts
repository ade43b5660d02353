import { afterAll } from 'vitest';
import { createScratchDatabase } from '../../server/testing/scratchDatabase.ts';

/**
 * Runs before each test file of the compat pass: checks that tests/compat/run.ts started the
 * servers, and points TEST_DATABASE_URL at a new empty database for this file (dropped after it).
 */
const required = ['TEST_DATABASE_URL', 'TEST_MQTT_URL', 'TEST_MQTT_WS_URL'] as const;
for (const name of required) {
  if (!process.env[name]) {
    throw new Error(`${name} is not set: run the compat pass with \`npm run test:compat\``);
  }
}
// The runner's database; TEST_DATABASE_URL is rewritten per file below.
process.env.COMPAT_SERVER_DATABASE_URL ??= process.env.TEST_DATABASE_URL;
const scratch = await createScratchDatabase(process.env.COMPAT_SERVER_DATABASE_URL!);
process.env.TEST_DATABASE_URL = scratch.url;

afterAll(async () => {
  await scratch.drop();
});
