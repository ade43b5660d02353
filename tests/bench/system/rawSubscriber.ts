import mqtt, { type MqttClient } from 'mqtt';
import { recordTopic } from '../../../contract/topics.ts';
import type { GatehouseApi } from '../../e2e/support/api.ts';

export interface RawSubscriber {
  /** Arrival time (epoch ms) of each event, by the visitor's last name. */
  arrivals: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A plain Node MQTT client on the site's visitor topic with a subscribe credential from the API:
 * the broker's own delivery time, without the browser, Dexie or React.
 */
export async function subscribeRaw(
  api: GatehouseApi,
  baseURL: string,
  hierarchy: string,
): Promise<RawSubscriber> {
  const topic = recordTopic('visitorEvents', hierarchy);
  const { credential } = await api.call<{ credential: { token: string; clientId: string } }>(
    'userOperations/retrieveSubscribeCredential',
    { topics: [topic], clientId: `bench-raw-${Date.now().toString(36)}` },
  );
  // The broker's client id is the one the server issued for this session.
  const client: MqttClient = await mqtt.connectAsync(`${baseURL.replace(/^http/, 'ws')}/mqtt`, {
    clientId: credential.clientId,
    username: 'gatehouse',
    password: credential.token,
    clean: true,
    reconnectPeriod: 0,
  });
  const arrivals = new Map<string, number>();
  client.on('message', (_topic, payload) => {
    const at = Date.now();
    const event = JSON.parse(payload.toString()) as {
      NewImage?: { visitorFullDetails?: { lastName?: string } };
    };
    const lastName = event.NewImage?.visitorFullDetails?.lastName;
    if (lastName && !arrivals.has(lastName)) arrivals.set(lastName, at);
  });
  await client.subscribeAsync(topic, { qos: 1 });
  return { arrivals, close: () => client.endAsync() };
}
