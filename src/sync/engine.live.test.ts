import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_END } from '../../contract/index.ts';
import {
  createTestDevice,
  loadedAndOnline,
  siteScope,
  type TestDevice,
  untilStatus,
} from './testing/harness.ts';
import { InMemoryServer, rowId } from './testing/inMemoryServer.ts';
import { enableConsoleOutput } from '../log/consoleOutput.ts';

// These tests check what is reported on the console: as with log=true.
beforeEach(() => enableConsoleOutput(true));
afterEach(() => enableConsoleOutput(false));

const DAY = 86_400_000;
let server: InMemoryServer;
let device: TestDevice;
let today: number;

async function rows(d = device) {
  return d.db.visitorLog.toArray();
}

async function openLoaded(root = 'acme#north') {
  const release = device.engine.openScope(siteScope(root, today, OPEN_END));
  await untilStatus(device.engine, loadedAndOnline);
  expect((await device.db.scopes.toArray())[0]?.status).toBe('ready');
  await device.engine.settle();
  return release;
}

/** Visitor retrievals answer only after `release` (each after the server took its snapshot). */
function holdVisitorRetrievals() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached = false;
  server.answerGate = async (operation) => {
    if (!operation.endsWith('retrieveVisitorLog')) return;
    reached = true;
    await held;
  };
  return {
    reached: () => reached,
    release() {
      server.answerGate = null;
      release();
    },
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  server = new InMemoryServer();
  today = server.clock - (server.clock % DAY);
  device = createTestDevice(server);
});
afterEach(() => {
  device.engine.stop();
  device.db.close();
  vi.restoreAllMocks();
});

