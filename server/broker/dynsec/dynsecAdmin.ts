import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';

/** Where Mosquitto's dynamic security plugin takes commands and answers them. */
export const DYNSEC_COMMAND_TOPIC = '$CONTROL/dynamic-security/v1';
export const DYNSEC_RESPONSE_TOPIC = `${DYNSEC_COMMAND_TOPIC}/response`;
/** A command batch the plugin has not answered by then fails. */
export const DYNSEC_ANSWER_TIMEOUT_MS = 10_000;

export type DynsecCommand = { command: string } & Record<string, unknown>;

export interface DynsecResponse {
  command: string;
  error?: string;
  data?: unknown;
  correlationData?: string;
}

export interface DynsecAdminClient {
  /**
   * Sends the commands as one batch (the plugin runs them in order) and answers their responses
   * in the same order; a command's failure is in its `error`, not thrown.
   */
  run(commands: DynsecCommand[]): Promise<DynsecResponse[]>;
  close(): Promise<void>;
}

/** Errors a command may answer when there is nothing to do (ensure / delete stay idempotent). */
export const ALREADY_DONE = /already exists|not found/i;

/** Throws the first error of `responses` that is not in `tolerated`. */
export function expectSuccess(responses: DynsecResponse[], tolerated?: RegExp): void {
  const failed = responses.find(
    (response) => response.error !== undefined && !(tolerated?.test(response.error) ?? false),
  );
  if (failed) throw new Error(`dynamic security ${failed.command}: ${failed.error}`);
}

/**
 * The server's connection as the dynamic security admin client (MQTT_ADMIN_USERNAME /
 * MQTT_ADMIN_PASSWORD) to the broker at `url`. Each batch carries a correlation id on its last
 * command; the plugin echoes it, which pairs answers with batches across concurrent callers.
 */
export async function connectDynsecAdmin(
  url: string,
  admin: { username: string; password: string },
  log: (message: string) => void,
): Promise<DynsecAdminClient> {
  const client: MqttClient = await mqtt.connectAsync(url, {
    clientId: `gatehouse-admin-${randomUUID()}`,
    username: admin.username,
    password: admin.password,
    clean: true,
    reconnectPeriod: 2000,
    connectTimeout: 5000,
  });
  client.on('error', (error) => log(`dynamic security admin connection: ${error.message}`));
  const waiting = new Map<string, (responses: DynsecResponse[]) => void>();
  client.on('message', (topic, payload) => {
    if (topic !== DYNSEC_RESPONSE_TOPIC) return;
    let responses: DynsecResponse[];
    try {
      responses = (JSON.parse(String(payload)) as { responses: DynsecResponse[] }).responses;
    } catch {
      log('dynamic security answered something that is not JSON');
      return;
    }
    const id = responses.at(-1)?.correlationData;
    const answer = id === undefined ? undefined : waiting.get(id);
    answer?.(responses);
  });
  await client.subscribeAsync(DYNSEC_RESPONSE_TOPIC, { qos: 1 });

  return {
    run(commands) {
      if (commands.length === 0) return Promise.resolve([]);
      const id = randomUUID();
      const tagged = commands.map((command, index) =>
        index === commands.length - 1 ? { ...command, correlationData: id } : command,
      );
      return new Promise<DynsecResponse[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(
            new Error(`dynamic security did not answer within ${DYNSEC_ANSWER_TIMEOUT_MS} ms`),
          );
        }, DYNSEC_ANSWER_TIMEOUT_MS);
        waiting.set(id, (responses) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(responses);
        });
        client
          .publishAsync(DYNSEC_COMMAND_TOPIC, JSON.stringify({ commands: tagged }), { qos: 1 })
          .catch((error: unknown) => {
            clearTimeout(timer);
            waiting.delete(id);
            reject(error instanceof Error ? error : new Error(String(error)));
          });
      });
    },
    close: () => client.endAsync(true),
  };
}
