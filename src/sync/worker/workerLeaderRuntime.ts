import type { LeaderRuntime } from '../leaderRuntime.ts';
import type { FlushResult } from '../outbox/flush.ts';
import type { ConnectionState, StatusStore } from '../status.ts';
import type {
  MessageEndpoint,
  SyncWorkerCommand,
  SyncWorkerConfig,
  SyncWorkerEvent,
} from './protocol.ts';
import { consoleOutputEnabled, log } from '../../log/consoleOutput.ts';

/** A started sync worker: a Worker in the browser, a MessagePort in tests. */
export interface SyncWorkerLike extends MessageEndpoint<SyncWorkerEvent, SyncWorkerCommand> {
  addEventListener(type: 'message', listener: (event: MessageEvent<SyncWorkerEvent>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate?(): void;
}

export interface WorkerLeaderRuntimeOptions {
  worker: SyncWorkerLike;
  config: SyncWorkerConfig;
  status: StatusStore;
  openScopeIds(): string[];
  onConnection(state: ConnectionState): void;
  onStorageFull(): void;
  /** The worker heard that the organisation's configuration changed. */
  onConfigurationChanged?(): void;
  /** The server clock offset measured by the worker. */
  onServerClock(offset: number): void;
  /** The worker could not load (no module workers): the same runtime in the page instead. */
  fallback(): LeaderRuntime;
}

interface Pending {
  resolve(result: FlushResult | undefined): void;
  reject(error: Error): void;
  /** The same request to the in-page fallback. */
  replay(runtime: LeaderRuntime): Promise<FlushResult | undefined>;
}

const nothing = (work: Promise<void>) => work.then(() => undefined);

/** An error as the worker reported it; its name is kept (DatabaseClosedError is expected on stop). */
function workerError(error: { name: string; message: string }): Error {
  const result = new Error(error.message);
  result.name = error.name;
  return result;
}

/**
 * The leader runtime as the tab sees it when the sync engine runs in a worker: every call is a
 * message (worker/protocol.ts), events update the tab's status. Until the worker says it is
 * ready, a load error switches to `fallback` and replays what was asked meanwhile.
 */
export function createWorkerLeaderRuntime(options: WorkerLeaderRuntimeOptions): LeaderRuntime {
  const { worker } = options;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let ready = false;
  let stopped = false;
  let fallback: LeaderRuntime | null = null;

  worker.addEventListener('message', ({ data: event }) => {
    if (stopped) return;
    switch (event.type) {
      case 'ready':
        ready = true;
        break;
      case 'status':
        options.status.update(event.patch);
        break;
      case 'connection':
        options.onConnection(event.state);
        break;
      case 'storageFull':
        options.onStorageFull();
        break;
      case 'configuration':
        options.onConfigurationChanged?.();
        break;
      case 'clock':
        options.onServerClock(event.offset);
        break;
      case 'done':
        pending.get(event.id)?.resolve(event.result);
        pending.delete(event.id);
        break;
      case 'failed':
        pending.get(event.id)?.reject(workerError(event.error));
        pending.delete(event.id);
        break;
    }
  });
  worker.addEventListener('error', (event) => {
    if (stopped || fallback) return;
    if (ready) {
      log.error('Sync worker error', event);
      return;
    }
    log.warn('The sync worker could not start: syncing in the page instead', event);
    worker.terminate?.();
    fallback = options.fallback();
    for (const request of pending.values()) {
      request.replay(fallback).then(request.resolve, request.reject);
    }
    pending.clear();
  });

  function request(
    command: (id: number) => SyncWorkerCommand,
    replay: Pending['replay'],
  ): Promise<FlushResult | undefined> {
    if (fallback) return replay(fallback);
    if (stopped) return Promise.resolve(undefined);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, replay });
      worker.postMessage(command(id));
    });
  }

  const onVisibility = () => {
    if (!fallback) {
      worker.postMessage({ type: 'visibility', visible: document.visibilityState !== 'hidden' });
    }
  };
  const onOnline = () => {
    if (!fallback) worker.postMessage({ type: 'online' });
  };
  globalThis.document?.addEventListener('visibilitychange', onVisibility);
  globalThis.addEventListener?.('online', onOnline);
  worker.postMessage({
    type: 'start',
    config: { ...options.config, consoleOutput: consoleOutputEnabled() },
  });

  return {
    async scopesChanged() {
      const scopeIds = options.openScopeIds();
      await request(
        (id) => ({ type: 'scopes', id, scopeIds }),
        (runtime) => nothing(runtime.scopesChanged()),
      );
    },
    async refresh() {
      const scopeIds = options.openScopeIds();
      await request(
        (id) => ({ type: 'refresh', id, scopeIds }),
        (runtime) => nothing(runtime.refresh()),
      );
    },
    async flush(mode = 'now') {
      if (stopped && !fallback) return { state: 'idle', sent: 0 };
      const result = await request(
        (id) => ({ type: 'flush', id, mode }),
        (runtime) => runtime.flush(mode),
      );
      if (!result) throw new Error('The sync worker answered a flush without its result');
      return result;
    },
    reconnect() {
      if (fallback) fallback.reconnect();
      else worker.postMessage({ type: 'reconnect' });
    },
    networkOnline() {
      if (fallback) fallback.networkOnline();
      else worker.postMessage({ type: 'online' });
    },
    visibilityChanged(visible) {
      if (fallback) fallback.visibilityChanged(visible);
      else worker.postMessage({ type: 'visibility', visible });
    },
    async settle() {
      await request(
        (id) => ({ type: 'settle', id }),
        (runtime) => nothing(runtime.settle()),
      );
    },
    stop() {
      if (stopped) return;
      stopped = true;
      globalThis.document?.removeEventListener('visibilitychange', onVisibility);
      globalThis.removeEventListener?.('online', onOnline);
      if (fallback) fallback.stop();
      else {
        worker.postMessage({ type: 'stop' });
        // Ended at once too, not after it has read the message: nothing it would still send may
        // reach the network after the tab stopped it (an update waits for the tab to be quiet,
        // versionHandover.ts). A row it was sending stays queued; its Idempotency-Key makes the
        // next send count once. A worker-like without terminate (tests) closes itself on 'stop'.
        worker.terminate?.();
      }
      // What was still asked will not be answered.
      const closed = new Error('The sync engine stopped');
      closed.name = 'DatabaseClosedError';
      for (const request of pending.values()) request.reject(closed);
      pending.clear();
    },
  };
}
