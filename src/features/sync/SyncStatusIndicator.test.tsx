import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_END, type SessionUser } from '../../../contract/index.ts';
import {
  SyncProvider,
  topLevelLocations,
  useLoadedDatabase,
  useSyncEngine,
  webSocketUrl,
} from '../../kit/index.ts';
import { InMemoryServer, TestProviders } from '../../kit/testing/index.ts';
import { SyncStatusIndicator } from './SyncStatusIndicator.tsx';

const user: SessionUser = {
  sub: `u-${Math.random()}`,
  email: 'admin@example.com',
  name: 'Admin',
  organisationId: 'acme',
  flags: {},
  locations: [
    { EntityHierarchy: 'acme#north', role: 'ADMIN' },
    { EntityHierarchy: 'acme#north#jhb', role: 'ADMIN' },
    { EntityHierarchy: 'acme#south', role: 'HOST' },
  ],
};

let engineRef: ReturnType<typeof useSyncEngine> | null = null;
let dbRef: ReturnType<typeof useLoadedDatabase> = null;
function Capture() {
  engineRef = useSyncEngine();
  // Null while the database layer loads (the first rows do not wait for it).
  dbRef = useLoadedDatabase();
  return null;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SyncProvider helpers', () => {
  it('subscribes ALL through the top-level locations and resolves relative MQTT URLs', () => {
    expect(topLevelLocations(user)).toEqual(['acme#north', 'acme#south']);
    expect(webSocketUrl('/mqtt', 'https://gate.example/app')).toBe('wss://gate.example/mqtt');
    expect(webSocketUrl('ws://localhost:8080/mqtt')).toBe('ws://localhost:8080/mqtt');
  });
});

describe('SyncStatusIndicator', () => {
  it('shows pending and rejected counts and lists a refused change with Dismiss', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = new InMemoryServer();
    const visitor = server.signIn('acme#north#jhb', 'v1', server.clock - 10);
    vi.stubGlobal('fetch', server.fetch);
    render(
      <TestProviders>
        <SyncProvider user={user} mqttUrl="ws://test/mqtt" mqttConnect={null}>
          <Capture />
          <SyncStatusIndicator />
        </SyncProvider>
      </TestProviders>,
    );
    await waitFor(() => expect(engineRef && dbRef).toBeTruthy());
    const engine = engineRef!;
    engine.openScope({
      family: 'visitorLog',
      root: 'acme#north',
      hierarchies: ['acme#north', 'acme#north#jhb'],
      beginTime: 0,
      endTime: OPEN_END,
    });
    await waitFor(async () => expect(await dbRef!.visitorLog.count()).toBe(1));
    expect(screen.getByRole('status', { name: 'Sync status' })).toBeTruthy();

    server.reachable = false;
    const args = {
      EntityHierarchy: visitor.EntityHierarchy,
      evtTimeStampProfileID: visitor.evtTimeStampProfileID,
      evtTimeStampOut: server.clock,
      evtTZOffsetOut: 0,
      evtTimeZoneOut: 'UTC',
    };
    await act(() => engine.mutate('visitors.signOut', args));
    await screen.findByText('1 pending');

    server.reachable = true;
    server.refuseMutations = 1;
    await act(async () => {
      await dbRef!.outbox.toCollection().modify({ nextAttemptAt: 0 });
      await engine.flush();
    });
    const open = await screen.findByRole('button', { name: '1 changes not applied: show them' });
    fireEvent.click(open);
    await screen.findByText('Not applied: Not Authorized');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Sign a visitor out' }));
    await screen.findByText('Every change was applied.');
    vi.unstubAllGlobals();
  });

  it('lists the changes waiting to be sent in queue order, each with its label and time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = new InMemoryServer();
    const visitor = server.signIn('acme#north#jhb', 'v1', server.clock - 10);
    vi.stubGlobal('fetch', server.fetch);
    render(
      <TestProviders>
        <SyncProvider user={user} mqttUrl="ws://test/mqtt" mqttConnect={null}>
          <Capture />
          <SyncStatusIndicator />
        </SyncProvider>
      </TestProviders>,
    );
    await waitFor(() => expect(engineRef && dbRef).toBeTruthy());
    const engine = engineRef!;
    server.reachable = false;
    const ref = {
      EntityHierarchy: visitor.EntityHierarchy,
      evtTimeStampProfileID: visitor.evtTimeStampProfileID,
    };
    const signOut = {
      ...ref,
      evtTimeStampOut: server.clock,
      evtTZOffsetOut: 0,
      evtTimeZoneOut: 'UTC',
    };
    await act(() => engine.mutate('visitors.signOut', signOut));
    await act(() => engine.mutate('visitors.revertSignOut', ref));

    const open = await screen.findByRole('button', {
      name: '2 changes waiting to be sent: show them',
    });
    expect(open.textContent).toBe('2 pending');
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Changes waiting to be sent' });
    const items = await within(dialog).findAllByRole('listitem');
    const queued = (await dbRef!.outbox.orderBy('seq').toArray()).map((row) => row.createdAt);
    const time = (at: number) =>
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(at);
    expect(items.map((item) => item.textContent)).toEqual([
      `Sign a visitor outacme#north#jhb, ${time(queued[0]!)}`,
      `Revert a visitor's sign-outacme#north#jhb, ${time(queued[1]!)}`,
    ]);

    server.reachable = true;
    await act(async () => {
      await dbRef!.outbox.toCollection().modify({ nextAttemptAt: 0 });
      await engine.flush();
    });
    await within(dialog).findByText('Nothing is waiting to be sent.');
    vi.unstubAllGlobals();
  });

  it('blocks with an explanation when out of storage and frees space on request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = new InMemoryServer();
    const visitor = server.signIn('acme#north#jhb', 'v1', server.clock - 10);
    vi.stubGlobal('fetch', server.fetch);
    const estimate = vi.fn(async () => ({ usage: 12_000_000, quota: 2_000_000_000 }));
    vi.stubGlobal('navigator', { ...navigator, storage: { estimate, persist: async () => true } });
    render(
      <TestProviders>
        <SyncProvider user={user} mqttUrl="ws://test/mqtt" mqttConnect={null}>
          <Capture />
          <SyncStatusIndicator />
        </SyncProvider>
      </TestProviders>,
    );
    await waitFor(() => expect(engineRef && dbRef).toBeTruthy());
    const engine = engineRef!;
    vi.spyOn(dbRef!.outbox, 'add').mockRejectedValueOnce(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    const ref = {
      EntityHierarchy: visitor.EntityHierarchy,
      evtTimeStampProfileID: visitor.evtTimeStampProfileID,
    };
    await act(() => engine.mutate('visitors.revertSignOut', ref).catch(() => {}));
    const dialog = await screen.findByRole('dialog', { name: 'This device is out of storage' });
    expect(dialog.textContent).toContain('What is safe');
    await waitFor(() => expect(dialog.textContent).toContain('12 MB of 2 GB used on this device'));
    fireEvent.click(screen.getByRole('button', { name: 'Free up space' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(engine.getStatus().storageFull).toBe(false);
    vi.unstubAllGlobals();
  });
});
