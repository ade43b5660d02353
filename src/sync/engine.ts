import { liveQuery } from 'dexie';
import type { ApiClient } from '../api/apiClient.ts';
import type { GatehouseDatabase, ScopeRow } from '../db/database.ts';
import { inBackground } from './background.ts';
import { persistServerClock } from './clockOffset.ts';
import { importInTasks } from './importInTasks.ts';
import { lazyLeaderRuntime } from './lazyLeaderRuntime.ts';
import { electLeader, type LockManagerLike } from './leader.ts';
import type { LeaderRuntime } from './leaderRuntime.ts';
import type { MqttConnect } from './live/mqttTypes.ts';
import type { ArgsOf, MutatorName } from './mutators/index.ts';
import type { MutatorRegistry } from './mutators/types.ts';
import { AUTH_PAUSE_KEY, resumeAfterSignIn as resumeQueue } from './outbox/authPause.ts';
import { requestBackgroundFlush } from './outbox/backgroundSync.ts';
import type { FlushResult } from './outbox/flush.ts';
import { type ScopeSpec, sameSpec, scopeId } from './scopes.ts';
import {
  type ConnectionState,
  createStatusStore,
  STARTING_STATUS,
  type StatusListener,
  type SyncStatus,
} from './status.ts';
import { evictOutsideOpenScopes, isQuotaExceeded } from './storage.ts';
import { openTabChannel, type TabMessage } from './tabChannel.ts';
import { openLiveTrace } from './trace/liveTrace.ts';
import { createWorkerLeaderRuntime, type SyncWorkerLike } from './worker/workerLeaderRuntime.ts';
import { log } from '../log/consoleOutput.ts';

export interface SyncEngineOptions {
  db: GatehouseDatabase;
  api: ApiClient;
  organisationId: string;
  /** Top-level locations the user may access: the subscriptions of an 'ALL' scope. */
  topLevelLocations?: readonly string[];
  /** Null: no live updates (retrieval and outbox only). */
  mqttConnect: MqttConnect | null;
  mqttUrl?: string;
  now?: () => number;
  random?: () => number;
  mutators?: MutatorRegistry;
  /**
   * Runs the leader's network work (MQTT, retrieval, live apply, outbox flush) in a worker this
   * tab starts when it becomes the leader; left out, it runs in the page (tests, no Worker).
   */
  worker?: { start(): SyncWorkerLike; apiBase?: string };
  /** Web Locks; null: this tab always leads. Defaults to navigator.locks. */
  locks?: LockManagerLike | null;
  tabId?: string;
  /**
   * The organisation's configuration changed (a globalEvents notice the leader heard): called in
   * every tab of this database, so each re-reads the hierarchy configuration.
   */
  onConfigurationChanged?: () => void;
}

export interface SyncEngine {
  /** Mirrors a scope while open; call the returned function to release it. */
  openScope(spec: ScopeSpec): () => void;
  /**
   * Queues a mutation: the optimistic state of every record it affects and its outbox row, in one
   * transaction; resolves to the outbox row id (also its mutation id). Its client time is the
   * device time corrected by the server clock offset. Throws when the arguments fail the
   * operation's schema (nothing is queued).
   */
  mutate<N extends MutatorName>(name: N, args: ArgsOf<N>): Promise<string>;
  getStatus(): SyncStatus;
  subscribeStatus(listener: StatusListener): () => void;
  /** Sends pending mutations now (leader), or asks the leader to. */
  flush(): Promise<FlushResult | null>;
  /** Reloads every open scope in full. */
  refresh(): Promise<void>;
  /** After the user signed in again: lift the outbox pause and send. */
  resumeAfterSignIn(): Promise<void>;
  /**
   * Out of storage: deletes confirmed rows outside every open scope, clears the storageFull
   * state and retries what failed. Resolves to how many rows were deleted.
   */
  freeUpSpace(): Promise<number>;
  /** Removes a rejected mutation from the "not applied" list. */
  dismissRejected(id: string): Promise<void>;
  /** Waits until queued events, syncs and flushes of this tab are done (tests). */
  settle(): Promise<void>;
  stop(): void;
}

/**
 * What only a mutation (the mutators, the operations' argument schemas, the outbox) or an in-page
 * leader (retrieval, live apply, flush) needs is imported apart from the engine, the operations'
 * schemas in parts and then the mutators, each module graph evaluated in a task of its own.
 * Evaluated with the engine's, the whole was one task of 50–90 ms at 4× CPU on a cold start (bench
 * offline-cold-start-interactive). The parts follow how the contract's modules are chunked today;
 * cheaper schemas (built on first use) would make the list unnecessary. The mutation code is still imported as soon as the engine is
 * created, not at the first mutation: on a first visit the service worker may not have cached it
 * yet, and a mark made offline must never wait for code it cannot fetch (e2e faults.spec.ts).
 */
