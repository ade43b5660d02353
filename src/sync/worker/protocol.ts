import type { FlushResult } from '../outbox/flush.ts';
import type { ConnectionState, SyncStatus } from '../status.ts';

/**
 * The messages between the leader tab and its sync worker (docs/architecture.md, the sync worker paragraph). The tab keeps leader election, scopes, status and mutations; the worker
 * does the network work (MQTT, retrieval, live apply, outbox flush) against the same database.
 */

/** What the worker needs to open the database and talk to the server. */
export interface SyncWorkerConfig {
  dbName: string;
  apiBase?: string;
  organisationId: string;
  topLevelLocations: string[];
  /** Null: no live updates (retrieval and outbox only). */
  mqttUrl: string | null;
  clientId: string;
  /** The page's console output (log=true), so the worker logs as the page does. */
  consoleOutput?: boolean;
}

/** Commands from the tab. Those with an `id` are answered with a `done` or `failed` event. */
export type SyncWorkerCommand =
  | { type: 'start'; config: SyncWorkerConfig }
  /** The scopes to mirror (every tab's open scopes); loads those not loaded yet. */
  | { type: 'scopes'; id: number; scopeIds: string[] }
  | { type: 'refresh'; id: number; scopeIds: string[] }
  | { type: 'flush'; id: number; mode: 'now' | 'when-due' }
  | { type: 'settle'; id: number }
  | { type: 'reconnect' }
  /** The tab's browser came online (forwarded: see LeaderRuntimeOptions.listensToNetwork). */
  | { type: 'online' }
  | { type: 'visibility'; visible: boolean }
  | { type: 'stop' };

/** Events from the worker. */
export type SyncWorkerEvent =
  /** The worker loaded and started (before this, a load failure means: run in the page). */
  | { type: 'ready' }
  | { type: 'status'; patch: Partial<Pick<SyncStatus, 'authRequired'>> }
  | { type: 'connection'; state: ConnectionState }
  | { type: 'storageFull' }
  | { type: 'configuration' }
  /** The server clock offset the worker measured (for the client time of mutations). */
  | { type: 'clock'; offset: number }
  | { type: 'done'; id: number; result?: FlushResult }
  | { type: 'failed'; id: number; error: { name: string; message: string } };

/** The part of a Worker, MessagePort or worker scope that the protocol uses. */
export interface MessageEndpoint<In, Out> {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<In>) => void): void;
}
