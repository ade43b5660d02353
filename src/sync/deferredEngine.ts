import type { SyncEngine, SyncEngineOptions } from './engine.ts';
import type { ScopeSpec } from './scopes.ts';
import { STARTING_STATUS, type StatusListener } from './status.ts';
import { log } from '../log/consoleOutput.ts';

type EngineModule = Pick<typeof import('./engine.ts'), 'createSyncEngine'>;

/**
 * The sync engine, its code loaded apart from the app's first chunks: the pages read the local
 * database while the engine (retrieval, live updates, the outbox and the contract's full schemas)
 * loads. Until then scopes and status listeners are kept and handed over, the status is
 * STARTING_STATUS and the other calls wait for it. A stop before it loads means it never starts.
 * `options` may be a promise: on a cold start the database itself loads apart (SyncProvider).
 */
export function createDeferredSyncEngine(
  options: SyncEngineOptions | Promise<SyncEngineOptions>,
  loadEngine: () => Promise<EngineModule> = () => import('./engine.ts'),
): SyncEngine {
  let engine: SyncEngine | null = null;
  let stopped = false;
  const scopes = new Set<{ spec: ScopeSpec; release: () => void }>();
  const listeners = new Set<{ listener: StatusListener; unsubscribe: () => void }>();

  const ready: Promise<SyncEngine> = Promise.all([loadEngine(), options]).then(
    ([{ createSyncEngine }, resolved]) => {
      if (stopped) throw new Error('The sync engine stopped before it loaded');
      const loaded = createSyncEngine(resolved);
      engine = loaded;
      for (const scope of scopes) scope.release = loaded.openScope(scope.spec);
      scopes.clear();
      for (const entry of listeners) entry.unsubscribe = loaded.subscribeStatus(entry.listener);
      for (const { listener } of listeners) listener(loaded.getStatus());
      listeners.clear();
      return loaded;
    },
  );
  ready.catch((error: unknown) => {
    if (!stopped) log.error('The sync engine could not load', error);
  });

  return {
    openScope(spec) {
      if (engine) return engine.openScope(spec);
      const scope = { spec, release: () => {} };
      scopes.add(scope);
      return () => {
        scopes.delete(scope);
        scope.release();
      };
    },
    mutate: async (name, args) => (await ready).mutate(name, args),
    getStatus: () => engine?.getStatus() ?? STARTING_STATUS,
    subscribeStatus(listener) {
      if (engine) return engine.subscribeStatus(listener);
      const entry = { listener, unsubscribe: () => {} };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
        entry.unsubscribe();
      };
    },
    flush: async () => (await ready).flush(),
    refresh: async () => (await ready).refresh(),
    resumeAfterSignIn: async () => (await ready).resumeAfterSignIn(),
    freeUpSpace: async () => (await ready).freeUpSpace(),
    dismissRejected: async (id) => (await ready).dismissRejected(id),
    settle: async () => (await ready).settle(),
    stop() {
      stopped = true;
      engine?.stop();
    },
  };
}
