import type { BrowserContext, WebSocketRoute } from '@playwright/test';

/**
 * The network of one device (a browser context) while the server stays up for the others: going
 * offline aborts every request of its pages and service worker (Playwright routes service-worker
 * fetches in Chromium), refuses new MQTT WebSockets and closes the open ones; going online lets
 * everything through again. Attach it before the context opens a page, so that every MQTT
 * WebSocket passes through it and can be dropped.
 */
export class DeviceNetwork {
  private offline = false;
  /** The open MQTT connections: the page's side and the server's side of each. */
  private readonly sockets = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();

  private constructor(private readonly context: BrowserContext) {}

  static async attach(context: BrowserContext): Promise<DeviceNetwork> {
    const network = new DeviceNetwork(context);
    await context.route('**/*', (route) =>
      network.offline ? route.abort('internetdisconnected') : route.fallback(),
    );
    await context.routeWebSocket(/\/mqtt/, (socket) => network.connect(socket));
    return network;
  }

  get isOffline(): boolean {
    return this.offline;
  }

  async goOffline(): Promise<void> {
    this.offline = true;
    await this.context.setOffline(true);
    const open = [...this.sockets];
    this.sockets.clear();
    await Promise.all(
      open.flatMap(({ page, server }) => [
        page.close({ code: 1001, reason: 'offline' }),
        server.close({ code: 1001, reason: 'offline' }),
      ]),
    );
  }

  async goOnline(): Promise<void> {
    this.offline = false;
    await this.context.setOffline(false);
  }

  private connect(socket: WebSocketRoute): void {
    if (this.offline) {
      void socket.close({ code: 1001, reason: 'offline' });
      return;
    }
    const server = socket.connectToServer();
    const pair = { page: socket, server };
    this.sockets.add(pair);
    const forget = () => this.sockets.delete(pair);
    socket.onClose(async (code, reason) => {
      forget();
      await server.close({ code, reason });
    });
    server.onClose(async (code, reason) => {
      forget();
      await socket.close({ code, reason });
    });
  }
}
