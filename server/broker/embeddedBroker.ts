import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { WebSocketServer } from 'ws';
import { verifySubscribeCredential } from './credentials.ts';
import { packetWebSocketStream } from './packetWebSocketStream.ts';

/** The WebSocket path of the embedded broker, on the same HTTP server as the app. */
export const MQTT_PATH = '/mqtt';

/** CONNACK return code 5 (MQTT 3.1.1) / 0x87 (MQTT 5): not authorized. */
const NOT_AUTHORIZED = 5;

export interface EmbeddedBroker {
  /** Publishes as the server (bypasses authorizePublish, which refuses every client). */
  publish(topic: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

function notAuthorized(message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode: NOT_AUTHORIZED }) as AuthenticateError;
}

/**
 * Aedes on `server` at /mqtt over WebSocket. A client connects with any user name and the
 * subscribe credential (JWT) as password; its MQTT client id must be the credential's. It may
 * subscribe only to the exact filters the credential lists (others get SUBACK 128) and publish
 * nothing (a client publish is refused and the client disconnected).
 *
 * The credential is checked at connect and at each SUBSCRIBE; a connection that outlives its
 * credential keeps the subscriptions it already has (they were authorised, and the client renews
 * the credential before reconnecting), but it cannot add new ones.
 */
export async function startEmbeddedBroker(server: Server, secret: string): Promise<EmbeddedBroker> {
  const grants = new WeakMap<Client, { topics: Set<string>; expiresAt: number }>();

  const broker = await Aedes.createBroker({
    authenticate(client, _username, password, done) {
      if (!password || password.length === 0) {
        done(notAuthorized('A subscribe credential is required as the password'), null);
        return;
      }
      verifySubscribeCredential(secret, password.toString('utf8')).then(
        (credential) => {
          if (credential.clientId !== client.id) {
            done(notAuthorized('The MQTT client id is not the one the credential names'), null);
            return;
          }
          grants.set(client, {
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
  });

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
    async close() {
      server.off('upgrade', onUpgrade);
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}
