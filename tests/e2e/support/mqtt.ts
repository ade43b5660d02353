import type { Page, WebSocket } from '@playwright/test';

const SUBSCRIBE = 8;
const SUBACK = 9;

const packetType = (payload: string | Buffer): number | undefined =>
  typeof payload !== 'string' && payload.length > 0 ? (payload[0] ?? 0) >> 4 : undefined;

/**
 * Resolves when the page's MQTT connection (WebSocket at /mqtt) has a subscription to a topic of
 * `topicFamily` (e.g. 'preScreeningEvents') acknowledged by the broker: from then on that family's
 * live events reach the page. Call it before the page opens the screen that needs the family.
 *
 * The family matters: the page subscribes again (a new connection with the new topic list) each
 * time a screen opens a family, so the first acknowledgement may come from the location's default
 * screen before the one under test has subscribed.
 */
export function mqttSubscribed(page: Page, topicFamily: string): Promise<void> {
  return new Promise((resolve) => {
    const watch = (socket: WebSocket) => {
      if (!new URL(socket.url()).pathname.startsWith('/mqtt')) return;
      let asked = false;
      socket.on('framesent', ({ payload }) => {
        if (packetType(payload) === SUBSCRIBE && payload.includes(`${topicFamily}/`)) asked = true;
      });
      socket.on('framereceived', ({ payload }) => {
        if (asked && packetType(payload) === SUBACK) {
          page.off('websocket', watch);
          resolve();
        }
      });
    };
    page.on('websocket', watch);
  });
}
