import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { WebSocketServer } from 'ws';
import { DEVICE_USERNAME_PREFIX } from '../../contract/resources.ts';
import { type SessionSecrets, verifiedWithAny } from '../sessionSecrets.ts';
import { SUBSCRIBE_CREDENTIAL_TTL_SECONDS, verifySubscribeCredential } from './credentials.ts';
import { packetWebSocketStream } from './packetWebSocketStream.ts';

/** The WebSocket path of the embedded broker, on the same HTTP server as the app. */
export const MQTT_PATH = '/mqtt';

/** CONNACK return code 5 (MQTT 3.1.1) / 0x87 (MQTT 5): not authorized. */
const NOT_AUTHORIZED = 5;

export interface EmbeddedBroker {
  /** Publishes as the server (bypasses authorizePublish, which refuses every client). */
  publish(topic: string, payload: string): Promise<void>;
  /**
   * Ends the broker sessions of the credentials issued to sign-in session `sessionTag`
   * (sessionTagOf): their connections close and their stored subscriptions are dropped.
   */
  endSession(sessionTag: string): Promise<void>;
  /**
   * Ends every broker session whose credential has expired or whose topics `stillAllowed` no
   * longer allows for its user (lost access, deleted user). Returns how many it ended.
   */
  revalidate(stillAllowed: GrantCheck): Promise<number>;
  close(): Promise<void>;
}

/** Whether user `sub` may still read every topic of a grant (its current access, not the token's). */
export type GrantCheck = (sub: string, topics: readonly string[]) => Promise<boolean>;

/**
 * Devices (contract/resources.ts) connect with the user name `device:{deviceId}` and their device
 * key as the password. They may subscribe to nothing; the broker reports when a device's first
 * connection opens and its last one closes, which the server records as its connection state.
 */
export interface DeviceConnections {
  /** The location of the device whose key this is, or null (unknown device or wrong key). */
  authenticate(deviceId: string, key: string): Promise<{ hierarchy: string } | null>;
  changed(device: { deviceId: string; hierarchy: string }, connected: boolean): void;
}

/** What a connection was granted, from its credential. */
interface Grant {
  sub: string;
  sessionTag: string | undefined;
  topics: Set<string>;
  expiresAt: number;
}

/** Whether `topic` matches one of the granted filters (exact, or `{prefix}/#` for a subtree). */
export function grantCovers(filters: ReadonlySet<string>, topic: string): boolean {
  for (const filter of filters) {
    if (filter === topic) return true;
    if (filter.endsWith('/#')) {
      const prefix = filter.slice(0, -2);
      if (topic === prefix || topic.startsWith(`${prefix}/`)) return true;
    }
  }
  return false;
}

function notAuthorized(message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode: NOT_AUTHORIZED }) as AuthenticateError;
}

/**
 * The part of Aedes' persistence used here (Aedes keeps it as `persistence`, typed `any`):
 * dropping a client id's stored subscriptions ends its persistent session.
 */
declare module 'aedes' {
  interface Aedes {
    persistence: { cleanSubscriptions(client: { id: string }): Promise<void> };
  }
}

/**
 * Aedes on `server` at /mqtt over WebSocket. A client connects with any user name and the
 * subscribe credential (JWT) as password; its MQTT client id must be the credential's (which the
 * server derives for the asking session, credentials.ts issuedClientId). A client id belongs to
 * the user whose credential first connected with it: a persistent session (clean: false) is
 * resumed, or a connection with that id taken over, only by that user. It may subscribe only to
 * the exact filters the credential lists (others get SUBACK 128) and publish nothing (a client
 * publish is refused and the client disconnected).
 *
 * A connection lives as long as its grant: sign-out ends the session's connections and stored
 * subscriptions (endSession), and revalidate ends those whose credential expired (the client
 * renews before that) or whose user lost access to a topic. Nothing is forwarded on an
 * expired grant meanwhile.
 */
