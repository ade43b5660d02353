import type { MqttClientLike, MqttConnect } from './mqttTypes.ts';

/** Connects with the real mqtt 5 client, loaded lazily (it is about 100 KiB gzip). */
export const connectMqtt: MqttConnect = async (url, options) => {
  // mqtt's browser ES module has only a default export; Node's has named exports too.
  const mqtt = await import('mqtt');
  const connect = mqtt.connect ?? mqtt.default.connect;
  return connect(url, { ...options, protocolVersion: 4 }) as unknown as MqttClientLike;
};
