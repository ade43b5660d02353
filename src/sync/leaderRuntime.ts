import { type FamilyName, GLOBAL_TOPIC_FAMILY, type LiveEvent } from '../../contract/index.ts';
import type { ApiClient } from '../api/apiClient.ts';
import {
  type GatehouseDatabase,
  openServerImageConnection,
  type ScopeRow,
} from '../db/database.ts';
import { inBackground } from './background.ts';
import { syncFamily } from './families.ts';
import { announceAppliedRows } from './live/appliedRows.ts';
import { applyEvents } from './live/applyEvents.ts';
import { createEventPipeline } from './live/eventPipeline.ts';
import {
  createFamilyRefresher,
  familyRefreshedBy,
  isConfigurationNotice,
} from './live/globalEvents.ts';
import {
  createLiveConnection,
  type LiveConnection,
  type LiveState,
} from './live/liveConnection.ts';
import type { MqttConnect } from './live/mqttTypes.ts';
import { topicsForScopes } from './live/topics.ts';
import type { MutatorRegistry } from './mutators/types.ts';
import { backoffDelay } from './outbox/backoff.ts';
import { type FlushResult, flushOutbox } from './outbox/flush.ts';
import { type SyncMode, syncScope } from './retrieval/scopeSync.ts';
import { createScopeSyncQueue } from './retrieval/scopeSyncQueue.ts';
import { inCatchUpOrder, isLoaded, scopeCovers } from './scopes.ts';
import type { ConnectionState, StatusStore } from './status.ts';
import { isQuotaExceeded } from './storage.ts';
import { log } from '../log/consoleOutput.ts';

/** A tab back in view after at least this long refreshes its context (spec/frame.md §4). */
export const STALE_AFTER_HIDDEN_MS = 3_600_000;

export interface LeaderRuntimeOptions {
  db: GatehouseDatabase;
  api: ApiClient;
  mutators: MutatorRegistry;
  now: () => number;
  random: () => number;
  mqttConnect: MqttConnect | null;
  mqttUrl: string;
  clientId: string;
  organisationId: string;
  topLevelLocations: readonly string[];
  status: StatusStore;
  openScopeIds(): string[];
  onConnection(state: ConnectionState): void;
  /** A sync write failed with QuotaExceededError. */
  onStorageFull(): void;
  /** A globalEvents notice said the organisation's configuration (location settings) changed. */
  onConfigurationChanged?(): void;
  /**
   * False in the sync worker: its tab forwards the browser's online event (networkOnline), as a
   * worker's own `online` event is not something to rely on across browsers and test drivers, and
   * two would reconnect twice.
   */
  listensToNetwork?: boolean;
}

export interface LeaderRuntime {
  scopesChanged(): Promise<void>;
  refresh(): Promise<void>;
  /** 'now' (a trigger: mutation, online, visible, sign-in) ignores the backoff; timers use 'when-due'. */
  flush(mode?: 'now' | 'when-due'): Promise<FlushResult>;
  /** Reconnects live updates now (after sign-in, when the browser comes online). */
  reconnect(): void;
  /** The browser came online: reconnect, send the outbox and catch up now, not at the next retry. */
  networkOnline(): void;
  /** The tab was hidden or shown (a worker has no document: its tab tells it). */
  visibilityChanged(visible: boolean): void;
  /** Applies queued live events and waits for running syncs (tests, shutdown). */
  settle(): Promise<void>;
  stop(): void;
}

