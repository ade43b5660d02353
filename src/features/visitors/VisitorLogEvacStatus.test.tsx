import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIXED_NOW, pageHarnessForEachTest, setClockForEachTest } from '../../kit/testing/index.ts';
import {
  evacConfig,
  evacuationRecord,
  marshal,
  SITE,
  visitor,
  visitorMark,
} from '../evacuation/testing/evacFixtures.tsx';
import { VisitorLogPage } from './VisitorLogPage.tsx';
import { startOfToday } from './visitorRows.ts';

const MINUTE = 60_000;
// Visitors of today and an evacuation after they came, all before now: at any real hour.
const today = startOfToday(FIXED_NOW);
const started = today + 60 * MINUTE;
const ann = visitor('Ann', today + 10 * MINUTE);
const ben = visitor('Ben', today + 20 * MINUTE);

setClockForEachTest();

const page = pageHarnessForEachTest({ config: evacConfig, location: SITE, user: marshal() });

beforeEach(async () => {
  await page.db.visitorLog.bulkPut([ann, ben]);
});

async function startEvacuation(initiator = 'mia@example.com') {
  await page.db.table('evacuations').put(evacuationRecord(started, { initiator }));
  await page.db
    .table('evacResponses')
    .put(
      visitorMark(
        ann,
        'NOT_SAFE',
        started + MINUTE,
        { email: 'mia@example.com', name: 'Mia Marshal' },
        'At the gate',
      ),
    );
}

describe('the visitor log during an evacuation', () => {
  it('shows Evac Status N/A where no evacuation covered the visit', async () => {
    page.renderPage(<VisitorLogPage />);
    const row = await screen.findByRole('row', { name: 'Ann Visitor' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    const column = headers.findIndex((title) => title?.includes('Evac Status'));
    expect(column).toBeGreaterThan(0);
    expect(within(row).getAllByRole('cell')[column]?.textContent).toBe('N/A');
    expect(screen.getByRole('button', { name: 'Sign out Ann Visitor' })).toBeTruthy();
  });

  it('keeps an ended drill’s marks visible, without marking or blocking sign-outs', async () => {
    page.signIn(marshal('other@example.com', 'Other Marshal'));
    await startEvacuation('mia@example.com');
    await page.db
      .table('evacuations')
      .put(
        evacuationRecord(started, { active: false, deactivatedTimestamp: started + 30 * MINUTE }),
      );
    page.renderPage(<VisitorLogPage />);
    const annStatus = await screen.findByRole(
      'button',
      { name: 'Evacuation status of Ann Visitor' },
      { timeout: 5_000 },
    );
    await waitFor(() =>
      expect(annStatus.querySelector('[data-evac-status]')?.getAttribute('data-evac-status')).toBe(
        'NOT_SAFE',
      ),
    );
    const benStatus = await screen.findByRole('button', {
      name: 'Evacuation status of Ben Visitor',
    });
    expect(benStatus.textContent).toBe('Notified');
    // Ended: anyone may sign out again, and the status opens without a status update.
    expect(screen.getByRole('button', { name: 'Sign out Ann Visitor' })).toBeTruthy();
    await userEvent.click(annStatus);
    expect(await screen.findByText('At the gate')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update evacuation status' })).toBeNull();
  });

  it('shows each visitor’s status; the cell opens the comment and the status update', async () => {
    await startEvacuation();
    page.renderPage(<VisitorLogPage />);
    // The evacuation part of the page loads after its first rows.
    const annStatus = await screen.findByRole(
      'button',
      { name: 'Evacuation status of Ann Visitor' },
      { timeout: 5_000 },
    );
    await waitFor(() =>
      expect(annStatus.querySelector('[data-evac-status]')?.getAttribute('data-evac-status')).toBe(
        'NOT_SAFE',
      ),
    );
    // Each row's status cell comes out of its own Suspense boundary: not always in Ann's commit.
    const benStatus = await screen.findByRole('button', {
      name: 'Evacuation status of Ben Visitor',
    });
    expect(benStatus.textContent).toBe('Notified');
    await userEvent.click(annStatus);
    expect(await screen.findByText('At the gate')).toBeTruthy();
    expect(screen.getByText(/Marked by Mia Marshal/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Update evacuation status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update evacuation status' });
    expect(within(dialog).getByRole('button', { name: 'SAFE' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'NOT SAFE' })).toBeTruthy();
  });

  it('lets only the initiator sign visitors out during the evacuation', async () => {
    page.signIn(marshal('other@example.com', 'Other Marshal'));
    await startEvacuation('mia@example.com');
    page.renderPage(<VisitorLogPage />);
    await screen.findByRole(
      'button',
      { name: 'Evacuation status of Ann Visitor' },
      { timeout: 5_000 },
    );
    expect(screen.queryByRole('button', { name: 'Sign out Ann Visitor' })).toBeNull();
    cleanup();
    page.signIn(marshal('mia@example.com', 'Mia Marshal'));
    page.renderPage(<VisitorLogPage />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign out Ann Visitor' })).toBeTruthy(),
    );
  });
});
