import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_END, type VisitorLogRecord } from '../../../contract/index.ts';
import { createApiClient } from '../../api/apiClient.ts';
import { GatehouseDatabase } from '../../db/database.ts';
import { createSyncEngine, type SyncEngine } from '../engine.ts';
import { loadedAndOnline, siteScope, untilStatus } from '../testing/harness.ts';
import { InMemoryServer } from '../testing/inMemoryServer.ts';
import type { SyncWorkerCommand, SyncWorkerConfig, SyncWorkerEvent } from './protocol.ts';
import { serveSyncWorker } from './serveSyncWorker.ts';
import type { SyncWorkerLike } from './workerLeaderRuntime.ts';

const DAY = 86_400_000;
let server: InMemoryServer;
let today: number;
let db: GatehouseDatabase;
let ports: MessagePort[];
let stopped: number;

/** A sync worker simulated in this thread: its message handler served on a MessageChannel. */
function simulatedWorker(): SyncWorkerLike {
  const channel = new MessageChannel();
  ports.push(channel.port1, channel.port2);
  serveSyncWorker(channel.port2, {
    mqttConnect: server.broker.connect,
    createApi: () => createApiClient({ fetch: server.fetch, now: () => server.clock }),
    now: () => server.clock,
    random: () => 0,
    onStopped: () => {
      stopped += 1;
    },
  });
  channel.port1.start();
  channel.port2.start();
  return channel.port1;
}

/** The tab's engine with its leader work in `worker`; its own API client is never called. */
function engineBehind(worker: () => SyncWorkerLike): SyncEngine {
  const unusedApi = createApiClient({
    fetch: () => Promise.reject(new Error('the tab must not call the server')),
  });
  return createSyncEngine({
    db,
    api: unusedApi,
    organisationId: server.organisationId,
    mqttConnect: server.broker.connect,
    mqttUrl: 'ws://test/mqtt',
    locks: null,
    now: () => server.clock,
    worker: { start: worker },
  });
}

const rows = () => db.visitorLog.toArray();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  server = new InMemoryServer();
  today = server.clock - (server.clock % DAY);
  db = new GatehouseDatabase(`worker-${crypto.randomUUID()}`);
  ports = [];
  stopped = 0;
});
afterEach(async () => {
  for (const port of ports) port.close();
  await db.delete();
  vi.restoreAllMocks();
});

describe('sync worker protocol', () => {
  const config = (): SyncWorkerConfig => ({
    dbName: db.name,
    organisationId: server.organisationId,
    topLevelLocations: [],
    mqttUrl: null,
    clientId: 'gh-test',
  });

  function connect() {
    const worker = simulatedWorker();
    const events: SyncWorkerEvent[] = [];
    worker.addEventListener('message', ({ data }) => events.push(data));
    const send = (command: SyncWorkerCommand) => worker.postMessage(command);
    return { events, send };
  }

  it('refuses commands before start, with an answer rather than silence', async () => {
    const { events, send } = connect();
    send({ type: 'flush', id: 1, mode: 'now' });
    await vi.waitFor(() =>
      expect(events).toEqual([
        {
          type: 'failed',
          id: 1,
          error: { name: 'Error', message: 'The sync worker is not running' },
        },
      ]),
    );
  });

  it('starts, loads the scopes it is told to mirror, answers a flush with its result and stops', async () => {
    server.signIn('acme#north#jhb', 'p1', today + 1000);
    const spec = siteScope('acme#north', today, OPEN_END);
    const { events, send } = connect();
    send({ type: 'start', config: config() });
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'ready' }));
    // The tab writes the scope row (ensureScopeRow); the worker loads it.
    const engine = engineBehind(simulatedWorker);
    engine.openScope(spec);
    await vi.waitFor(async () => expect((await db.scopes.toArray())[0]?.status).toBe('ready'));
    engine.stop();
    const scopeIds = (await db.scopes.toArray()).map((scope) => scope.id);
    await db.visitorLog.clear();
    send({ type: 'refresh', id: 2, scopeIds });
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'done', id: 2 }));
    expect((await rows()).map((r) => r.ProfileId)).toEqual(['p1']);
    send({ type: 'flush', id: 3, mode: 'now' });
    await vi.waitFor(() =>
      expect(events).toContainEqual({ type: 'done', id: 3, result: { state: 'idle', sent: 0 } }),
    );
    expect(events).toContainEqual({ type: 'connection', state: 'online' });
    send({ type: 'stop' });
    await vi.waitFor(() => expect(stopped).toBeGreaterThanOrEqual(1));
  });
});