export async function startEmbeddedBroker(
  server: Server,
  /** A subscribe credential signed with any of them is accepted (rotation). */
  secrets: SessionSecrets,
  devices?: DeviceConnections,
): Promise<EmbeddedBroker> {
  const grants = new Map<Client, Grant>();
  /** Connected device clients, and how many connections each device has open. */
  const deviceClients = new Map<Client, { deviceId: string; hierarchy: string }>();
  const deviceConnectionCount = new Map<string, number>();
  const countDevice = (device: { deviceId: string; hierarchy: string }, delta: 1 | -1) => {
    const count = (deviceConnectionCount.get(device.deviceId) ?? 0) + delta;
    if (count > 0) deviceConnectionCount.set(device.deviceId, count);
    else deviceConnectionCount.delete(device.deviceId);
    if ((delta === 1 && count === 1) || (delta === -1 && count === 0)) {
      devices?.changed(device, delta === 1);
    }
  };
  const authenticateDevice = (client: Client, username: string, key: string) => {
    const deviceId = username.slice(DEVICE_USERNAME_PREFIX.length);
    const owner = `${DEVICE_USERNAME_PREFIX}${deviceId}`;
    return async (): Promise<AuthenticateError | null> => {
      const device = devices ? await devices.authenticate(deviceId, key) : null;
      if (!device) return notAuthorized('The device key is invalid or the device was removed');
      const current = owners.get(client.id);
      if (current !== undefined && current.sub !== owner) {
        return notAuthorized('The MQTT client id belongs to another user');
      }
      owners.set(client.id, { sub: owner, sessionTag: undefined });
      deviceClients.set(client, { deviceId, hierarchy: device.hierarchy });
      countDevice({ deviceId, hierarchy: device.hierarchy }, 1);
      return null;
    };
  };
  /** Client id → the user whose session it is (also while the client is offline). */
  const owners = new Map<string, { sub: string; sessionTag: string | undefined }>();
  /** Session tag → when it signed out: its credentials, still unexpired, no longer connect. */
  const endedSessions = new Map<string, number>();
  const forgetEndedSessions = (now: number) => {
    for (const [tag, at] of endedSessions) {
      if (at + SUBSCRIBE_CREDENTIAL_TTL_SECONDS * 1000 < now) endedSessions.delete(tag);
    }
  };

  const broker = await Aedes.createBroker({
    authenticate(client, _username, password, done) {
      if (!password || password.length === 0) {
        done(notAuthorized('A subscribe credential is required as the password'), null);
        return;
      }
      if (_username?.startsWith(DEVICE_USERNAME_PREFIX)) {
        authenticateDevice(client, _username, password.toString('utf8'))().then(
          (refusal) => (refusal ? done(refusal, null) : done(null, true)),
          () => done(notAuthorized('The device could not be checked'), null),
        );
        return;
      }
      verifiedWithAny(secrets, (secret) =>
        verifySubscribeCredential(secret, password.toString('utf8')),
      ).then(
        (credential) => {
          if (credential.clientId !== client.id) {
            done(notAuthorized('The MQTT client id is not the one the credential names'), null);
            return;
          }
          if (credential.sessionTag !== undefined && endedSessions.has(credential.sessionTag)) {
            done(notAuthorized('The session of this credential has signed out'), null);
            return;
          }
          const owner = owners.get(client.id);
          if (owner !== undefined && owner.sub !== credential.sub) {
            done(notAuthorized('The MQTT client id belongs to another user'), null);
            return;
          }
          owners.set(client.id, { sub: credential.sub, sessionTag: credential.sessionTag });
          grants.set(client, {
            sub: credential.sub,
            sessionTag: credential.sessionTag,
            topics: new Set(credential.topics),
            expiresAt: credential.expiresAt,
          });
          done(null, true);
        },
        () => done(notAuthorized('The subscribe credential is invalid or expired'), null),
      );
    },
    authorizeSubscribe(client, subscription, done) {
      const grant = grants.get(client);
      const allowed =
        grant !== undefined && grant.expiresAt > Date.now() && grant.topics.has(subscription.topic);
      done(null, allowed ? subscription : null);
    },
    authorizePublish(_client, _packet, done) {
      done(new Error('Clients may not publish; the server publishes committed changes'));
    },
    // Also gates subscriptions a persistent session restored from an older credential.
    authorizeForward(client, packet) {
      const grant = grants.get(client);
      const current = grant !== undefined && grant.expiresAt > Date.now();
      return current && grantCovers(grant.topics, packet.topic) ? packet : null;
    },
  });
  broker.on('clientDisconnect', (client) => {
    grants.delete(client);
    const device = deviceClients.get(client);
    if (device) {
      deviceClients.delete(client);
      countDevice(device, -1);
    }
    // A clean session leaves nothing to resume: forget its owner unless the id is connected again.
    const reconnected = [...grants.keys()].some((other) => other.id === client.id);
    if (client.clean && !reconnected) owners.delete(client.id);
  });

  /** Closes the connections of the client ids `ends` picks and drops their stored sessions. */
  async function endWhere(
    ends: (clientId: string, owner: { sub: string; sessionTag: string | undefined }) => boolean,
    connections: Iterable<Client> = [],
  ): Promise<number> {
    const ended = new Set<string>();
    for (const client of connections) ended.add(client.id);
    for (const [clientId, owner] of owners) if (ends(clientId, owner)) ended.add(clientId);
    for (const [client] of grants) {
      if (!ended.has(client.id)) continue;
      grants.delete(client);
      client.close();
    }
    for (const clientId of ended) {
      owners.delete(clientId);
      await broker.persistence.cleanSubscriptions({ id: clientId });
    }
    return ended.size;
  }

  const sockets = new WebSocketServer({ noServer: true });
  sockets.on('connection', (socket, request: IncomingMessage) => {
    const stream = packetWebSocketStream(socket);
    stream.on('error', () => socket.terminate());
    broker.handle(stream, request);
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === MQTT_PATH) {
      sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
    } else if (server.listenerCount('upgrade') === 1) {
      // Nobody else upgrades connections on this server: refuse instead of leaving it hanging.
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    }
  };
  server.on('upgrade', onUpgrade);

  return {
    publish: (topic, payload) =>
      new Promise((resolve, reject) => {
        broker.publish(
          { cmd: 'publish', topic, payload, qos: 1, retain: false, dup: false },
          (error) => (error ? reject(error) : resolve()),
        );
      }),
    async endSession(sessionTag) {
      const now = Date.now();
      forgetEndedSessions(now);
      endedSessions.set(sessionTag, now);
      await endWhere((_clientId, owner) => owner.sessionTag === sessionTag);
    },
    async revalidate(stillAllowed) {
      const now = Date.now();
      const lapsed: Client[] = [];
      for (const [client, grant] of grants) {
        if (grant.expiresAt <= now || !(await stillAllowed(grant.sub, [...grant.topics]))) {
          lapsed.push(client);
        }
      }
      return endWhere(() => false, lapsed);
    },
    async close() {
      server.off('upgrade', onUpgrade);
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}
