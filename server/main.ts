import { buildApp } from './app.ts';
import type { BrokerHandle } from './broker/plugin.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createSimulator } from './demo/simulator.ts';
import { DEMO_USERS } from './demo/users.ts';

/**
 * `tsx server/main.ts [--no-simulator] [--no-demo]`: serves the app, the API, the identity
 * provider and MQTT on one port (PORT, default 8080), with demo data and live simulated traffic
 * (both off by default with DATABASE_URL).
 * See server/config.ts for every environment variable.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const { app, db, notifyCommitted, broker } = await buildApp({
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  await app.listen({ port: config.port, host: config.host });
  const simulator = createSimulator({
    db,
    app,
    intervalMs: config.simulatorIntervalMs,
    onCommitted: notifyCommitted,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  if (config.simulator) simulator.start();
  if (process.env.BROKER_OUTAGE_SIGNAL === 'on' && broker) switchBrokerOnSignal(broker);

  console.log(`\nGatehouse is running at ${config.publicUrl}`);
  console.log(`Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`);
  console.log(
    `Live simulator: ${config.simulator ? `on, every ${config.simulatorIntervalMs} ms` : 'off'}`,
  );
  if (config.demo) {
    console.log('Demo users (password "gatehouse"):');
    for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(22)} ${user.description}`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    await simulator.stop();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Test-only (BROKER_OUTAGE_SIGNAL=on, set by tests/e2e/support/testServer.ts): each SIGUSR2 stops
 * the embedded MQTT broker, or starts it again, while the HTTP server stays up, and prints a line
 * the fault tests wait for. Off by default: nothing listens for the signal.
 */
function switchBrokerOnSignal(broker: BrokerHandle): void {
  let next: 'stop' | 'start' = 'stop';
  let switching = Promise.resolve();
  process.on('SIGUSR2', () => {
    const state = next;
    next = state === 'stop' ? 'start' : 'stop';
    switching = switching
      .then(() => broker.setEmbeddedBroker(state))
      .then(
        () => console.log(`MQTT broker ${state === 'stop' ? 'stopped' : 'started'} (SIGUSR2)`),
        (error: unknown) => console.error(`MQTT broker ${state} failed:`, error),
      );
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
