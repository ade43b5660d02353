import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { BrowserContext } from '@playwright/test';

/** Headers that describe one connection, not the message: never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardedHeaders(message: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  return headers;
}

/** One HTTP exchange through a device's proxy, as `AnswerWatch` sees it. */
export interface ProxiedExchange {
  method: string;
  /** Path and query, e.g. `/api/visitorLogOperations/signOutVisitors`. */
  path: string;
  /** The request's Idempotency-Key header, when it has one. */
  idempotencyKey: string | undefined;
  /** The server's answer status. */
  status: number;
}

/** Sees a device's answers on their way from the server to the browser, and may lose them. */
export interface AnswerWatch {
  /**
   * The server's answer arrived at the proxy: resolve true to pass it on, false to cut the
   * browser's connection instead, as a dropped network does (the server did the work, the
   * browser never learns it). Until it resolves the browser waits.
   */
  arriving(exchange: ProxiedExchange): boolean | Promise<boolean>;
  /** The whole answer was handed to the browser's connection. */
  delivered(exchange: ProxiedExchange): void;
}

/**
 * The network of one device (a browser context) while the server stays up for the others: an HTTP
 * proxy of its own that every request of the context goes through (pages, the sync engine's Web
 * Worker, the service worker, MQTT WebSockets tunnelled with CONNECT). Going offline closes every
 * connection and refuses new ones, which is what a phone losing signal sees, and the context's
 * pages get the browser's `offline` and `online` events as a phone's would.
 *
 * Why a proxy and not Playwright's routes and `setOffline`: Playwright intercepts a dedicated
 * worker's requests only through its page's session, so a worker that starts and fetches right
 * after a reload can slip past both (CI saw a mark reach the server from an "offline" phone).
 * A proxy sits below all of them.
 */
export class DeviceNetwork {
  private offline = false;
  private readonly sockets = new Set<Socket>();

  private context: BrowserContext | null = null;
  private answerWatch: AnswerWatch | null = null;

  private constructor(private readonly server: Server) {}

  /** Starts the device's proxy on a free loopback port. */
  static async start(): Promise<DeviceNetwork> {
    const server = createServer();
    const network = new DeviceNetwork(server);
    server.on('connection', (socket: Socket) => network.track(socket));
    server.on('request', (incoming, outgoing) => {
      const target = new URL(incoming.url ?? '');
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: incoming.method,
          headers: forwardedHeaders(incoming),
        },
        (response) => {
          const exchange: ProxiedExchange = {
            method: incoming.method ?? 'GET',
            path: `${target.pathname}${target.search}`,
            idempotencyKey: incoming.headers['idempotency-key']?.toString(),
            status: response.statusCode ?? 502,
          };
          const watch = network.answerWatch;
          void Promise.resolve(watch ? watch.arriving(exchange) : true).then((pass) => {
            if (!pass) {
              response.destroy();
              outgoing.destroy();
              return;
            }
            outgoing.writeHead(exchange.status, forwardedHeaders(response));
            response.on('error', () => outgoing.destroy());
            if (watch) outgoing.on('finish', () => watch.delivered(exchange));
            response.pipe(outgoing);
          });
        },
      );
      upstream.on('socket', (socket) => network.track(socket));
      upstream.on('error', () => outgoing.destroy());
      incoming.on('error', () => upstream.destroy());
      incoming.pipe(upstream);
    });
    server.on('connect', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
      const target = new URL(`http://${incoming.url ?? ''}`);
      const upstream = connect(Number(target.port), target.hostname, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      network.track(upstream);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return network;
  }

  /** The proxy to give the device's browser context (`newContext({ proxy: { server } })`). */
  get proxyServer(): string {
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('Proxy not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  get isOffline(): boolean {
    return this.offline;
  }

  /**
   * The context whose connectivity events follow the proxy: a phone that loses signal also tells
   * its pages (`offline` / `online` events), and the app flushes its queue when signal returns.
   */
  follow(context: BrowserContext): void {
    this.context = context;
  }

  /** Shows every answer from now on to `watch` before the browser gets it. */
  watchAnswers(watch: AnswerWatch | null): void {
    this.answerWatch = watch;
  }

  async goOffline(): Promise<void> {
    this.cut();
    await this.context?.setOffline(true);
  }

  async goOnline(): Promise<void> {
    this.offline = false;
    await this.context?.setOffline(false);
  }

  /** Closes every connection and stops the proxy. */
  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private cut(): void {
    this.offline = true;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  private track(socket: Socket): void {
    if (this.offline) {
      socket.destroy();
      return;
    }
    // A kept-alive upstream socket is handed to the next request again: tracked once.
    if (this.sockets.has(socket)) return;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }
}
