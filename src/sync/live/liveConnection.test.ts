import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/apiClient.ts';
import { createLiveConnection } from './liveConnection.ts';
import type { MqttClientLike } from './mqttTypes.ts';

const NOW = 1_800_000_000_000;
const MINE = 'visitorEvents/acme/north/#';
const NOT_MINE = 'workerEvents/acme/north/#';

/** A client that connects at once and records what it subscribes to. */
function recordingClient(subscriptions: string[][]): MqttClientLike {
  const client: MqttClientLike = {
    on(event: string, listener: (...args: never[]) => void) {
      if (event === 'connect') queueMicrotask(listener);
      return client;
    },
    subscribe(topics, _options, callback) {
      subscriptions.push(topics);
      callback(null);
      return client;
    },
    end: () => client,
  };
  return client;
}

describe('live connection', () => {
  it('subscribes to the topics the credential grants, and keeps it while the same topics are asked', async () => {
    const asked: string[][] = [];
    const subscriptions: string[][] = [];
    const api = {
      call: async (_operation: string, body: { topics: string[] }) => {
        asked.push(body.topics);
        return {
          key: 'CREDENTIAL_RETRIEVED',
          credential: {
            token: 't',
            clientId: 'issued',
            expiresAt: NOW + 3_600_000,
            topics: [MINE],
          },
        };
      },
    } as unknown as ApiClient;
    let subscribed = 0;
    const live = createLiveConnection({
      api,
      connect: () => recordingClient(subscriptions),
      url: 'ws://broker/mqtt',
      clientId: 'asked',
      now: () => NOW,
      onMessage: () => undefined,
      onSubscribed: () => {
        subscribed += 1;
      },
      onState: () => undefined,
      onAuthRequired: () => undefined,
    });
    live.setTopics([NOT_MINE, MINE]);
    await expect.poll(() => subscribed).toBe(1);
    expect(asked).toEqual([[MINE, NOT_MINE]]);
    expect(subscriptions).toEqual([[MINE]]);

    live.setTopics([MINE]);
    await expect.poll(() => subscribed).toBe(2);
    expect(asked, 'a new credential for other topics').toHaveLength(2);
    live.reconnect();
    expect(asked, 'connected: nothing to do').toHaveLength(2);
    live.stop();
  });
});
