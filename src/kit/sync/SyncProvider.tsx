import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { isInSubtree } from '../../../contract/hierarchy.ts';
import type { SessionUser } from '../../../contract/session.ts';
import { createApiClient } from '../../api/apiClient.ts';
import { requestConfigurationRefresh } from '../../config/hierarchyConfigStore.ts';
import type { GatehouseDatabase } from '../../db/database.ts';
import { loadDatabaseModule } from '../../db/loadDatabase.ts';
import { userDatabaseName } from '../../db/names.ts';
import { createDeferredSyncEngine } from '../../sync/deferredEngine.ts';
import { connectMqtt } from '../../sync/live/connectMqtt.ts';
import type { MqttConnect } from '../../sync/live/mqttTypes.ts';
import { loadSyncEngineModule } from '../../sync/loadEngine.ts';
import { startSyncWorker, syncWorkerAvailable } from '../../sync/worker/startSyncWorker.ts';
import { afterFirstContent } from '../../ui/firstContent.ts';
import { SyncContext, type SyncContextValue } from './SyncContext.ts';

export interface SyncProviderProps {
  user: SessionUser;
  /** The environment's MQTT WebSocket URL ('ws://host/mqtt' or a path such as '/mqtt'). */
  mqttUrl: string;
  /** Base of the API (defaults to '/api'). */
  apiBase?: string;
  /** Replaces the real MQTT client (tests); null turns live updates off. */
  mqttConnect?: MqttConnect | null;
  children: ReactNode;
}

/** The user's locations that are not inside another of them: what an 'ALL' scope subscribes. */
export function topLevelLocations(user: Pick<SessionUser, 'locations'>): string[] {
  const keys = [...new Set(user.locations.map((l) => l.EntityHierarchy))];
  return keys.filter((k) => !keys.some((other) => other !== k && isInSubtree(k, other))).sort();
}

/** A path such as '/mqtt' becomes a ws(s):// URL on the page's host. */
export function webSocketUrl(url: string, base = globalThis.location?.href): string {
  if (/^wss?:\/\//.test(url) || !base) return url;
  const resolved = new URL(url, base);
  resolved.protocol = resolved.protocol === 'https:' ? 'wss:' : 'ws:';
  return resolved.toString();
}

/**
 * Opens the signed-in user's database and sync engine and provides both to the app. Children
 * render at once: the database layer and the engine's code load once the page has shown its
 * first content (context `db` null until then; createDeferredSyncEngine, firstContent.ts). When this tab leads, the engine's network
 * work runs in a worker it owns (startSyncWorker.ts). The engine stops when the user or
 * environment changes.
 */
export function SyncProvider({ user, mqttUrl, apiBase, mqttConnect, children }: SyncProviderProps) {
  const [value, setValue] = useState<SyncContextValue | null>(null);
  const dbName = userDatabaseName(user);
  const roots = topLevelLocations(user).join('|');
  const connect = mqttConnect === undefined ? connectMqtt : mqttConnect;

  useEffect(() => {
    let stopped = false;
    let db: GatehouseDatabase | null = null;
    // Children render at once with no database: the first rows are read without Dexie
    // (readFirstRows.ts), and Dexie loads once they show (its chunk and its opening of the
    // database would compete with them); live queries start once it has.
    const opening = afterFirstContent(loadDatabaseModule).then(({ GatehouseDatabase }) => {
      if (stopped) throw new Error('The sync provider stopped before the database loaded');
      const opened = new GatehouseDatabase(dbName);
      db = opened;
      // Every page and part under the provider renders again with it: in slices (a transition).
      startTransition(() =>
        setValue((current) => (current ? { ...current, db: opened } : current)),
      );
      return opened;
    });
    const api = createApiClient(apiBase ? { apiBase } : {});
    const engine = createDeferredSyncEngine(
      opening.then((opened) => ({
        db: opened,
        api,
        organisationId: user.organisationId,
        topLevelLocations: roots ? roots.split('|') : [],
        mqttConnect: connect,
        mqttUrl: webSocketUrl(mqttUrl),
        onConfigurationChanged: requestConfigurationRefresh,
        // The worker runs the real MQTT client: a replaced one (tests) runs in the page.
        ...((connect === connectMqtt || connect === null) && syncWorkerAvailable()
          ? { worker: { start: startSyncWorker, ...(apiBase ? { apiBase } : {}) } }
          : {}),
      })),
      // The page's first rows come from the database alone: the engine loads after them.
      () => afterFirstContent(loadSyncEngineModule),
    );
    setValue({ db: null, dbName, engine, api });
    // Ask once signed in, so the browser does not evict queued changes under storage pressure.
    void globalThis.navigator?.storage?.persist?.().catch(() => false);
    return () => {
      stopped = true;
      engine.stop();
      db?.close();
      setValue(null);
    };
  }, [dbName, roots, user.organisationId, mqttUrl, apiBase, connect]);

  if (!value) return null;
  return <SyncContext.Provider value={value}>{children}</SyncContext.Provider>;
}