/** Everything the sync leader tab does on the network: live events, retrieval, outbox flush. */
export function createLeaderRuntime(options: LeaderRuntimeOptions): LeaderRuntime {
  const { db, api, mutators, now, status } = options;
  let imageConnection: GatehouseDatabase | null = null;
  /** Opened on the first live event, once the main connection has opened (and upgraded) the database. */
  const liveEventDb = () => {
    imageConnection ??= openServerImageConnection(db);
    return imageConnection;
  };
  const synced = new Set<string>();
  const syncOne = createScopeSyncQueue((id, mode) =>
    syncScope({ db, api, mutators, now }, id, mode),
  );
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryAttempt = 0;
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  let flushing: Promise<FlushResult> | null = null;
  let flushAgain = false;
  let forceNext = false;
  let refreshing: Promise<void> | null = null;
  let refreshAgain = false;
  /** Whether the next refresh run retrieves whole windows (one asked for 'full'). */
  let refreshFull = false;
  let hiddenAt: number | null = null;

  /** Reports a QuotaExceededError of a sync write, then fails as before. */
  const guardStorage = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } catch (error) {
      if (isQuotaExceeded(error)) options.onStorageFull();
      throw error;
    }
  };

  const track = <T>(promise: Promise<T>): Promise<T> => {
    running.add(promise);
    void promise.finally(() => running.delete(promise)).catch(() => {});
    return promise;
  };

  const pipeline = createEventPipeline({
    now,
    apply: async (events) => {
      const byFamily = new Map<string, LiveEvent[]>();
      for (const e of events) byFamily.set(e.family, [...(byFamily.get(e.family) ?? []), e]);
      for (const [family, list] of byFamily) {
        try {
          const db = liveEventDb();
          await guardStorage(
            applyEvents(db, syncFamily(family), list, mutators, (rows) =>
              announceAppliedRows(db.name, rows),
            ),
          );
        } catch (error) {
          log.warn(`Ignored live events of family ${family}`, error);
        }
      }
    },
    // The context is refreshed from each scope's cursor: the server's changes after it (upserts
    // and tombstones) leave the store as a whole retrieval would, without downloading the window
    // again for every burst (a burst of 5,000 sign-ins would otherwise re-read the day ~60 times).
    onBurst: () => inBackground(refresh('catch-up'), 'context refresh'),
  });

  function connectionOf(state: LiveState): ConnectionState {
    if (state === 'online') return 'online';
    if (state === 'connecting' || state === 'reconnecting') return 'reconnecting';
    if (state === 'idle') return globalThis.navigator?.onLine === false ? 'offline' : 'online';
    return 'offline';
  }

  /** Notices of a family arriving close together share one catch-up (see globalEvents.ts). */
  const familyRefresher = createFamilyRefresher(syncFamilyScopes);

  const live: LiveConnection | null = options.mqttConnect
    ? createLiveConnection({
        api,
        connect: options.mqttConnect,
        url: options.mqttUrl,
        clientId: options.clientId,
        now,
        random: options.random,
        onMessage(topic, payload) {
          if (!topic.startsWith(`${GLOBAL_TOPIC_FAMILY}/`)) pipeline.push(payload);
          else if (isConfigurationNotice(payload)) options.onConfigurationChanged?.();
          else {
            const family = familyRefreshedBy(
              payload,
              (topic) => live?.refusesTopicFamily(topic) === true,
            );
            if (family) familyRefresher.notice(family);
          }
        },
        onSubscribed: () =>
          inBackground(syncScopes(options.openScopeIds(), 'catch-up'), 'catch-up'),
        onState: (state) => options.onConnection(connectionOf(state)),
        onAuthRequired: () => status.update({ authRequired: true }),
      })
    : null;

  /**
   * Subscribe-first catch-up. Live events that only a scope still loading would take wait until
   * the pass is done (see EventPipeline.hold); everything else keeps flowing, so a scope opened
   * or caught up does not hold back the rows of the log on screen.
   */
  function syncScopes(ids: readonly string[], mode: SyncMode): Promise<void> {
    if (stopped || ids.length === 0) return Promise.resolve();
    return track(
      (async () => {
        let failed = false;
        const release = pipeline.hold(await onlyLoadingScopesTake(ids));
        try {
          for (const id of inCatchUpOrder(ids)) {
            const outcome = await syncOne(id, mode);
            if (outcome === 'ok') synced.add(id);
            else failed = true;
            if (outcome === 'auth-required') status.update({ authRequired: true });
            if (outcome === 'storage-full') options.onStorageFull();
          }
        } finally {
          release();
        }
        if (failed) scheduleRetry();
        else retryAttempt = 0;
      })(),
    );
  }

  /**
   * Which live events must wait for this pass: those inside a scope among `ids` that no
   * retrieval has loaded yet, unless a loaded scope takes them already.
   */
  async function onlyLoadingScopesTake(ids: readonly string[]) {
    const rows = await db.scopes.bulkGet([...ids]);
    const loading = rows.filter((row): row is ScopeRow => row !== undefined && !isLoaded(row));
    if (loading.length === 0) return () => false;
    const families = [...new Set(loading.map((row) => row.family))];
    const loaded = (await db.scopes.where('family').anyOf(families).toArray()).filter(isLoaded);
    const takes = (scopes: ScopeRow[], event: LiveEvent) =>
      scopes.some(
        (scope) =>
          scope.family === event.family &&
          scopeCovers(scope, event.EntityHierarchy, event.eventTime),
      );
    return (event: LiveEvent) => takes(loading, event) && !takes(loaded, event);
  }

  /** A family without a live topic changed (globalEvents): its open scopes catch up. */
  async function syncFamilyScopes(family: FamilyName): Promise<void> {
    const rows = await db.scopes.bulkGet(options.openScopeIds());
    const ids = rows.filter((row) => row?.family === family).map((row) => row!.id);
    await syncScopes(ids, 'catch-up');
  }

  function scheduleRetry(): void {
    if (stopped || retryTimer !== null) return;
    retryAttempt += 1;
    retryTimer = setTimeout(
      () => {
        retryTimer = null;
        inBackground(syncScopes(options.openScopeIds(), 'catch-up'), 'retry');
      },
      backoffDelay(retryAttempt, options.random),
    );
  }

  async function scopesChanged(): Promise<void> {
    const ids = options.openScopeIds();
    const rows = (await db.scopes.bulkGet(ids)).filter((r): r is ScopeRow => r !== undefined);
    if (stopped) return;
    live?.setTopics(
      rows.length === 0
        ? []
        : topicsForScopes(rows, options.organisationId, options.topLevelLocations),
    );
    await syncScopes(
      ids.filter((id) => !synced.has(id)),
      'catch-up',
    );
  }

  /**
   * A refresh asked for while one runs is not folded into it: that one's snapshot may predate the
   * events that triggered the new request (and were dropped for it), so one more runs after it.
   */
  function refresh(mode: SyncMode = 'full'): Promise<void> {
    if (mode === 'full') refreshFull = true;
    if (refreshing) {
      refreshAgain = true;
      return refreshing;
    }
    refreshing = (async () => {
      do {
        refreshAgain = false;
        const runMode: SyncMode = refreshFull ? 'full' : 'catch-up';
        refreshFull = false;
        await syncScopes(options.openScopeIds(), runMode);
      } while (refreshAgain && !stopped);
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function flush(mode: 'now' | 'when-due' = 'now'): Promise<FlushResult> {
    if (mode === 'now') forceNext = true;
    if (flushing) {
      flushAgain = true;
      return flushing;
    }
    if (flushTimer !== null) clearTimeout(flushTimer);
    flushTimer = null;
    flushing = track(
      (async () => {
        let result: FlushResult;
        try {
          do {
            flushAgain = false;
            const ignoreBackoff = forceNext;
            forceNext = false;
            result = await guardStorage(
              flushOutbox({
                db,
                api,
                mutators,
                now,
                random: options.random,
                ignoreBackoff,
              }),
            );
          } while (flushAgain && !stopped);
        } finally {
          // Cleared before returning, so a trigger arriving from now on starts a new run.
          flushing = null;
        }
        status.update({ authRequired: result.state === 'auth-required' });
        if (result.state === 'waiting' && !stopped) {
          if (flushTimer !== null) clearTimeout(flushTimer);
          flushTimer = setTimeout(
            () => inBackground(flush('when-due'), 'flush'),
            Math.max(0, result.retryAt - now()),
          );
        }
        return result;
      })(),
    );
    return flushing;
  }

  const onOnline = () => {
    live?.reconnect();
    if (!live) options.onConnection('online');
    inBackground(flush(), 'flush');
    inBackground(syncScopes(options.openScopeIds(), 'catch-up'), 'catch-up');
  };
  const onOffline = () => {
    if (!live) options.onConnection('offline');
  };
  const visibilityChanged = (visible: boolean) => {
    if (!visible) {
      hiddenAt = now();
      return;
    }
    const wasHidden = hiddenAt;
    hiddenAt = null;
    if (wasHidden !== null && now() - wasHidden >= STALE_AFTER_HIDDEN_MS) {
      inBackground(refresh(), 'context refresh');
    }
    inBackground(flush(), 'flush');
  };
  const onVisibility = () => visibilityChanged(document.visibilityState !== 'hidden');
  const listensToNetwork = options.listensToNetwork ?? true;
  if (listensToNetwork) globalThis.addEventListener?.('online', onOnline);
  globalThis.addEventListener?.('offline', onOffline);
  globalThis.document?.addEventListener('visibilitychange', onVisibility);
  options.onConnection(connectionOf('idle'));

  return {
    scopesChanged,
    refresh: () => refresh('full'),
    flush,
    reconnect: () => live?.reconnect(),
    networkOnline: onOnline,
    visibilityChanged,
    async settle() {
      for (let i = 0; i < 20 && running.size > 0; i += 1) {
        await Promise.allSettled([...running]);
      }
      await pipeline.settle();
    },
    stop() {
      stopped = true;
      live?.stop();
      pipeline.stop();
      familyRefresher.stop();
      for (const timer of [retryTimer, flushTimer]) if (timer !== null) clearTimeout(timer);
      globalThis.removeEventListener?.('online', onOnline);
      globalThis.removeEventListener?.('offline', onOffline);
      globalThis.document?.removeEventListener('visibilitychange', onVisibility);
      // IndexedDB lets a transaction still running finish before the connection closes.
      imageConnection?.close();
    },
  };
}
