import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createTestDevice,
  type InMemoryServer,
  pageHarnessForEachTest,
} from '../../kit/testing/index.ts';
import {
  EvacuationRoutes,
  evacConfig,
  marshal,
  SITE,
  serverWithAnnEvacuated,
  visitor,
  visitorMark,
} from './testing/evacFixtures.tsx';

/**
 * The roll call on a real sync engine against the in-memory server: marks made offline show at
 * once, reach the server once, and a disagreement with another marshal's mark shows side by side.
 */

let server: InMemoryServer;
let started: number;

const page = pageHarnessForEachTest({
  config: evacConfig,
  location: SITE,
  user: marshal(),
  device: () => {
    ({ server, started } = serverWithAnnEvacuated());
    return createTestDevice(server);
  },
});

const statusIn = (row: HTMLElement) =>
  [...row.querySelectorAll('[data-evac-status]')].map((el) => el.getAttribute('data-evac-status'));

async function markAnn(status: 'SAFE' | 'NOT SAFE', comment?: string) {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Update evacuation status of Ann Visitor' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Update evacuation status' });
  if (comment) await userEvent.type(within(dialog).getByLabelText('Comment (optional)'), comment);
  await userEvent.click(within(dialog).getByRole('button', { name: status }));
}

describe('the roll call offline', () => {
  it('an offline SAFE shows at once and reaches the server exactly once', async () => {
    page.renderPage(<EvacuationRoutes path="/messaging/evacuation" notifications />);
    const row = await screen.findByRole('row', { name: 'Ann Visitor' }, { timeout: 5_000 });
    expect(statusIn(row)).toEqual(['NOTIFIED']);

    server.reachable = false;
    server.broker.goDown();
    await waitFor(() => expect(page.device.engine.getStatus().connection).not.toBe('online'));
    await markAnn('SAFE', 'At the assembly point');
    await waitFor(() =>
      expect(statusIn(screen.getByRole('row', { name: 'Ann Visitor' }))).toEqual(['SAFE']),
    );
    const marked = screen.getByRole('row', { name: 'Ann Visitor' });
    expect(within(marked).getByText('Waiting to sync')).toBeTruthy();
    expect(within(marked).getByText('At the assembly point')).toBeTruthy();
    expect(await screen.findByText('Evacuation Status Updated')).toBeTruthy();
    expect(
      screen.getByText('Ann Visitor: saved on this device, sent when the connection is back.'),
    ).toBeTruthy();
    expect(server.records('evacResponses')).toHaveLength(0);

    server.reachable = true;
    server.broker.comeBack();
    await page.device.engine.flush();
    await page.device.engine.settle();
    expect(server.records('evacResponses')).toMatchObject([
      { status: 'SAFE', comment: 'At the assembly point' },
    ]);
    expect(server.applied.filter((a) => a.operation.endsWith('updateEvacStatus'))).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: 'Ann Visitor' })).queryByText('Waiting to sync'),
      ).toBeNull(),
    );
    expect(statusIn(screen.getByRole('row', { name: 'Ann Visitor' }))).toEqual(['SAFE']);
  });

  it('a conflicting mark from another marshal within two minutes is shown side by side', async () => {
    const ann = visitor('Ann', started - 60 * 60_000);
    server.writeRecord(
      'evacResponses',
      visitorMark(ann, 'NOT_SAFE', server.clock - 30_000, {
        email: 'ben@example.com',
        name: 'Ben Marshal',
      }),
    );
    page.renderPage(<EvacuationRoutes path="/messaging/evacuation" notifications />);
    await waitFor(
      () =>
        expect(statusIn(screen.getByRole('row', { name: 'Ann Visitor' }))).toEqual(['NOT_SAFE']),
      { timeout: 5_000 },
    );

    server.reachable = false;
    await markAnn('SAFE');
    const row = screen.getByRole('row', { name: 'Ann Visitor' });
    const disagreement = await within(row).findByRole('group', { name: 'Marshals disagree' });
    const marks = within(disagreement).getAllByTestId('evac-mark');
    expect(marks.map((mark) => statusIn(mark))).toEqual([['SAFE'], ['NOT_SAFE']]);
    expect(marks[0]!.textContent).toContain('Mia Marshal');
    expect(marks[1]!.textContent).toContain('Ben Marshal');

    // Someone marks again with the standing status: the disagreement is resolved.
    page.device.clock.now += 10_000;
    await markAnn('SAFE');
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: 'Ann Visitor' })).queryByRole('group', {
          name: 'Marshals disagree',
        }),
      ).toBeNull(),
    );
    expect(statusIn(screen.getByRole('row', { name: 'Ann Visitor' }))).toEqual(['SAFE']);
  });
});
