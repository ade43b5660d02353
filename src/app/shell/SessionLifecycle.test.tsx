// @vitest-environment happy-dom
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnvironmentFile } from '../../../contract/env.ts';
import type { SessionUser } from '../../../contract/session.ts';
import type { SessionFreshness } from '../../auth/resolveSession.ts';
import { SyncContext, type SyncContextValue } from '../../kit/index.ts';
import type { SyncStatus } from '../../sync/status.ts';
import { EnvironmentContext } from '../EnvironmentContext.tsx';
import { SessionLifecycle } from './SessionLifecycle.tsx';

const environment = {
  productName: 'Gatehouse',
  identity: { provider: 'embedded', issuer: '/oidc', companyEmailDomains: ['gatehouse.example'] },
} as EnvironmentFile;
const user: SessionUser = {
  sub: 'm1',
  email: 'marshal@client.example',
  name: 'Mia',
  organisationId: 'acme',
  flags: {},
  locations: [],
};

function fakeEngine(authRequired: boolean) {
  const status = { connection: 'online', authRequired } as SyncStatus;
  const engine = {
    getStatus: () => status,
    subscribeStatus: () => () => undefined,
    resumeAfterSignIn: vi.fn().mockResolvedValue(undefined),
  };
  return engine;
}

function renderLifecycle(freshness: SessionFreshness, authRequired: boolean) {
  const engine = fakeEngine(authRequired);
  const value = { engine, db: {} } as unknown as SyncContextValue;
  render(
    <EnvironmentContext.Provider value={environment}>
      <SyncContext.Provider value={value}>
        <SessionLifecycle user={user} freshness={freshness} />
      </SyncContext.Provider>
    </EnvironmentContext.Provider>,
  );
  return engine;
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('SessionLifecycle', () => {
  it('keeps the outbox waiting while the session is expired (read-only with the cached identity)', async () => {
    const engine = renderLifecycle('expired', true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(engine.resumeAfterSignIn).not.toHaveBeenCalled();
  });

  it('resumes the outbox once the session is live again', async () => {
    const engine = renderLifecycle('live', true);
    await waitFor(() => expect(engine.resumeAfterSignIn).toHaveBeenCalledTimes(1));
  });

  it('writes the USER_LOGIN audit once after a sign-in started in this tab', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    sessionStorage.setItem('gatehouse.signInStarted', '1');
    renderLifecycle('live', false);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/userOperations/putUserLoginAudit');
    expect(JSON.parse(String(init?.body))).toMatchObject({ event: 'USER_LOGIN', sub: 'm1' });
    expect(sessionStorage.getItem('gatehouse.signInStarted')).toBeNull();
  });
});
