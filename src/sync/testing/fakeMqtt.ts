import type { MqttClientLike, MqttConnect, MqttConnectOptions } from '../live/mqttTypes.ts';

type Listener = (...args: never[]) => void;

/** True when an MQTT topic matches a filter with '+' and '#' wildcards. */
export function topicMatches(filter: string, topic: string): boolean {
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i += 1) {
    if (f[i] === '#') return true;
    if (i >= t.length) return false;
    if (f[i] !== '+' && f[i] !== t[i]) return false;
  }
  return f.length === t.length;
}

export class FakeMqttClient implements MqttClientLike {
  readonly filters = new Set<string>();
  connected = false;
  ended = false;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(
    readonly broker: FakeBroker,
    readonly url: string,
    readonly options: MqttConnectOptions,
  ) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (...a: unknown[]) => void)(...args);
  }

  subscribe(
    topics: string[],
    _options: { qos: 0 | 1 },
    callback: (error: Error | null | undefined) => void,
  ): this {
    queueMicrotask(() => {
      const refused = topics.find((t) => !this.broker.allows(this.options.password, t));
      if (refused) return callback(new Error(`Subscription refused: ${refused}`));
      for (const t of topics) this.filters.add(t);
      callback(null);
    });
    return this;
  }

  end(): this {
    this.ended = true;
    this.connected = false;
    this.broker.clients.delete(this);
    return this;
  }
}

/**
 * An in-memory broker: delivers published messages to matching subscriptions of connected
 * clients, drops them for disconnected ones (so catch-up has to fill the gap), and can go down.
 */
export class FakeBroker {
  readonly clients = new Set<FakeMqttClient>();
  online = true;
  /** token → allowed topic filters (set by the fake server when it issues a credential). */
  readonly tokens = new Map<string, string[]>();
  /** token → the client id the credential names: a connect with another id is refused. */
  readonly clientIds = new Map<string, string>();
  /** Every message published, so tests can replay (duplicate, reorder) old events. */
  readonly history: { topic: string; payload: string }[] = [];
  /** Messages still to lose in transit (each publish loses one while above zero). */
  dropNext = 0;
  /** While set, messages wait here (delayed in transit) until `releaseHeld`. */
  held: { topic: string; payload: string }[] | null = null;

  readonly connect: MqttConnect = (url, options) => {
    const client = new FakeMqttClient(this, url, options);
    this.clients.add(client);
    if (this.online) this.accept(client);
    return client;
  };

  allows(token: string, filter: string): boolean {
    return this.tokens.get(token)?.includes(filter) ?? false;
  }

  /** Like a network connect, CONNACK arrives in a later task. */
  private accept(client: FakeMqttClient): void {
    setTimeout(() => {
      if (client.ended || !this.online) return;
      const { password, clientId } = client.options;
      if (!this.tokens.has(password) || this.clientIds.get(password) !== clientId) {
        client.emit('error', new Error('Not authorized'));
        return;
      }
      client.connected = true;
      client.emit('connect');
    }, 0);
  }

  publish(topic: string, payload: string): void {
    this.history.push({ topic, payload });
    if (this.dropNext > 0) {
      this.dropNext -= 1;
      return;
    }
    if (this.held) this.held.push({ topic, payload });
    else this.deliver(topic, payload);
  }

  /** Delays every message from now on until `releaseHeld`. */
  holdMessages(): void {
    this.held ??= [];
  }

  /** Delivers the delayed messages, newest first when `reversed`, and stops delaying. */
  releaseHeld(reversed = false): void {
    const held = this.held ?? [];
    this.held = null;
    for (const m of reversed ? [...held].reverse() : held) this.deliver(m.topic, m.payload);
  }

  private deliver(topic: string, payload: string): void {
    const bytes = new TextEncoder().encode(payload);
    for (const client of this.clients) {
      if (!client.connected) continue;
      if ([...client.filters].some((f) => topicMatches(f, topic)))
        client.emit('message', topic, bytes);
    }
  }

  /** The broker stops: every client loses its connection (mqtt.js then tries to reconnect). */
  goDown(): void {
    this.online = false;
    for (const client of this.clients) {
      if (!client.connected) continue;
      client.connected = false;
      client.emit('close');
      client.emit('offline');
    }
  }

  comeBack(): void {
    this.online = true;
    for (const client of this.clients) {
      if (client.ended || client.connected) continue;
      client.emit('reconnect');
      if (!client.ended) this.accept(client);
    }
  }
}
