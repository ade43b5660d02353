import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createTestDevice,
  InMemoryServer,
  pageHarnessForEachTest,
  setClockForEachTest,
} from '../../kit/testing/index.ts';
import {
  evacConfig,
  evacuationRecord,
  marshal,
  SITE,
  visitor,
} from '../evacuation/testing/evacFixtures.tsx';
import { VisitorLogPage } from './VisitorLogPage.tsx';

/**
 * A sign-out queued offline while someone else started an evacuation there: the server refuses
 * it (only the initiator may sign visitors out during an evacuation), and the visitor log says so
 * with the server's reason; the visitor is on site again and the refused change stays listed.
 */

let server: InMemoryServer;

// Ann came an hour ago: today at any real hour, on a clock that stands in the afternoon.
setClockForEachTest();

const page = pageHarnessForEachTest({
  config: evacConfig,
  location: SITE,
  // The signed-in user is the in-memory server's caller, admin@example.com.
  user: marshal('admin@example.com', 'Ada Admin'),
  device: () => {
    server = new InMemoryServer();
    // The visitor log shows today: the server's clock is the test's.
    server.clock = Date.now();
    server.writeRecord('visitorLog', visitor('Ann', Date.now() - 60 * 60_000));
    return createTestDevice(server);
  },
});

describe('signing out during an evacuation someone else started', () => {
  it('an offline sign-out the server refuses is announced with its reason and undone', async () => {
    page.renderPage(
      <>
        <Notifications />
        <VisitorLogPage />
      </>,
    );
    const signOut = await screen.findByRole(
      'button',
      { name: 'Sign out Ann Visitor' },
      { timeout: 5_000 },
    );

    server.reachable = false;
    server.broker.goDown();
    await waitFor(() => expect(page.device.engine.getStatus().connection).not.toBe('online'));
    // Started by mia@example.com while this device is offline: it does not know yet.
    server.writeRecord('evacuations', evacuationRecord(Date.now() - 60_000));
    await userEvent.click(signOut);
    const row = () => screen.getByRole('row', { name: 'Ann Visitor' });
    await waitFor(() => expect(within(row()).getByText('Waiting to sync')).toBeTruthy());

    server.reachable = true;
    server.broker.comeBack();
    await page.device.engine.flush();
    await page.device.engine.settle();

    const reason = `An evacuation is active at ${SITE}: only mia@example.com, who started it, may sign visitors out there until it ends`;
    expect(await screen.findByText('Sign-out not applied')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    await waitFor(() => expect(within(row()).getByText('Not applied')).toBeTruthy());
    expect(within(row()).getByText('still on premises')).toBeTruthy();
    const [refused] = await page.db.outbox.toArray();
    expect(refused).toMatchObject({
      status: 'rejected',
      mutator: 'visitors.signOut',
      lastError: reason,
    });
    expect(server.records('visitorLog')[0]?.evtTimeStampOut).toBeUndefined();
    expect(server.applied.filter((a) => a.operation.endsWith('signOutVisitors'))).toHaveLength(0);
  });
});
