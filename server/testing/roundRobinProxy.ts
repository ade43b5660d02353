import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
} from 'node:http';
import { connect, type Socket } from 'node:net';

/** The response header naming which upstream (its index) served a request. */
export const SERVED_BY_HEADER = 'x-gatehouse-instance';

export interface ProxyUpstream {
  port: number;
  /** Out of rotation: the proxy sends it nothing (a balancer's failed health check). */
  inRotation: boolean;
}

export interface RoundRobinProxy {
  /** `http://127.0.0.1:{port}` */
  url: string;
  port: number;
  /** Which upstream served each request so far, in order (indexes into the upstream list). */
  served: number[];
  close(): Promise<void>;
}

/**
 * A load balancer for tests: plain HTTP on loopback, each request (not each connection, so a
 * keep-alive client still alternates) to the next upstream in rotation, WebSocket upgrades piped
 * through as raw TCP. Every answer carries `x-gatehouse-instance: {index}`. An upstream that
 * refuses the connection gets a 502 for that request; nothing is retried.
 */
export async function startRoundRobinProxy(
  upstreams: readonly ProxyUpstream[],
  port: number,
): Promise<RoundRobinProxy> {
  let next = 0;
  const served: number[] = [];
  const sockets = new Set<Socket>();

  const pick = (): number | null => {
    for (let tried = 0; tried < upstreams.length; tried++) {
      const index = next % upstreams.length;
      next++;
      if (upstreams[index]?.inRotation) return index;
    }
    return null;
  };

  const server: Server = createHttpServer((incoming, outgoing) => {
    const index = pick();
    if (index === null) {
      outgoing.writeHead(503, { 'content-type': 'text/plain' }).end('No upstream in rotation');
      return;
    }
    served.push(index);
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreams[index]!.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer: IncomingMessage) => {
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [SERVED_BY_HEADER]: String(index),
        });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      if (outgoing.headersSent) outgoing.destroy(error);
      else outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    });
    incoming.pipe(upstream);
  });

  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    const index = pick();
    if (index === null) {
      client.destroy();
      return;
    }
    served.push(index);
    const upstream = connect(upstreams[index]!.port, '127.0.0.1', () => {
      const headerLines = [];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
        headerLines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      }
      upstream.write(
        `${incoming.method} ${incoming.url} HTTP/${incoming.httpVersion}\r\n${headerLines.join('\r\n')}\r\n\r\n`,
      );
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.once('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    served,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
