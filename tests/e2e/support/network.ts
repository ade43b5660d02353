import type { BrowserContext } from '@playwright/test';
import type { TestServer } from './testServer.ts';

/**
 * A real outage for one browser context. Playwright's `setOffline` alone leaves WebSockets and
 * service-worker fetches alone (TOOLCHAIN.md), so going offline also aborts every request, drops
 * MQTT WebSockets and stops the server; going online undoes all of it.
 */
export class NetworkSwitch {
  private offline = false;
  private routed = false;

  constructor(
    private readonly context: BrowserContext,
    private readonly server: TestServer,
  ) {}

  async goOffline(): Promise<void> {
    await this.routeThroughSwitch();
    this.offline = true;
    await this.context.setOffline(true);
    await this.server.stop();
  }

  async goOnline(): Promise<void> {
    await this.server.start();
    this.offline = false;
    await this.context.setOffline(false);
  }

  private async routeThroughSwitch(): Promise<void> {
    if (this.routed) return;
    this.routed = true;
    await this.context.route('**/*', (route) =>
      this.offline ? route.abort('internetdisconnected') : route.fallback(),
    );
    await this.context.routeWebSocket(/\/mqtt/, (socket) => {
      if (this.offline) {
        socket.close({ code: 1001, reason: 'offline' });
      } else {
        socket.connectToServer();
      }
    });
  }
}
