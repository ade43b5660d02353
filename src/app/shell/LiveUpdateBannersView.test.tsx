import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncContextValue } from '../../kit/index.ts';
import { SyncContext } from '../../kit/index.ts';
import type { ConnectionState, SyncStatus } from '../../sync/status.ts';
import { EnvironmentContext } from '../EnvironmentContext.tsx';
import { TEST_ENVIRONMENT } from '../testing/testEnvironment.ts';
import { TestProviders } from '../testing/TestProviders.tsx';
import { LiveUpdateBanners } from './LiveUpdateBanners.tsx';

/** A sync engine whose connection the test sets. */
function engineWithConnection(initial: ConnectionState) {
  const listeners = new Set<() => void>();
  let status = { connection: initial } as SyncStatus;
  return {
    engine: {
      getStatus: () => status,
      subscribeStatus: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    set(connection: ConnectionState) {
      status = { ...status, connection };
      for (const listener of listeners) listener();
    },
  };
}

function renderBanner(initial: ConnectionState) {
  const fake = engineWithConnection(initial);
  const value = { engine: fake.engine, db: null, dbName: 'test' } as unknown as SyncContextValue;
  render(
    <EnvironmentContext.Provider value={{ ...TEST_ENVIRONMENT, productName: 'Front Desk' }}>
      <SyncContext.Provider value={value}>
        <TestProviders>
          <LiveUpdateBanners />
        </TestProviders>
      </SyncContext.Provider>
    </EnvironmentContext.Provider>,
  );
  return fake;
}

afterEach(cleanup);

describe('the live-update banner (spec/frame.md §2, §8)', () => {
  it('names the product while offline; dismissed, it returns only after the next failure', async () => {
    const fake = renderBanner('offline');
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain(
      'We could not subscribe to Front Desk channels, evacuation mode live updates are disabled',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => fake.set('online'));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => fake.set('offline'));
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('is absent while online', () => {
    renderBanner('online');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
