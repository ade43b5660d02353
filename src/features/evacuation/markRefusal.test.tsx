import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetHierarchyConfiguration } from '../../config/hierarchyConfigStore.ts';
import { storeLocation } from '../../kit/index.ts';
import {
  createApiClient,
  createTestDevice,
  InMemoryServer,
  type TestDevice,
} from '../../kit/testing/index.ts';
import {
  closeTestDevice,
  DeviceProviders,
  EvacuationRoutes,
  evacConfig,
  evacuationRecord,
  SITE,
  signInMarshal,
  visitor,
} from './testing/evacFixtures.tsx';

/**
 * spec/visitors.md §5: a status update fails ('Evacuation update failed') unless the answer key
 * is EVAC_UPDATED. Here the server answers a mark with another success key of the platform.
 */

let server: InMemoryServer;
let device: TestDevice;

// Reads `device` when rendering: each test makes a new one.
const Wrapper = ({ children }: { children: ReactNode }) => (
  <DeviceProviders device={device}>{children}</DeviceProviders>
);

beforeEach(() => {
  localStorage.clear();
  server = new InMemoryServer();
  const started = server.clock - 10 * 60_000;
  server.writeRecord('evacuations', evacuationRecord(started));
  server.writeRecord('visitorLog', visitor('Ann', started - 60 * 60_000));
  const clock = { now: server.clock };
  const answersOtherwise: typeof server.fetch = async (input, init) =>
    input.endsWith('/evacuationOperations/updateEvacStatus')
      ? new Response(JSON.stringify({ key: 'OPERATION_PROCESSED' }), { status: 200 })
      : server.fetch(input, init);
  device = createTestDevice(server, {
    api: createApiClient({ fetch: answersOtherwise, now: () => clock.now }),
  });
  device.clock.now = clock.now;
  signInMarshal();
  resetHierarchyConfiguration(evacConfig);
  storeLocation(SITE);
});

afterEach(async () => {
  await closeTestDevice(device);
});

const statusIn = (row: HTMLElement) =>
  [...row.querySelectorAll('[data-evac-status]')].map((el) => el.getAttribute('data-evac-status'));

describe('a mark answered with another key than EVAC_UPDATED', () => {
  it("says 'Evacuation update failed' and the row shows the server's state again", async () => {
    render(<EvacuationRoutes path="/messaging/evacuation" />, { wrapper: Wrapper });
    const row = () => screen.getByRole('row', { name: 'Ann Visitor' });
    await screen.findByRole('row', { name: 'Ann Visitor' }, { timeout: 5_000 });
    await userEvent.click(
      screen.getByRole('button', { name: 'Update evacuation status of Ann Visitor' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update evacuation status' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'SAFE' }));
    await device.engine.flush();
    await device.engine.settle();

    expect(await screen.findByText('Evacuation update failed')).toBeTruthy();
    await waitFor(() => expect(statusIn(row())).toEqual(['NOTIFIED']));
    const [refused] = await device.db.outbox.toArray();
    expect(refused).toMatchObject({
      status: 'rejected',
      mutator: 'evacuation.markStatus',
      lastError: 'OPERATION_PROCESSED',
    });
  }, 15_000);
});
