import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MQTT_PATH, startEmbeddedBroker } from './embeddedBroker.ts';

/** MQTT 3.1.1 CONNECT with client id "c", user "u" and password "p" (keepalive 60 s). */
const CONNECT = Buffer.from([
  0x10, 0x13, 0x00, 0x04, 0x4d, 0x51, 0x54, 0x54, 0x04, 0xc2, 0x00, 0x3c, 0x00, 0x01, 0x63, 0x00,
  0x01, 0x75, 0x00, 0x01, 0x70,
]);

let server: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

describe('the embedded broker over WebSocket', () => {
  it('sends an MQTT packet as one WebSocket message, not in pieces', async () => {
    server = createServer();
    const broker = await startEmbeddedBroker(server, ['packet-test-secret']);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}${MQTT_PATH}`, 'mqtt');
    const messages: Buffer[] = [];
    socket.on('message', (data: Buffer) => messages.push(data));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(CONNECT);
    await new Promise((resolve) => socket.once('close', resolve));
    await broker.close();

    // The password is not a subscribe credential: CONNACK "not authorized", then the broker hangs up.
    expect(messages.map((message) => [...message])).toEqual([[0x20, 0x02, 0x00, 0x05]]);
  });
});
