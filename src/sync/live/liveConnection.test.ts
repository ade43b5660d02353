import { afterEach, describe, expect, it, vi } from 'vitest';
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
    // The refused family's changes are followed by notices instead (globalEvents.ts).
    expect(live.refusesTopicFamily('workerEvents')).toBe(true);
    expect(live.refusesTopicFamily('visitorEvents')).toBe(false);

    live.setTopics([MINE]);
    await expect.poll(() => subscribed).toBe(2);
    expect(asked, 'a new credential for other topics').toHaveLength(2);
    expect(live.refusesTopicFamily('workerEvents'), 'no longer asked for').toBe(false);
    live.reconnect();
    expect(asked, 'connected: nothing to do').toHaveLength(2);
    live.stop();
  });

  describe('after a failed credential request', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('retries after about 1 s, 2 s, 4 s, ... capped at the reconnect period, and starts over once subscribed', async () => {
      vi.useFakeTimers();
      let failuresLeft = 6;
      const askedAt: number[] = [];
      const api = {
        call: async () => {
          askedAt.push(Date.now());
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            throw new Error('HTTP 503');
          }
          return {
            key: 'CREDENTIAL_RETRIEVED',
            credential: { token: 't', clientId: 'c', expiresAt: NOW + 3_600_000, topics: [MINE] },
          };
        },
      } as unknown as ApiClient;
      const states: string[] = [];
      const live = createLiveConnection({
        api,
        connect: () => recordingClient([]),
        url: 'ws://broker/mqtt',
        clientId: 'asked',
        now: () => NOW,
        random: () => 1,
        onMessage: () => undefined,
        onSubscribed: () => undefined,
        onState: (state) => states.push(state),
        onAuthRequired: () => undefined,
      });
      const start = Date.now();
      live.setTopics([MINE]);
      await vi.advanceTimersByTimeAsync(120_000);
      const gaps = askedAt.slice(1).map((t, i) => t - askedAt[i]!);
      expect(askedAt[0]).toBe(start);
      expect(gaps).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
      expect(states.at(-1)).toBe('online');

      failuresLeft = 1;
      askedAt.length = 0;
      live.setTopics([MINE, NOT_MINE]);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(askedAt[1]! - askedAt[0]!, 'the backoff starts over').toBe(1_000);
      expect(states.at(-1)).toBe('online');
      live.stop();
    });
  });
});
