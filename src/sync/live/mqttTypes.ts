/** The part of an mqtt 5 `MqttClient` the sync engine uses (a fake implements it in tests). */
export interface MqttClientLike {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'message', listener: (topic: string, payload: Uint8Array) => void): unknown;
  on(event: 'reconnect' | 'close' | 'offline', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  subscribe(
    topics: string[],
    options: { qos: 0 | 1 },
    callback: (error: Error | null | undefined) => void,
  ): unknown;
  end(force?: boolean): unknown;
}

export interface MqttConnectOptions {
  clientId: string;
  username: string;
  password: string;
  keepalive: number;
  reconnectPeriod: number;
  clean: boolean;
}

export type MqttConnect = (
  url: string,
  options: MqttConnectOptions,
) => MqttClientLike | Promise<MqttClientLike>;

/** The spec's live-update settings (spec/frame.md §7). */
export const MQTT_KEEPALIVE_S = 60;
export const MQTT_RECONNECT_PERIOD_MS = 15_000;
