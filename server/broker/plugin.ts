import type { FastifyInstance } from 'fastify';
import { readTenantFlags } from '../api/locations/tenantFlags.ts';
import { loadSessionUser } from '../auth/sessionUser.ts';
import type { Database } from '../db/database.ts';
import { deviceOfKey, recordDeviceConnection } from '../devices/deviceStore.ts';
import { sessionSecretsOf } from '../sessionSecrets.ts';
import {
  type SubscribeCredential,
  sessionTagOf,
  topicFlagRoots,
  topicRefusal,
} from './credentials.ts';
import { brokerAccounts } from './dynsec/brokerAccounts.ts';
import { connectDynsecAdmin } from './dynsec/dynsecAdmin.ts';
import {
  type DeviceConnections,
  type EmbeddedBroker,
  type GrantCheck,
  startEmbeddedBroker,
} from './embeddedBroker.ts';
import { connectExternalBroker, PUBLISH_ACK_TIMEOUT_MS } from './externalBrokerClient.ts';
import { type Publisher, type PublishMessage, startPublisher } from './publisher.ts';

export interface BrokerOptions {
  db: Database;
  /**
   * Signs and verifies the MQTT subscribe credentials (embedded broker only), derives their session
   * tags and the publisher account of a managed broker.
   */
  secret: string;
  /** Earlier secrets (SESSION_SECRETS after the first): credentials they signed still verify. */
  previousSecrets?: readonly string[];
  /**
   * An external broker (e.g. `mqtt://localhost:1883`, credentials in the URL). The publisher then
   * publishes there as an ordinary MQTT client, and no broker runs in this process. Without
   * `mqttAdmin`, checking the subscribe credential and refusing client publishes is that broker's
   * own configuration, not this server's (docs/broker.md).
   */
  mqttUrl?: string;
  /**
   * The dynamic security admin of the external broker (Mosquitto 2): with it the server makes
   * each subscribe credential a broker account limited to its topics, publishes with its own
   * publish-only account, and removes accounts at sign-out, expiry and loss of access.
   */
  mqttAdmin?: { username: string; password: string };
  /** Publisher poll interval; the default suits production. */
  publishIntervalMs?: number;
  /** How often open MQTT sessions are checked against the users' current access. */
  revalidateIntervalMs?: number;
}

export interface BrokerHandle {
  publisher: Pick<Publisher, 'kick' | 'drain' | 'lag'>;
  /**
   * Makes an issued subscribe credential usable on the broker. The embedded broker checks the
   * token itself (nothing to do); a managed external broker gets an account for it.
   */
  admit(
    credential: SubscribeCredential,
    owner: { sub: string; sessionId?: string | undefined },
  ): Promise<void>;
  /** Sign-out of session `sessionId` (auth_sessions.id): ends its MQTT sessions. */
  endSession(sessionId: string): Promise<void>;
  /** Ends the MQTT sessions whose credential expired or whose user lost a topic's access. */
  revalidate(): Promise<number>;
  /**
   * A broker outage, for fault tests (server/main.ts, BROKER_OUTAGE_SIGNAL): `'stop'` closes the
   * embedded broker as a restart would (connections dropped, its in-memory sessions gone; the
   * publisher's sends fail and are retried), `'start'` starts a new one on the same server.
   * Does nothing with an external broker, whose restarts are its own.
   */
  setEmbeddedBroker(state: 'stop' | 'start'): Promise<void>;
  close(): Promise<void>;
}

/** Publish lag and whether this instance holds the publisher role (JSON, no session needed). */
export const PUBLISHER_METRICS_PATH = '/metrics/publisher';

/** Open MQTT sessions are checked against the users' access this often by default. */
export const REVALIDATE_INTERVAL_MS = 60_000;
/**
 * A managed external broker's accounts are swept this often by default: expired ones (also
 * removed at expiry by the instance that issued them, while it runs) and lost access.
 */
export const ACCOUNT_SWEEP_INTERVAL_MS = 10_000;

/** A grant still holds when its user exists and may read each of its topics today. */
function currentAccessCheck(db: Database): GrantCheck {
  return async (sub, topics) => {
    const user = await loadSessionUser(db, sub);
    if (user === null) return false;
    const roots = topicFlagRoots(topics, user.organisationId);
    const flags = await readTenantFlags(db, user.organisationId, roots);
    return topics.every((topic) => topicRefusal(user, topic, flags) === null);
  };
}

/**
 * Live events: an embedded Aedes broker at /mqtt on the app's own HTTP server (or a connection to
 * an external broker) and the publisher that sends committed change_feed rows to it.
 * `close()` stops the publisher, then the broker; call it before closing the database.
 */
/**
 * Device connections (contract/resources.ts): a device's key is checked against device_keys, and
 * each connect or last disconnect is written to its record in order (one chain), then published.
 */
