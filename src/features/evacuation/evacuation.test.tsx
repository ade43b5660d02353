import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createTestDevice,
  InMemoryServer,
  pageHarnessForEachTest,
} from '../../kit/testing/index.ts';
import { useMarkEvacStatus } from './mutations.ts';
import { useEvacStatuses } from './queries.ts';
import { evacConfig, marshal } from './testing/evacFixtures.tsx';

const SITE = 'acme#north#jhb';
const ann = { EntityHierarchy: SITE, type: 'VISITOR', evtTimeStampProfileID: '1#ann' } as const;

let server: InMemoryServer;

const page = pageHarnessForEachTest({
  config: evacConfig,
  location: SITE,
  user: { ...marshal('marshal@example.com', 'Marshal'), sub: 'm1' },
  device: () => {
    server = new InMemoryServer();
    return createTestDevice(server);
  },
});

function renderRollCall() {
  return renderHook(
    () => ({
      mark: useMarkEvacStatus(),
      statuses: useEvacStatuses({ root: SITE, hierarchies: [SITE], since: 0 }),
    }),
    { wrapper: page.wrapper },
  );
}

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
    await page.device.engine.flush();
    await page.device.engine.settle();
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
    page.device.clock.now += 30_000;
    await act(() => result.current.mark({ userData: [ann], status: 'NOT_SAFE' }));
    await waitFor(() => {
      const status = result.current.statuses?.get('VISITOR#1#ann');
      expect(status?.current?.status).toBe('NOT_SAFE');
      expect(status?.conflicting.map((m) => m.status)).toEqual(['SAFE']);
    });
  });
});
