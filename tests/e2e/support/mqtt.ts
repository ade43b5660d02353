import type { Page, WebSocket } from '@playwright/test';

const SUBACK = 9;

function isSubAck(payload: string | Buffer): boolean {
  return typeof payload !== 'string' && payload.length > 0 && (payload[0] ?? 0) >> 4 === SUBACK;
}

/**
 * Resolves when the page's MQTT connection (WebSocket at /mqtt) has a subscription acknowledged by
 * the broker: from then on live events reach the page. Call it before the page connects.
 */
export function mqttSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const watch = (socket: WebSocket) => {
      if (!new URL(socket.url()).pathname.startsWith('/mqtt')) return;
      socket.on('framereceived', ({ payload }) => {
        if (isSubAck(payload)) {
          page.off('websocket', watch);
          resolve();
        }
      });
    };
    page.on('websocket', watch);
  });
}