function deviceConnections(
  db: Database,
  kick: () => void,
  log: (message: string) => void,
): DeviceConnections {
  let chain: Promise<void> = Promise.resolve();
  return {
    authenticate: (deviceId, key) => deviceOfKey(db, deviceId, key),
    changed(device, connected) {
      const at = Date.now();
      chain = chain
        .then(() =>
          db.transaction((tx) =>
            recordDeviceConnection(
              tx,
              device.hierarchy,
              device.deviceId,
              connected ? 'CONNECTED' : 'DISCONNECTED',
              at,
            ),
          ),
        )
        .then(kick)
        .catch((error: unknown) => log(`Device connection not recorded: ${String(error)}`));
    },
  };
}

export async function registerBroker(
  app: FastifyInstance,
  options: BrokerOptions,
): Promise<BrokerHandle> {
  const log = (message: string) => app.log.warn(message);
  const secrets = sessionSecretsOf(options.secret, options.previousSecrets);
  // A credential signed before a rotation carries the tag derived from its own secret.
  const sessionTagsOf = (sessionId: string) =>
    secrets.map((secret) => sessionTagOf(secret, sessionId));
  let publish: PublishMessage;
  let closeTransport: () => Promise<void>;
  let abortPending = () => {};
  let endSession: BrokerHandle['endSession'] = async () => {};
  let revalidate: BrokerHandle['revalidate'] = async () => 0;
  let setEmbeddedBroker: BrokerHandle['setEmbeddedBroker'] = async () => {};
  let admit: BrokerHandle['admit'] = async () => {};
  let sweepIntervalMs = REVALIDATE_INTERVAL_MS;
  /** Set once the publisher runs; device connection writes kick it. */
  let publisherRef: Publisher | null = null;

  if (options.mqttUrl && options.mqttAdmin) {
    const admin = await connectDynsecAdmin(options.mqttUrl, options.mqttAdmin, log);
    const accounts = await brokerAccounts(admin, options.secret, log);
    const external = await connectExternalBroker(
      options.mqttUrl,
      log,
      PUBLISH_ACK_TIMEOUT_MS,
      await accounts.publisherAccount(),
    );
    publish = external.publish;
    abortPending = external.abortPending;
    closeTransport = async () => {
      accounts.close();
      await Promise.all([external.close(), admin.close()]);
    };
    admit = async (credential, owner) =>
      accounts.admit(credential, {
        sub: owner.sub,
        ...(owner.sessionId === undefined
          ? {}
          : { sessionTag: sessionTagOf(options.secret, owner.sessionId) }),
      });
    endSession = async (sessionId) => {
      for (const tag of sessionTagsOf(sessionId)) await accounts.endSession(tag);
    };
    const check = currentAccessCheck(options.db);
    revalidate = () => accounts.sweep(check);
    sweepIntervalMs = ACCOUNT_SWEEP_INTERVAL_MS;
  } else if (options.mqttUrl) {
    const external = await connectExternalBroker(options.mqttUrl, log);
    publish = external.publish;
    abortPending = external.abortPending;
    closeTransport = external.close;
  } else {
    const devices = deviceConnections(options.db, () => publisherRef?.kick(), log);
    let broker: EmbeddedBroker | null = await startEmbeddedBroker(app.server, secrets, devices);
    const running = () => {
      if (!broker) throw new Error('The embedded MQTT broker is stopped');
      return broker;
    };
    publish = async (topic, payload) => running().publish(topic, payload);
    closeTransport = async () => {
      const closing = broker;
      broker = null;
      await closing?.close();
    };
    endSession = async (sessionId) => {
      for (const tag of sessionTagsOf(sessionId)) await broker?.endSession(tag);
    };
    const check = currentAccessCheck(options.db);
    revalidate = async () => (broker ? broker.revalidate(check) : 0);
    setEmbeddedBroker = async (state) => {
      if (state === 'stop') await closeTransport();
      else broker ??= await startEmbeddedBroker(app.server, secrets, devices);
    };
  }

  const publisher = startPublisher({
    db: options.db,
    publish,
    log,
    intervalMs: options.publishIntervalMs,
  });
  publisherRef = publisher;
  // Publish lag (commit to broker acknowledgement) of the changes this instance published.
  app.get(PUBLISHER_METRICS_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return publisher.lag.snapshot();
  });
  const revalidation = setInterval(() => {
    revalidate().catch((error: unknown) => log(`MQTT session check failed: ${String(error)}`));
  }, options.revalidateIntervalMs ?? sweepIntervalMs);
  revalidation.unref();
  let closing: Promise<void> | null = null;
  const close = () => {
    if (!closing) {
      clearInterval(revalidation);
      const stopped = publisher.stop();
      abortPending();
      closing = stopped.then(closeTransport);
    }
    return closing;
  };
  // preClose, not onClose: open MQTT WebSockets would otherwise keep the HTTP server from closing.
  app.addHook('preClose', close);

  return {
    publisher: { kick: publisher.kick, drain: publisher.drain, lag: publisher.lag },
    admit,
    endSession,
    revalidate,
    setEmbeddedBroker,
    close,
  };
}