describe('the sync engine behind the worker protocol', () => {
  let engine: SyncEngine;
  afterEach(() => engine.stop());

  async function openLoaded(): Promise<void> {
    engine.openScope(siteScope('acme#north', today, OPEN_END));
    await untilStatus(engine, loadedAndOnline);
    expect((await db.scopes.toArray())[0]?.status).toBe('ready');
    await engine.settle();
  }

  it('loads the scope, applies live events and reports status through the worker', async () => {
    server.signIn('acme#north#jhb', 'before', today + 1000);
    engine = engineBehind(simulatedWorker);
    await openLoaded();
    expect(engine.getStatus().role).toBe('leader');
    const live = server.signIn('acme#north#pta', 'live', today + 2000);
    await vi.waitFor(async () =>
      expect((await rows()).map((r) => r.ProfileId).sort()).toEqual(['before', 'live']),
    );
    server.write({ ...live, badgeNumber: 'B7' });
    await engine.settle();
    await vi.waitFor(async () =>
      expect((await rows()).find((r) => r.ProfileId === 'live')?.badgeNumber).toBe('B7'),
    );
  });

  it('applies events arriving together in one transaction, each exactly once', async () => {
    engine = engineBehind(simulatedWorker);
    await openLoaded();
    const transactions = vi.spyOn(GatehouseDatabase.prototype, 'transaction');
    server.broker.holdMessages();
    const signedIn: VisitorLogRecord[] = [];
    for (let i = 0; i < 5; i++) signedIn.push(server.signIn('acme#north#jhb', `p${i}`, today + i));
    // A duplicate in the same frame.
    const topic = server.topicOf('acme#north#jhb');
    server.broker.publish(topic, JSON.stringify(server.eventFor(signedIn[0]!, 'INSERT')));
    server.broker.releaseHeld();
    await vi.waitFor(async () => expect(await rows()).toHaveLength(5));
    await engine.settle();
    expect(await rows()).toHaveLength(5);
    expect(transactions.mock.calls.filter(([mode]) => mode === 'rw')).toHaveLength(1);
  });

  it('sends a mutation queued in the tab from the worker, exactly once', async () => {
    const visitor = server.signIn('acme#north#jhb', 'v1', today + 1000);
    engine = engineBehind(simulatedWorker);
    await openLoaded();
    await engine.mutate('visitors.signOut', {
      EntityHierarchy: visitor.EntityHierarchy,
      evtTimeStampProfileID: visitor.evtTimeStampProfileID,
      evtTimeStampOut: visitor.evtTimeStamp + 42,
      evtTZOffsetOut: 0,
      evtTimeZoneOut: 'UTC',
    });
    await vi.waitFor(() => expect(engine.getStatus().pending).toBe(0));
    await engine.settle();
    expect(server.applied.map((a) => a.operation)).toEqual([
      'visitorLogOperations/signOutVisitors',
    ]);
  });

  it("forwards the tab's online event, and the worker sends what waited at once", async () => {
    const visitor = server.signIn('acme#north#jhb', 'v1', today + 1000);
    const commands: SyncWorkerCommand[] = [];
    engine = engineBehind(() => {
      const worker = simulatedWorker();
      const post = worker.postMessage.bind(worker);
      worker.postMessage = (command: SyncWorkerCommand) => {
        commands.push(command);
        post(command);
      };
      return worker;
    });
    await openLoaded();
    server.reachable = false;
    await engine.mutate('visitors.signOut', {
      EntityHierarchy: visitor.EntityHierarchy,
      evtTimeStampProfileID: visitor.evtTimeStampProfileID,
      evtTimeStampOut: visitor.evtTimeStamp + 42,
      evtTZOffsetOut: 0,
      evtTimeZoneOut: 'UTC',
    });
    await engine.settle();
    expect(server.applied).toHaveLength(0);
    server.reachable = true;
    globalThis.dispatchEvent(new Event('online'));
    expect(commands).toContainEqual({ type: 'online' });
    await vi.waitFor(() =>
      expect(server.applied.map((a) => a.operation)).toEqual([
        'visitorLogOperations/signOutVisitors',
      ]),
    );
  });

  it('ends its worker at once on stop, so the worker sends nothing more', async () => {
    const ended: string[] = [];
    engine = engineBehind(() => {
      const worker = simulatedWorker();
      const post = worker.postMessage.bind(worker);
      worker.postMessage = (command: SyncWorkerCommand) => {
        ended.push(command.type);
        post(command);
      };
      return Object.assign(worker, { terminate: () => ended.push('terminated') });
    });
    await openLoaded();
    ended.length = 0;
    engine.stop();
    expect(ended).toEqual(['stop', 'terminated']);
  });

  it('syncs in the page when the worker cannot start', async () => {
    server.signIn('acme#north#jhb', 'p1', today + 1000);
    /** A worker whose script fails to load: it never answers and fires `error`. */
    class UnloadableWorker implements SyncWorkerLike {
      readonly errorListeners: ((event: MessageEvent<SyncWorkerEvent>) => void)[] = [];
      postMessage(): void {}
      addEventListener(
        type: 'message',
        listener: (event: MessageEvent<SyncWorkerEvent>) => void,
      ): void;
      addEventListener(type: 'error', listener: (event: Event) => void): void;
      addEventListener(type: string, listener: (event: MessageEvent<SyncWorkerEvent>) => void) {
        if (type === 'error') this.errorListeners.push(listener);
      }
      fail(): void {
        for (const listener of this.errorListeners) listener(new MessageEvent('error'));
      }
    }
    const broken = new UnloadableWorker();
    engine = createSyncEngine({
      db,
      api: createApiClient({ fetch: server.fetch, now: () => server.clock }),
      organisationId: server.organisationId,
      mqttConnect: server.broker.connect,
      mqttUrl: 'ws://test/mqtt',
      locks: null,
      now: () => server.clock,
      worker: { start: () => broken },
    });
    engine.openScope(siteScope('acme#north', today, OPEN_END));
    broken.fail();
    await vi.waitFor(async () => expect((await db.scopes.toArray())[0]?.status).toBe('ready'));
    await engine.settle();
    expect((await rows()).map((r) => r.ProfileId)).toEqual(['p1']);
  });
});
