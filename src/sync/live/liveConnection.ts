import type { SubscribeCredential } from '../../../contract/index.ts';
import type { ApiClient } from '../../api/apiClient.ts';
import { AuthRequiredError, errorMessage } from '../../api/errors.ts';
import { backoffDelay } from '../outbox/backoff.ts';
import {
  MQTT_KEEPALIVE_S,
  MQTT_RECONNECT_PERIOD_MS,
  type MqttClientLike,
  type MqttConnect,
} from './mqttTypes.ts';
import { log } from '../../log/consoleOutput.ts';

/** Credentials are renewed when absent or when this little time or less remains (spec §9). */
export const CREDENTIAL_REFRESH_MS = 300_000;
const MIN_RENEWAL_DELAY_MS = 30_000;

export type LiveState = 'idle' | 'connecting' | 'online' | 'reconnecting' | 'offline';

export interface LiveConnectionOptions {
  api: ApiClient;
  connect: MqttConnect;
  url: string;
  /** The client id asked for; the broker's is the one the credential names. */
  clientId: string;
  now: () => number;
  onMessage(topic: string, payload: Uint8Array): void;
  /** The subscription is in place after a (re)connect: time to catch up. */
  onSubscribed(): void;
  onState(state: LiveState, error?: string): void;
  onAuthRequired(): void;
  /** Jitter of the retry after a failed credential or connect (tests pin it). */
  random?: () => number;
}

export interface LiveConnection {
  setTopics(topics: readonly string[]): void;
  /**
   * Whether the current credential left out a topic of `family` that was asked for (a HOST
   * marshal is refused worker and parking events): its changes are followed by notices then.
   */
  refusesTopicFamily(family: string): boolean;
  /** Reconnects now (with a new credential if needed), e.g. when the browser comes online. */
  reconnect(): void;
  stop(): void;
}

/**
 * One MQTT connection for the sync leader: asks for a subscribe credential naming the topics,
 * connects with keepalive 60 s, reconnect period 15 s and a persistent session, and reconnects
 * with a fresh token before the credential runs out. A failed credential request or connect is
 * retried with the outbox's backoff (about 1 s, 2 s, 4 s, ...) capped at the reconnect period:
 * one server hiccup must not leave a marshal without live marks for a whole period.
 */
export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  let topics: string[] = [];
  let credential: SubscribeCredential | null = null;
  /** The topics the credential was asked for (it grants those the user may read). */
  let credentialAskedFor = '';
  let client: MqttClientLike | null = null;
  let generation = 0;
  let state: LiveState = 'idle';
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  /** Failed starts in a row (credential or connect); reset once subscribed. */
  let failures = 0;

  function setState(next: LiveState, error?: string): void {
    state = next;
    options.onState(next, error);
  }

  function credentialUsable(): boolean {
    if (!credential) return false;
    if (credential.expiresAt - options.now() <= CREDENTIAL_REFRESH_MS) return false;
    return credentialAskedFor === topics.join('\n');
  }

  function clearTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function closeClient(): void {
    client?.end(true);
    client = null;
  }

  async function start(): Promise<void> {
    const mine = ++generation;
    clearTimer();
    closeClient();
    if (stopped || topics.length === 0) {
      setState('idle');
      return;
    }
    setState(state === 'online' ? 'reconnecting' : 'connecting');
    try {
      if (!credentialUsable()) {
        const answer = await options.api.call('userOperations/retrieveSubscribeCredential', {
          topics,
          clientId: options.clientId,
        });
        credential = answer.credential;
        credentialAskedFor = topics.join('\n');
      }
      if (mine !== generation) return;
      // The server issues the MQTT client id for this session (bound to it, credentials.ts); it
      // is also the user name of the account a managed external broker has for the credential.
      const next = await options.connect(options.url, {
        clientId: credential!.clientId,
        username: credential!.clientId,
        password: credential!.token,
        keepalive: MQTT_KEEPALIVE_S,
        reconnectPeriod: MQTT_RECONNECT_PERIOD_MS,
        clean: false,
      });
      if (mine !== generation) {
        next.end(true);
        return;
      }
      client = next;
      attach(next, mine);
      const renewIn = credential!.expiresAt - CREDENTIAL_REFRESH_MS - options.now();
      timer = setTimeout(() => void start(), Math.max(MIN_RENEWAL_DELAY_MS, renewIn));
    } catch (error) {
      if (mine !== generation) return;
      if (error instanceof AuthRequiredError) {
        setState('offline', error.message);
        options.onAuthRequired();
        return;
      }
      setState('offline', errorMessage(error));
      failures += 1;
      const delay = Math.min(MQTT_RECONNECT_PERIOD_MS, backoffDelay(failures, options.random));
      timer = setTimeout(() => void start(), delay);
    }
  }

  function attach(mqtt: MqttClientLike, mine: number): void {
    const current = () => mine === generation && !stopped;
    // What the credential grants: topics the user may not read are left out by the server.
    const subscribed = [...(credential?.topics ?? [])];
    mqtt.on('connect', () => {
      if (!current()) return;
      // QoS 0: the catch-up after every (re)connect closes any gap, so the broker need not queue
      // events for a disconnected tab; a queue would only arrive as a burst and force a refresh.
      mqtt.subscribe(subscribed, { qos: 0 }, (error) => {
        if (!current()) return;
        if (error) {
          setState('reconnecting', error.message);
          return;
        }
        failures = 0;
        setState('online');
        options.onSubscribed();
      });
    });
    mqtt.on('message', (topic, payload) => {
      if (current()) options.onMessage(topic, payload);
    });
    mqtt.on('reconnect', () => {
      if (!current()) return;
      // mqtt.js reconnects with the password it was given: swap in a fresh token instead.
      if (!credentialUsable()) void start();
      else setState('reconnecting');
    });
    mqtt.on('close', () => {
      if (current() && state === 'online') setState('reconnecting');
    });
    mqtt.on('offline', () => {
      if (current()) setState('offline');
    });
    mqtt.on('error', (error) => {
      if (current()) log.warn('Live connection error', error.message);
    });
  }

  return {
    setTopics(next) {
      if (stopped) return;
      const sorted = [...new Set(next)].sort();
      if (sorted.join('\n') === topics.join('\n')) return;
      topics = sorted;
      void start();
    },
    refusesTopicFamily(family) {
      if (!credential) return false;
      const granted = new Set(credential.topics);
      return credentialAskedFor
        .split('\n')
        .some((topic) => topic.split('/')[0] === family && !granted.has(topic));
    },
    reconnect() {
      if (!stopped && state !== 'online') void start();
    },
    stop() {
      stopped = true;
      generation += 1;
      clearTimer();
      closeClient();
      setState('idle');
    },
  };
}
