import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSessionStateForTest } from '../../auth/sessionStore.ts';
import {
  createTestDevice,
  InMemoryServer,
  KitTestProviders,
  type TestDevice,
} from '../../kit/testing/index.ts';
import { useMarkEvacStatus } from './mutations.ts';
import { useEvacStatuses } from './queries.ts';

const SITE = 'acme#north#jhb';
const ann = { EntityHierarchy: SITE, type: 'VISITOR', evtTimeStampProfileID: '1#ann' } as const;

let server: InMemoryServer;
let device: TestDevice;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <KitTestProviders db={device.db} engine={device.engine}>
      {children}
    </KitTestProviders>
  );
}

function renderRollCall() {
  return renderHook(
    () => ({
      mark: useMarkEvacStatus(),
      statuses: useEvacStatuses({ root: SITE, hierarchies: [SITE], since: 0 }),
    }),
    { wrapper },
  );
}

beforeEach(() => {
  server = new InMemoryServer();
  device = createTestDevice(server);
  setSessionStateForTest({
    status: 'authenticated',
    expiresAt: Date.now() + 60_000,
    freshness: 'live',
    user: {
      sub: 'm1',
      email: 'marshal@example.com',
      name: 'Marshal',
      organisationId: 'acme',
      flags: { amEvacAdmin: true },
      locations: [{ EntityHierarchy: 'acme#north', role: 'ADMIN' }],
    },
  });
});

afterEach(async () => {
  device.engine.stop();
  device.db.close();
  await device.db.delete();
});

describe('evacuation marks through the feature hooks', () => {
  it('an offline mark shows at once with the marshal as responder, and reaches the server once', async () => {
    server.reachable = false;
    const { result } = renderRollCall();
    await act(() => result.current.mark({ userData: [ann], status: 'SAFE' }));
    await waitFor(() => {
      const ann = result.current.statuses?.get('VISITOR#1#ann');
      expect(ann?.current).toMatchObject({
        status: 'SAFE',
        respondedBy: { email: 'marshal@example.com', name: 'Marshal' },
      });
    });
    expect(server.records('evacResponses')).toHaveLength(0);

    server.reachable = true;
    await device.engine.flush();
    await device.engine.settle();
    expect(server.records('evacResponses')).toHaveLength(1);
    expect(server.applied.filter((a) => a.operation.endsWith('updateEvacStatus'))).toHaveLength(1);
    await waitFor(() =>
      expect(result.current.statuses?.get('VISITOR#1#ann')?.current?.status).toBe('SAFE'),
    );
  });

  it('a later opposite mark wins and the earlier one is shown as conflicting', async () => {
    server.reachable = false;
    const { result } = renderRollCall();
    await act(() => result.current.mark({ userData: [ann], status: 'SAFE' }));
    device.clock.now += 30_000;
    await act(() => result.current.mark({ userData: [ann], status: 'NOT_SAFE' }));
    await waitFor(() => {
      const status = result.current.statuses?.get('VISITOR#1#ann');
      expect(status?.current?.status).toBe('NOT_SAFE');
      expect(status?.conflicting.map((m) => m.status)).toEqual(['SAFE']);
    });
  });
});
