import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { connectExternalBroker } from './externalBrokerClient.ts';
import { type EmbeddedBroker, startEmbeddedBroker } from './embeddedBroker.ts';
import { type PublishMessage, type Publisher, startPublisher } from './publisher.ts';

export interface BrokerOptions {
  db: Database;
  /** Signs and verifies the MQTT subscribe credentials (embedded broker only). */
  secret: string;
  /**
   * An external broker (e.g. `mqtt://localhost:1883`, credentials in the URL). The publisher then
   * publishes there as an ordinary MQTT client, and no broker runs in this process: checking the
   * subscribe credential and refusing client publishes is then that broker's configuration
   * (e.g. Mosquitto's auth plugin or ACL file), not this server's.
   */
  mqttUrl?: string;
  /** Publisher poll interval; the default suits production. */
  publishIntervalMs?: number;
}

export interface BrokerHandle {
  publisher: Pick<Publisher, 'kick' | 'drain'>;
  close(): Promise<void>;
}

/**
 * Live events: an embedded Aedes broker at /mqtt on the app's own HTTP server (or a connection to
 * an external broker) and the publisher that sends committed change_feed rows to it.
 * `close()` stops the publisher, then the broker; call it before closing the database.
 */
export async function registerBroker(
  app: FastifyInstance,
  options: BrokerOptions,
): Promise<BrokerHandle> {
  const log = (message: string) => app.log.warn(message);
  let publish: PublishMessage;
  let closeTransport: () => Promise<void>;
  let abortPending = () => {};

  if (options.mqttUrl) {
    const external = await connectExternalBroker(options.mqttUrl, log);
    publish = external.publish;
    abortPending = external.abortPending;
    closeTransport = external.close;
  } else {
    const broker: EmbeddedBroker = await startEmbeddedBroker(app.server, options.secret);
    publish = broker.publish;
    closeTransport = broker.close;
  }

  const publisher = startPublisher({
    db: options.db,
    publish,
    log,
    intervalMs: options.publishIntervalMs,
  });
  let closing: Promise<void> | null = null;
  const close = () => {
    if (!closing) {
      const stopped = publisher.stop();
      abortPending();
      closing = stopped.then(closeTransport);
    }
    return closing;
  };
  // preClose, not onClose: open MQTT WebSockets would otherwise keep the HTTP server from closing.
  app.addHook('preClose', close);

  return { publisher: { kick: publisher.kick, drain: publisher.drain }, close };
}
