import type { Duplex } from 'node:stream';
import { createWebSocketStream, type WebSocket } from 'ws';

/**
 * The broker's side of one MQTT-over-WebSocket connection, sending each MQTT packet as ONE
 * WebSocket message. Aedes writes a packet in pieces (header, length, topic, payload) with the
 * stream corked until the next tick; ws's stream has no `_writev`, so every piece went out as a
 * message of its own (five for a publish). Whatever sits between broker and browser and handles
 * messages one by one (a proxy, a test's network switch) then sees fragments that only make sense
 * together, and a fragment delayed past the next one corrupts the stream.
 */
export function packetWebSocketStream(socket: WebSocket): Duplex {
  const stream = createWebSocketStream(socket);
  stream._writev = (chunks, callback) => {
    const pieces = chunks.map(({ chunk, encoding }) =>
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), encoding),
    );
    socket.send(Buffer.concat(pieces), callback);
  };
  return stream;
}