const importMutationCode = () =>
  importInTasks(
    () => import('../../contract/familyOperations.ts'),
    () => import('../../contract/directory/directoryOperations.ts'),
    () =>
      Promise.all([
        import('../../contract/induction.ts'),
        import('../../contract/workerCorrections.ts'),
      ]),
    () =>
      Promise.all([
        import('../../contract/parkingBookings.ts'),
        import('../../contract/visitorLogUpdates.ts'),
        import('../../contract/customNotifications.ts'),
      ]),
    () => import('../../contract/operations.ts'),
    () => import('./mutationCode.ts'),
  );
const importLeaderRuntime = () => import('./leaderRuntime.ts');

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, api } = options;
  const now = options.now ?? Date.now;
  const mutationCode = importMutationCode();
  const mutatorsReady: Promise<MutatorRegistry> = options.mutators
    ? Promise.resolve(options.mutators)
    : mutationCode.then((code) => code.MUTATORS);
  // Without the worker the leader runtime runs in this page: its code loads now, beside the rest.
  const leaderRuntimeCode = options.worker ? null : importLeaderRuntime();
  // A load failure is reported by the mutation or runtime that needed the code.
  for (const loading of [mutationCode, mutatorsReady, leaderRuntimeCode]) {
    loading?.catch(() => undefined);
  }
  const tabId = options.tabId ?? crypto.randomUUID();
  const serverClock = persistServerClock(db, api.serverClock);
  const status = createStatusStore(STARTING_STATUS);
  const ownScopes = new Map<string, { spec: ScopeSpec; count: number }>();
  const otherTabs = new Map<string, ScopeSpec[]>();
  let runtime: LeaderRuntime | null = null;
  let stopped = false;
  /** The server clock offset the sync worker measured (its API client is not this one). */
  let workerClockOffset: number | null = null;
  const closeLiveTrace = openLiveTrace();

  const openScopeIds = () => {
    const ids = new Set(ownScopes.keys());
    for (const specs of otherTabs.values()) for (const spec of specs) ids.add(scopeId(spec));
    return [...ids];
  };

  const channel = openTabChannel(`gatehouse-sync:${db.name}`, (message: TabMessage) => {
    if (message.type === 'scopes') {
      otherTabs.set(message.tabId, message.specs);
      // A tab that just opened learns the leader's connection state this way.
      if (runtime) channel.post({ type: 'connection', state: status.get().connection });
      inBackground(
        Promise.all(message.specs.map(ensureScopeRow)).then(() => runtime?.scopesChanged()),
        'scope update',
      );
    } else if (message.type === 'leader' && message.tabId !== tabId) {
      announceScopes();
    } else if (message.type === 'storage') {
      status.update({ storageFull: message.full });
    } else if (message.type === 'connection' && !runtime) {
      status.update({ connection: message.state });
    } else if (message.type === 'outbox') {
      inBackground(runtime?.flush(), 'flush');
    } else if (message.type === 'refresh') {
      inBackground(runtime?.refresh(), 'refresh');
    } else if (message.type === 'configuration') {
      options.onConfigurationChanged?.();
    }
  });

  function setStorageFull(full: boolean): void {
    status.update({ storageFull: full });
    channel.post({ type: 'storage', full });
  }

  function announceScopes(): void {
    channel.post({ type: 'scopes', tabId, specs: [...ownScopes.values()].map((s) => s.spec) });
  }

  async function ensureScopeRow(spec: ScopeSpec): Promise<void> {
    const id = scopeId(spec);
    await db.transaction('rw', db.scopes, async () => {
      const row = await db.scopes.get(id);
      if (row && sameSpec(row as unknown as ScopeSpec, spec)) return;
      const fresh: ScopeRow = {
        id,
        family: spec.family,
        root: spec.root,
        hierarchies: [...spec.hierarchies],
        beginTime: spec.beginTime,
        endTime: spec.endTime,
        cursor: null,
        lastSyncedAt: row?.lastSyncedAt ?? null,
        status: 'loading',
      };
      await db.scopes.put(fresh);
    });
  }

  const leader = electLeader(
    `gatehouse-sync-leader:${db.name}`,
    () => {
      if (stopped) return;
      // Per tab: without Web Locks several tabs lead at once and must not share a client id.
      const clientId = `gh-${crypto.randomUUID().replaceAll('-', '')}`;
      const onStorageFull = () => setStorageFull(true);
      const onConfigurationChanged = () => {
        options.onConfigurationChanged?.();
        channel.post({ type: 'configuration' });
      };
      const onConnection = (state: ConnectionState) => {
        status.update({ connection: state });
        channel.post({ type: 'connection', state });
      };
      const inPage = () =>
        lazyLeaderRuntime(
          Promise.all([leaderRuntimeCode ?? importLeaderRuntime(), mutatorsReady]).then(
            ([code, mutators]) =>
              code.createLeaderRuntime({
                db,
                api,
                mutators,
                now,
                random: options.random ?? Math.random,
                mqttConnect: options.mqttConnect,
                mqttUrl: options.mqttUrl ?? '/mqtt',
                clientId,
                organisationId: options.organisationId,
                topLevelLocations: options.topLevelLocations ?? [],
                status,
                openScopeIds,
                onStorageFull,
                onConnection,
                onConfigurationChanged,
              }),
          ),
        );
      const { worker } = options;
      runtime = worker
        ? createWorkerLeaderRuntime({
            worker: worker.start(),
            config: {
              dbName: db.name,
              ...(worker.apiBase ? { apiBase: worker.apiBase } : {}),
              organisationId: options.organisationId,
              topLevelLocations: [...(options.topLevelLocations ?? [])],
              mqttUrl: options.mqttConnect ? (options.mqttUrl ?? '/mqtt') : null,
              clientId,
            },
            status,
            openScopeIds,
            onConnection,
            onStorageFull,
            onConfigurationChanged,
            onServerClock: (offset) => {
              workerClockOffset = offset;
            },
            fallback: inPage,
          })
        : inPage();
      status.update({ role: 'leader' });
      channel.post({ type: 'leader', tabId });
      inBackground(runtime.scopesChanged(), 'scope update');
      inBackground(runtime.flush(), 'flush');
    },
    options.locks === undefined
      ? ((globalThis.navigator?.locks as LockManagerLike | undefined) ?? null)
      : options.locks,
  );

  announceScopes();

  let lastPending = 0;
  const counts = liveQuery(async () => {
    const [pending, rejected, paused, scopes] = await Promise.all([
      db.outbox.where('status').equals('pending').count(),
      db.outbox.where('status').equals('rejected').count(),
      db.meta.get(AUTH_PAUSE_KEY),
      db.scopes.bulkGet([...ownScopes.keys()]),
    ]);
    return { pending, rejected, paused: paused?.value === true, scopes };
  }).subscribe({
    next({ pending, rejected, paused, scopes }) {
      const scopeStatus: SyncStatus['scopes'] = {};
      for (const row of scopes) {
        if (!row) continue;
        scopeStatus[row.id] = { status: row.status, lastSyncedAt: row.lastSyncedAt };
        if (row.error) scopeStatus[row.id]!.error = row.error;
      }
      status.update({ pending, rejected, authRequired: paused, scopes: scopeStatus });
      // Another tab queued a mutation: the leader sends it.
      if (pending > lastPending) inBackground(runtime?.flush('when-due'), 'flush');
      lastPending = pending;
    },
    error: (error) => log.error('Sync status query failed', error),
  });

  return {
    openScope(spec) {
      const id = scopeId(spec);
      const entry = ownScopes.get(id);
      if (entry) entry.count += 1;
      else ownScopes.set(id, { spec, count: 1 });
      inBackground(
        ensureScopeRow(spec).then(() => {
          if (stopped) return;
          announceScopes();
          return runtime?.scopesChanged();
        }),
        'open scope',
      );
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const current = ownScopes.get(id);
        if (!current) return;
        current.count -= 1;
        if (current.count > 0) return;
        ownScopes.delete(id);
        announceScopes();
        inBackground(runtime?.scopesChanged(), 'scope update');
      };
    },
    async mutate(name, args) {
      const [{ enqueueMutation }, mutators] = await Promise.all([mutationCode, mutatorsReady]);
      const mutator = mutators[name];
      if (!mutator) throw new Error(`Unknown mutator ${name}`);
      await serverClock.ready;
      const queuedAt = now();
      const clientTime = queuedAt + (workerClockOffset ?? api.serverClock.offset() ?? 0);
      const row = await enqueueMutation(db, mutator, args, queuedAt, clientTime).catch(
        (error: unknown) => {
          if (isQuotaExceeded(error)) setStorageFull(true);
          throw error;
        },
      );
      requestBackgroundFlush();
      if (runtime) inBackground(runtime.flush(), 'flush');
      else channel.post({ type: 'outbox' });
      return row.id;
    },
    getStatus: () => status.get(),
    subscribeStatus: (listener) => status.subscribe(listener),
    async flush() {
      if (runtime) return runtime.flush();
      channel.post({ type: 'outbox' });
      return null;
    },
    async refresh() {
      if (runtime) await runtime.refresh();
      else channel.post({ type: 'refresh' });
    },
    async resumeAfterSignIn() {
      await resumeQueue(db);
      status.update({ authRequired: false });
      if (runtime) {
        runtime.reconnect();
        await runtime.scopesChanged();
        await runtime.flush();
      } else channel.post({ type: 'outbox' });
    },
    async freeUpSpace() {
      const evicted = await evictOutsideOpenScopes(db, openScopeIds());
      setStorageFull(false);
      // Scopes whose sync failed for lack of space are not synced yet: they catch up now.
      if (runtime) await Promise.all([runtime.scopesChanged(), runtime.flush()]);
      else channel.post({ type: 'outbox' });
      return evicted;
    },
    async dismissRejected(id) {
      await db.outbox.where({ id, status: 'rejected' }).delete();
    },
    async settle() {
      await runtime?.settle();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      counts.unsubscribe();
      serverClock.stop();
      runtime?.stop();
      runtime = null;
      leader.stop();
      closeLiveTrace();
      ownScopes.clear();
      announceScopes();
      channel.close();
    },
  };
}
