import mqtt from 'mqtt';
import type { PublishMessage } from './publisher.ts';

/** A QoS 1 publish the broker has not acknowledged by then fails, so its batch is retried. */
export const PUBLISH_ACK_TIMEOUT_MS = 10_000;

export interface ExternalBrokerClient {
  publish: PublishMessage;
  /**
   * Fails every publish still waiting for the broker (it may be down) and every later one, so a
   * running batch ends now (at shutdown).
   */
  abortPending(): void;
  /** Disconnects without waiting for a broker that may be down. */
  close(): Promise<void>;
}

/**
 * The publisher's connection to an external broker (MQTT_URL). mqtt.js keeps an unacknowledged
 * QoS 1 message and resends it after a reconnect, so a publish to a broker that is down would
 * wait for it indefinitely, holding the batch's transaction open and blocking shutdown: each
 * publish fails after `ackTimeoutMs` or on abortPending() instead, and the batch is sent again
 * later (at least once: subscribers drop duplicates by changeSeq).
 */
export async function connectExternalBroker(
  url: string,
  log: (message: string) => void,
  ackTimeoutMs = PUBLISH_ACK_TIMEOUT_MS,
  /** The publisher's own account (else the credentials in `url`, if any). */
  account?: { username: string; password: string },
): Promise<ExternalBrokerClient> {
  const client = await mqtt.connectAsync(url, {
    clientId: `gatehouse-publisher-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
    clean: true,
    reconnectPeriod: 2000,
    ...account,
  });
  client.on('error', (error) => log(`external MQTT broker: ${error.message}`));
  const pending = new Set<(error: Error) => void>();
  let aborted = false;

  const publish: PublishMessage = (topic, payload) =>
    new Promise<void>((resolve, reject) => {
      if (aborted) {
        reject(new Error('publisher closing'));
        return;
      }
      const settle = (error?: Error) => {
        clearTimeout(timer);
        pending.delete(fail);
        if (error) reject(error);
        else resolve();
      };
      const fail = (error: Error) => settle(error);
      const timer = setTimeout(
        () => fail(new Error(`no PUBACK from ${url} within ${ackTimeoutMs} ms`)),
        ackTimeoutMs,
      );
      pending.add(fail);
      client.publishAsync(topic, payload, { qos: 1 }).then(
        () => settle(),
        (error: unknown) => settle(error instanceof Error ? error : new Error(String(error))),
      );
    });

  return {
    publish,
    abortPending() {
      aborted = true;
      for (const fail of [...pending]) fail(new Error('publisher closing'));
    },
    close: () => client.endAsync(true),
  };
}
