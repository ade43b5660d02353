import { type ReactNode, useEffect, useState } from 'react';
import { isInSubtree } from '../../../contract/hierarchy.ts';
import type { SessionUser } from '../../../contract/session.ts';
import { createApiClient } from '../../api/apiClient.ts';
import { GatehouseDatabase, userDatabaseName } from '../../db/database.ts';
import { createDeferredSyncEngine } from '../../sync/deferredEngine.ts';
import { afterFirstContent } from '../../ui/firstContent.ts';
import { connectMqtt } from '../../sync/live/connectMqtt.ts';
import type { MqttConnect } from '../../sync/live/mqttTypes.ts';
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
 * render at once and read the database; the engine's code loads once the page has shown its first
 * content (createDeferredSyncEngine, firstContent.ts). The engine stops when the user or
 * environment changes.
 */
export function SyncProvider({ user, mqttUrl, apiBase, mqttConnect, children }: SyncProviderProps) {
  const [value, setValue] = useState<SyncContextValue | null>(null);
  const dbName = userDatabaseName(user);
  const roots = topLevelLocations(user).join('|');
  const connect = mqttConnect === undefined ? connectMqtt : mqttConnect;

  useEffect(() => {
    const db = new GatehouseDatabase(dbName);
    const api = createApiClient(apiBase ? { apiBase } : {});
    const engine = createDeferredSyncEngine(
      {
        db,
        api,
        organisationId: user.organisationId,
        topLevelLocations: roots ? roots.split('|') : [],
        mqttConnect: connect,
        mqttUrl: webSocketUrl(mqttUrl),
      },
      // The page's first rows come from the database alone: the engine loads after them.
      () => afterFirstContent(() => import('../../sync/engine.ts')),
    );
    setValue({ db, engine, api });
    // Ask once signed in, so the browser does not evict queued changes under storage pressure.
    void globalThis.navigator?.storage?.persist?.().catch(() => false);
    return () => {
      engine.stop();
      db.close();
      setValue(null);
    };
  }, [dbName, roots, user.organisationId, mqttUrl, apiBase, connect]);

  if (!value) return null;
  return <SyncContext.Provider value={value}>{children}</SyncContext.Provider>;
}
