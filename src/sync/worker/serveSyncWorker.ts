import { type ApiClient, createApiClient } from '../../api/apiClient.ts';
import { GatehouseDatabase } from '../../db/database.ts';
import { persistServerClock } from '../clockOffset.ts';
import { createLeaderRuntime, type LeaderRuntime } from '../leaderRuntime.ts';
import type { MqttConnect } from '../live/mqttTypes.ts';
import { MUTATORS } from '../mutators/index.ts';
import type { FlushResult } from '../outbox/flush.ts';
import { STARTING_STATUS, type StatusStore, type SyncStatus } from '../status.ts';
import { openLiveTrace } from '../trace/liveTrace.ts';
import type {
  MessageEndpoint,
  SyncWorkerCommand,
  SyncWorkerConfig,
  SyncWorkerEvent,
} from './protocol.ts';
import { enableConsoleOutput } from '../../log/consoleOutput.ts';

export interface SyncWorkerDependencies {
  mqttConnect: MqttConnect;
  /** The API client (default: the real one on the config's apiBase). */
  createApi?: (config: SyncWorkerConfig) => ApiClient;
  now?: () => number;
  random?: () => number;
  /** After `stop`: the worker entry closes the worker. */
  onStopped?: () => void;
}

interface Running {
  db: GatehouseDatabase;
  runtime: LeaderRuntime;
  stop(): void;
}

function isFlushResult(value: unknown): value is FlushResult {
  return typeof value === 'object' && value !== null && 'state' in value && 'sent' in value;
}

/** A status store whose changes go to the tab, which owns the status. */
function forwardedStatus(post: (event: SyncWorkerEvent) => void): StatusStore {
  let status: SyncStatus = STARTING_STATUS;
  return {
    get: () => status,
    update(patch) {
      status = { ...status, ...patch };
      post({ type: 'status', patch });
    },
    subscribe: () => () => {},
  };
}

/**
 * The sync worker's side of the protocol: on `start` it opens the user's database and runs the
 * leader runtime (MQTT, retrieval, live apply, outbox flush) there, then answers the tab's
 * commands. Plain TypeScript: the worker entry serves its global scope, tests a MessagePort.
 */
export function serveSyncWorker(
  endpoint: MessageEndpoint<SyncWorkerCommand, SyncWorkerEvent>,
  dependencies: SyncWorkerDependencies,
): void {
  const post = (event: SyncWorkerEvent) => endpoint.postMessage(event);
  let running: Running | null = null;
  let scopeIds: string[] = [];

  function start(config: SyncWorkerConfig): Running {
    const db = new GatehouseDatabase(config.dbName);
    const api = dependencies.createApi?.(config) ?? createApiClient({ apiBase: config.apiBase });
    const clock = persistServerClock(db, api.serverClock);
    const stopClockEvents = api.serverClock.subscribe((offset) => post({ type: 'clock', offset }));
    const closeLiveTrace = openLiveTrace();
    const runtime = createLeaderRuntime({
      db,
      api,
      mutators: MUTATORS,
      now: dependencies.now ?? Date.now,
      random: dependencies.random ?? Math.random,
      mqttConnect: config.mqttUrl === null ? null : dependencies.mqttConnect,
      mqttUrl: config.mqttUrl ?? '',
      clientId: config.clientId,
      listensToNetwork: false,
      organisationId: config.organisationId,
      topLevelLocations: config.topLevelLocations,
      status: forwardedStatus(post),
      openScopeIds: () => scopeIds,
      onConnection: (state) => post({ type: 'connection', state }),
      onStorageFull: () => post({ type: 'storageFull' }),
      onConfigurationChanged: () => post({ type: 'configuration' }),
    });
    return {
      db,
      runtime,
      stop() {
        runtime.stop();
        clock.stop();
        stopClockEvents();
        closeLiveTrace();
        db.close();
      },
    };
  }

  function answer(id: number, work: Promise<unknown>): void {
    work.then(
      (result) => post(isFlushResult(result) ? { type: 'done', id, result } : { type: 'done', id }),
      (error: unknown) => {
        const { name, message } =
          error instanceof Error ? error : { name: 'Error', message: String(error) };
        post({ type: 'failed', id, error: { name, message } });
      },
    );
  }

  endpoint.addEventListener('message', ({ data: command }) => {
    if (command.type === 'start') {
      if (running) return;
      enableConsoleOutput(command.config.consoleOutput === true);
      running = start(command.config);
      post({ type: 'ready' });
      return;
    }
    if (command.type === 'stop') {
      running?.stop();
      running = null;
      dependencies.onStopped?.();
      return;
    }
    const runtime = running?.runtime;
    if (!runtime) {
      if ('id' in command)
        answer(command.id, Promise.reject(new Error('The sync worker is not running')));
      return;
    }
    switch (command.type) {
      case 'scopes':
        scopeIds = command.scopeIds;
        answer(command.id, runtime.scopesChanged());
        break;
      case 'refresh':
        scopeIds = command.scopeIds;
        answer(command.id, runtime.refresh());
        break;
      case 'flush':
        answer(command.id, runtime.flush(command.mode));
        break;
      case 'settle':
        answer(command.id, runtime.settle());
        break;
      case 'reconnect':
        runtime.reconnect();
        break;
      case 'online':
        runtime.networkOnline();
        break;
      case 'visibility':
        runtime.visibilityChanged(command.visible);
        break;
    }
  });
}
