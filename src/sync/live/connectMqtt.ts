import type { MqttClientLike, MqttConnect } from './mqttTypes.ts';

/** Connects with the real mqtt 5 client, loaded lazily (it is about 100 KiB gzip). */
export const connectMqtt: MqttConnect = async (url, options) => {
  const { connect } = await import('mqtt');
  return connect(url, { ...options, protocolVersion: 4 }) as unknown as MqttClientLike;
};