describe('scope retrieval', () => {
  it('loads a scope, following the presigned URL, and stores the cursor with the data', async () => {
    server.asyncThreshold = 1;
    server.signIn('acme#north#jhb', 'p1', today + 1000);
    server.signIn('acme#north#pta', 'p2', today + 2000);
    server.signIn('acme#south#cpt', 'p3', today + 3000);
    server.signIn('acme#north#jhb', 'old', today - DAY);
    await openLoaded();
    expect((await rows()).map((r) => r.ProfileId).sort()).toEqual(['p1', 'p2']);
    const scope = (await device.db.scopes.toArray())[0]!;
    expect(scope.cursor).toBe(String(server.changeSeq));
    expect(device.engine.getStatus().scopes[scope.id]?.lastSyncedAt).toBe(device.clock.now);
    const ui = await device.db.visitorLog
      .where('[EntityHierarchy+evtTimeStamp]')
      .between(['acme#north#jhb', today], ['acme#north#jhb', OPEN_END], true, true)
      .toArray();
    expect(ui.map((r) => r.ProfileId)).toEqual(['p1']);
  });

  it('drops invalid items with a warning and keeps every valid one', async () => {
    server.signIn('acme#north#jhb', 'good', today + 1000);
    const bad = server.signIn('acme#north#jhb', 'bad', today + 2000);
    server.rows.get(rowId('visitorLog', 'acme#north#jhb', bad.evtTimeStampProfileID))!.record = {
      ...bad,
      visitorFullDetails: undefined as never,
    };
    await openLoaded();
    expect((await rows()).map((r) => r.ProfileId)).toEqual(['good']);
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('live events', () => {
  it('applies INSERT, MODIFY and REMOVE inside the window and subtree only', async () => {
    await openLoaded();
    const a = server.signIn('acme#north#jhb', 'a', today + 10);
    server.signIn('acme#south#cpt', 'outside-subtree', today + 10);
    server.signIn('acme#north#pta', 'outside-window', today - 10);
    await vi.waitFor(async () => expect((await rows()).map((r) => r.ProfileId)).toEqual(['a']));
    server.write({ ...a, badgeNumber: 'B7' });
    await vi.waitFor(async () => expect((await rows())[0]?.badgeNumber).toBe('B7'));
    server.remove(a.EntityHierarchy, a.evtTimeStampProfileID);
    await vi.waitFor(async () => expect(await rows()).toEqual([]));
  });

  it('ignores older and duplicate events, and a late INSERT cannot resurrect a REMOVE', async () => {
    await openLoaded();
    const v1 = server.signIn('acme#north#jhb', 'a', today + 10);
    const v2 = server.write({ ...v1, badgeNumber: 'new' });
    await vi.waitFor(async () => expect((await rows())[0]?.badgeNumber).toBe('new'));
    const topic = server.topicOf(v1.EntityHierarchy);
    // Replays: an older image and a duplicate of the current one.
    server.broker.publish(topic, JSON.stringify(server.eventFor(v1, 'INSERT')));
    server.broker.publish(topic, JSON.stringify(server.eventFor(v2, 'MODIFY')));
    await device.engine.settle();
    expect(await rows()).toMatchObject([{ badgeNumber: 'new', changeSeq: v2.changeSeq }]);

    server.remove(v2.EntityHierarchy, v2.evtTimeStampProfileID);
    await vi.waitFor(async () => expect(await rows()).toEqual([]));
    server.broker.publish(topic, JSON.stringify(server.eventFor(v2, 'MODIFY')));
    await device.engine.settle();
    expect(await rows()).toEqual([]);
  });

  it('ignores malformed payloads', async () => {
    await openLoaded();
    server.broker.publish('visitorEvents/acme/north/jhb', 'not json');
    server.broker.publish('visitorEvents/acme/north/jhb', JSON.stringify({ eventType: 'BOOM' }));
    const good = server.signIn('acme#north#jhb', 'ok', today + 5);
    await vi.waitFor(async () =>
      expect((await rows()).map((r) => r.changeSeq)).toEqual([good.changeSeq]),
    );
  });

  it('refreshes the context instead of processing more than 80 messages in 15 s', async () => {
    await openLoaded();
    const retrievals = () =>
      server.requests.filter((r) => r.path.endsWith('retrieveVisitorLog')).length;
    const before = retrievals();
    for (let i = 0; i < 81; i += 1) server.signIn('acme#north#jhb', `p${i}`, today + i);
    await vi.waitFor(() => expect(retrievals()).toBe(before + 1));
    await device.engine.settle();
    expect(await rows()).toHaveLength(81);
  });

  it('refreshes a burst from the cursor: the changes after it, removals included', async () => {
    await openLoaded();
    const gone = server.signIn('acme#north#jhb', 'gone', today + 1);
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1));
    const retrievalBodies = () =>
      server.requests.filter((r) => r.path.endsWith('retrieveVisitorLog')).map((r) => r.body);
    const before = retrievalBodies().length;
    // The removal's event is dropped with the burst; only the refresh can bring it.
    for (let i = 0; i < 79; i += 1) server.signIn('acme#north#jhb', `p${i}`, today + 10 + i);
    server.remove(gone.EntityHierarchy, gone.evtTimeStampProfileID);
    server.signIn('acme#north#jhb', 'last', today + 100);
    await vi.waitFor(() => expect(retrievalBodies().length).toBeGreaterThan(before));
    await device.engine.settle();
    const refreshBody = retrievalBodies()[before];
    expect(refreshBody).toMatchObject({ query: { changedSince: expect.any(String) } });
    const names = (await rows()).map((r) => r.ProfileId);
    expect(names).toHaveLength(80);
    expect(names).not.toContain('gone');
  });

  it('refreshes once more when a burst arrives while a refresh is running', async () => {
    await openLoaded();
    const gate = holdVisitorRetrievals();
    const retrievals = () =>
      server.requests.filter((r) => r.path.endsWith('retrieveVisitorLog')).length;
    const before = retrievals();
    for (let i = 0; i < 81; i += 1) server.signIn('acme#north#jhb', `a${i}`, today + i);
    await vi.waitFor(() => expect(retrievals()).toBe(before + 1));
    // The first refresh's snapshot is taken; this burst's events are dropped for a refresh too.
    for (let i = 0; i < 81; i += 1) server.signIn('acme#north#jhb', `b${i}`, today + 100 + i);
    gate.release();
    await vi.waitFor(async () => expect(await rows()).toHaveLength(162));
  });

  it('shows a live event at once while a full refresh of its loaded scope is still running', async () => {
    await openLoaded();
    server.signIn('acme#north#jhb', 'before', today + 1);
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1));
    const gate = holdVisitorRetrievals();
    const refreshed = device.engine.refresh();
    await vi.waitFor(() => expect(gate.reached()).toBe(true));
    // The refresh's snapshot is taken without 'live'; the live event is not held behind it.
    server.signIn('acme#north#jhb', 'live', today + 2);
    await vi.waitFor(async () =>
      expect((await rows()).map((r) => r.ProfileId).sort()).toEqual(['before', 'live']),
    );
    gate.release();
    await refreshed;
    await device.engine.settle();
    // The older snapshot does not take away the newer row.
    expect((await rows()).map((r) => r.ProfileId).sort()).toEqual(['before', 'live']);
  });

  it('holds live events of a scope that is loading until its first retrieval is stored', async () => {
    await openLoaded();
    const gate = holdVisitorRetrievals();
    // Yesterday's window of the same subtree: same topics, so no new subscription (and no
    // catch-up after it) covers what arrives while its first retrieval runs.
    device.engine.openScope(siteScope('acme#north', today - DAY, today - 1));
    await vi.waitFor(() => expect(gate.reached()).toBe(true));
    // Not in that retrieval's snapshot, and its scope is not loaded yet: applied at once it
    // would be ignored (outside every loaded window), so it must wait for the retrieval.
    server.signIn('acme#north#jhb', 'during-load', today - 1_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    gate.release();
    await vi.waitFor(async () =>
      expect((await rows()).map((r) => r.ProfileId)).toEqual(['during-load']),
    );
  });

  it('applies what a loaded scope takes while another scope of the family is loading', async () => {
    await openLoaded();
    const gate = holdVisitorRetrievals();
    device.engine.openScope(siteScope('acme#south', today, OPEN_END));
    await vi.waitFor(() => expect(gate.reached()).toBe(true));
    server.signIn('acme#north#jhb', 'north', today + 1);
    await vi.waitFor(async () => expect((await rows()).map((r) => r.ProfileId)).toEqual(['north']));
    gate.release();
  });

  it('catches up without gaps after the broker was down', async () => {
    await openLoaded();
    const kept = server.signIn('acme#north#jhb', 'kept', today + 1);
    const gone = server.signIn('acme#north#jhb', 'gone', today + 2);
    await vi.waitFor(async () => expect(await rows()).toHaveLength(2));
    server.broker.goDown();
    await vi.waitFor(() => expect(device.engine.getStatus().connection).not.toBe('online'));
    server.signIn('acme#north#pta', 'missed', today + 3);
    server.write({ ...kept, badgeNumber: 'changed' });
    server.remove(gone.EntityHierarchy, gone.evtTimeStampProfileID);
    server.broker.comeBack();
    await vi.waitFor(() => expect(device.engine.getStatus().connection).toBe('online'));
    await device.engine.settle();
    const after = await rows();
    expect(after.map((r) => r.ProfileId).sort()).toEqual(['kept', 'missed']);
    expect(after.find((r) => r.ProfileId === 'kept')?.badgeNumber).toBe('changed');
    const scope = (await device.db.scopes.toArray())[0]!;
    expect(scope.cursor).toBe(String(server.changeSeq));
    expect(server.requests.some((r) => r.path.endsWith('retrieveVisitorLog'))).toBe(true);
  });

  it('reloads in full when the server says the cursor expired', async () => {
    await openLoaded();
    server.broker.goDown();
    server.signIn('acme#north#jhb', 'while-away', today + 3);
    server.oldestCursor = server.changeSeq;
    server.broker.comeBack();
    await vi.waitFor(async () =>
      expect((await rows()).map((r) => r.ProfileId)).toEqual(['while-away']),
    );
  });

  it('subscribes only the scope subtree and globalEvents, with the spec settings', async () => {
    await openLoaded();
    const [client] = [...server.broker.clients];
    expect([...client!.filters].sort()).toEqual([
      'globalEvents/acme',
      'visitorEvents/acme/north/#',
    ]);
    expect(client!.options).toMatchObject({
      keepalive: 60,
      reconnectPeriod: 15_000,
      clean: false,
    });
    // The issued client id is also the user name: a managed broker's account for the credential.
    expect(client!.options.username).toMatch(/^issued-/);
    expect(client!.options.username).toBe(client!.options.clientId);
  });

  it('refreshes the context when the tab is visible again after at least an hour', async () => {
    await openLoaded();
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const retrievals = () =>
      server.requests.filter((r) => r.path.endsWith('retrieveVisitorLog')).length;
    const before = retrievals();
    const toggle = (next: DocumentVisibilityState) => {
      visibility = next;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    toggle('hidden');
    device.clock.now += 3_599_000;
    toggle('visible');
    await device.engine.settle();
    expect(retrievals()).toBe(before);
    toggle('hidden');
    device.clock.now += 3_600_000;
    toggle('visible');
    await device.engine.settle();
    expect(retrievals()).toBe(before + 1);
  });

  it('reconnects with a new credential when 300 s or less of the old one remain', async () => {
    await openLoaded();
    const [first] = [...server.broker.clients];
    expect(first!.options.password).toBe('token-1');
    device.clock.now += 3_600_000 - 300_000;
    server.broker.goDown();
    server.broker.comeBack();
    await vi.waitFor(() => {
      const passwords = [...server.broker.clients].map((c) => c.options.password);
      expect(passwords).toEqual(['token-2']);
      expect(device.engine.getStatus().connection).toBe('online');
    });
    expect(first!.ended).toBe(true);
  });
});
