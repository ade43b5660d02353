import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createTestDevice,
  FIXED_NOW,
  InMemoryServer,
  pageHarnessForEachTest,
  setClockForEachTest,
} from '../../../kit/testing/index.ts';
import { evacConfig, marshal, visitor } from '../../evacuation/testing/evacFixtures.tsx';
import { VisitorLogPage } from '../VisitorLogPage.tsx';
import { startOfToday } from '../visitorRows.ts';

/**
 * Bulk sign-out on a real sync engine against the in-memory server: the selected visitors are
 * signed out at once on the device, offline too, and reach the server in one change, once.
 */

let server: InMemoryServer;
const today = startOfToday(FIXED_NOW);

setClockForEachTest();
const page = pageHarnessForEachTest({
  config: evacConfig,
  location: 'acme#north',
  user: marshal(),
  device: () => {
    server = new InMemoryServer();
    server.clock = FIXED_NOW;
    server.writeRecord('visitorLog', visitor('Ann', today + 60_000));
    server.writeRecord('visitorLog', visitor('Ben', today + 120_000));
    server.writeRecord(
      'visitorLog',
      visitor('Cat', today + 180_000, { evtTimeStampOut: today + 240_000 }),
    );
    server.writeRecord('visitorLog', visitor('Dan', today + 300_000));
    return createTestDevice(server);
  },
});

const row = (name: string) => screen.getByRole('row', { name: `${name} Visitor` });
const signOutsOnServer = () =>
  server.applied.filter((applied) => applied.operation.endsWith('signOutVisitors'));

describe('bulk sign-out', () => {
  it('signs the selected visitors out in one change, offline first, and reaches the server once', async () => {
    const user = userEvent.setup();
    page.renderPage(<VisitorLogPage />);
    await screen.findByRole('row', { name: 'Dan Visitor' }, { timeout: 5_000 });
    // Only visitors still on site can be chosen.
    expect(within(row('Cat')).queryByRole('checkbox')).toBeNull();
    const signOutSelected = screen.getByRole('button', { name: 'Sign out selected' });
    expect(signOutSelected).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('checkbox', { name: 'Select Ann Visitor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ben Visitor' }));
    server.reachable = false;
    await user.click(screen.getByRole('button', { name: 'Sign out 2 visitors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out the selected visitors?' });
    expect(dialog.textContent).toContain('2 visitors will be signed out now:');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ben Visitor', 'Ann Visitor']);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    for (const name of ['Ann', 'Ben']) {
      await waitFor(() => expect(within(row(name)).queryByText('still on premises')).toBeNull());
      expect(within(row(name)).getByText('Waiting to sync')).toBeTruthy();
    }
    expect(within(row('Dan')).getByText('still on premises')).toBeTruthy();
    expect(signOutsOnServer()).toHaveLength(0);

    server.reachable = true;
    await page.device.engine.flush();
    await page.device.engine.settle();
    expect(signOutsOnServer()).toHaveLength(1);
    const out = (name: string) =>
      server.records('visitorLog').find((record) => record.ProfileId === name)?.evtTimeStampOut;
    expect(out('ann')).toBeGreaterThanOrEqual(FIXED_NOW);
    expect(out('ben')).toBe(out('ann'));
    expect(out('dan')).toBeUndefined();

    // Everyone still on site: Dan alone now.
    await user.click(screen.getByRole('checkbox', { name: 'Select everyone on site' }));
    expect(await screen.findByRole('button', { name: 'Sign out 1 visitor' })).toBeTruthy();
  });
});
