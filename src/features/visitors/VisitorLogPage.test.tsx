import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { OPEN_END } from '../../../contract/operations.ts';
import { resetHierarchyConfiguration } from '../../config/hierarchyConfigStore.ts';
import { readSnapshot } from '../../kit/firstPaint/snapshot.ts';
import { SyncContext, storeLocation } from '../../kit/index.ts';
import {
  FIXED_NOW,
  type GatehouseDatabase,
  outboxRecordId,
  pageHarnessForEachTest,
  putReadyScope,
  type SignedInAs,
  setClockForEachTest,
  TestProviders,
  testSyncEngine,
} from '../../kit/testing/index.ts';
import { isSnapshotRow } from './firstPaint/recipe.ts';
import { writePreference } from './preferences.ts';
import { LOG_FIRST_ROWS } from './queries.ts';
import { visitorRecord } from './testing/visitorFixtures.ts';
import { VisitorLogPage } from './VisitorLogPage.tsx';
import { startOfToday } from './visitorRows.ts';

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    {
      hierarchyStructure: 'acme#north',
      children: [{ hierarchyStructure: 'acme#north#jhb', children: [] }],
    },
    { hierarchyStructure: 'acme#south', children: [] },
  ],
  access: [],
  tenantFlags: {
    'acme#north': { entityLocationData: {}, features: { visitorLog: true } },
    'acme#north#jhb': {
      entityLocationData: { companyName: 'Acme', locationShortDescription: 'Johannesburg' },
      features: { visitorLog: true },
    },
  },
  additionalConfigs: {},
};

const host: SignedInAs = {
  role: 'HOST',
  at: 'acme#north',
  alsoAt: [{ role: 'HOST', at: 'acme#south' }],
  sub: 'u1',
  email: 'ann@example.com',
  name: 'Ann',
};

let mutate: ReturnType<typeof vi.fn<() => Promise<string>>>;
// Today's visitors came minutes after midnight: before now at any real hour.
const today = startOfToday(FIXED_NOW);
setClockForEachTest();

const page = pageHarnessForEachTest({
  config,
  location: 'acme#north',
  user: host,
  engine: () => {
    mutate = vi.fn(async () => 'mutation-id');
    return testSyncEngine({ mutate });
  },
});

const seedReadyScope = (root: string, hierarchies: string[]) =>
  putReadyScope(page.db, {
    family: 'visitorLog',
    root,
    hierarchies,
    beginTime: today,
    endTime: OPEN_END,
  });

beforeEach(async () => {
  await seedReadyScope('acme#north', ['acme#north', 'acme#north#jhb']);
  await page.db.visitorLog.bulkPut([
    visitorRecord('acme#north#jhb', today + 60_000, 'Ann', 'Able'),
    visitorRecord('acme#north', today + 120_000, 'Ben', 'Baker', {
      evtTimeStampOut: today + 180_000,
    }),
    visitorRecord('acme#north#jhb', today + 240_000, 'Cat', 'Cole', { _pending: 1 }),
    visitorRecord('acme#south', today + 300_000, 'Dan', 'Dale'),
  ]);
});

describe('VisitorLogPage', () => {
  it("shows today's visitors of the selected subtree from the local database", async () => {
    page.renderPage(<VisitorLogPage />);
    const ann = await screen.findByRole('row', { name: 'Ann Able' });
    expect(within(ann).getByText('Acme - Johannesburg')).toBeTruthy();
    expect(within(ann).getByText('still on premises')).toBeTruthy();
    expect(within(ann).getByText('Hana Host')).toBeTruthy();
    // Two header rows: the secondary columns are nested under "More details".
    const names = screen
      .getAllByRole('row')
      .slice(2)
      .map((row) => row.getAttribute('aria-label'));
    expect(names).toEqual(['Cat Cole', 'Ben Baker', 'Ann Able']);
    expect(screen.queryByRole('row', { name: 'Dan Dale' })).toBeNull();
    expect(
      within(screen.getByRole('row', { name: 'Cat Cole' })).getByText('Waiting to sync'),
    ).toBeTruthy();
  });

  it('the column picker adds and removes columns, and the choice is there on the next visit', async () => {
    const user = userEvent.setup();
    page.renderPage(<VisitorLogPage />);
    await screen.findByRole('row', { name: 'Ann Able' });
    const header = (name: string) =>
      screen.queryAllByRole('columnheader').find((cell) => cell.textContent?.trim() === name) ??
      null;
    expect(header('Email')).toBeNull();
    expect(header('Host')).not.toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('checkbox', { name: 'Host' }));
    await waitFor(() => expect(header('Email')).not.toBeNull());
    expect(header('Host')).toBeNull();
    expect(
      within(screen.getByRole('row', { name: 'Ann Able' })).queryByText('Hana Host'),
    ).toBeNull();

    cleanup();
    page.renderPage(<VisitorLogPage />);
    await screen.findByRole('row', { name: 'Ann Able' });
    await waitFor(() => expect(header('Email')).not.toBeNull());
    expect(header('Host')).toBeNull();
  });

  it('filters signed-in and signed-out visitors', async () => {
    page.renderPage(<VisitorLogPage />);
    await screen.findByRole('row', { name: 'Ann Able' });
    await userEvent.click(screen.getByRole('radio', { name: 'Signed out' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Ann Able' })).toBeNull());
    expect(screen.getByRole('row', { name: 'Ben Baker' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Signed in' }));
    await screen.findByRole('row', { name: 'Ann Able' });
    expect(screen.queryByRole('row', { name: 'Ben Baker' })).toBeNull();
  });

  it('signs a visitor out through the visitors.signOut mutator', async () => {
    page.renderPage(<VisitorLogPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Ann Able' }));
    expect(mutate).toHaveBeenCalledWith(
      'visitors.signOut',
      expect.objectContaining({
        EntityHierarchy: 'acme#north#jhb',
        evtTimeStampProfileID: `${today + 60_000}#ann-able`,
      }),
    );
    expect(screen.queryByRole('button', { name: 'Sign out Ben Baker' })).toBeNull();
  });

  it('reverts a sign-out through the visitors.revertSignOut mutator after confirming', async () => {
    page.renderPage(<VisitorLogPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revert the sign-out of Ben Baker' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revert sign-out?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(mutate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert sign-out' }));
    expect(mutate).toHaveBeenCalledWith('visitors.revertSignOut', {
      EntityHierarchy: 'acme#north',
      evtTimeStampProfileID: `${today + 120_000}#ben-baker`,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Revert the sign-out of Ann Able' })).toBeNull();
  });

  it('hides Sign out and Revert when the account disabled the visitor module', async () => {
    page.signIn({ ...host, flags: { amDisableVisitorModule: true } });
    page.renderPage(<VisitorLogPage />);
    const ann = await screen.findByRole('row', { name: 'Ann Able' });
    expect(within(ann).getByText('still on premises')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Sign out / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Revert the sign-out/ })).toBeNull();
  });

  it("offers each action only at locations whose visitor log is on (the row's location)", async () => {
    resetHierarchyConfiguration({
      ...config,
      tenantFlags: {
        ...config.tenantFlags,
        'acme#north#jhb': { entityLocationData: {}, features: { visitorLog: false } },
      },
    });
    page.renderPage(<VisitorLogPage />);
    const ann = await screen.findByRole('row', { name: 'Ann Able' });
    expect(within(ann).queryByRole('button', { name: 'Sign out Ann Able' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Revert the sign-out of Ben Baker' })).toBeTruthy();
  });

  it("keeps the first paint's snapshot of the rows only while no column search narrows them", async () => {
    // The search popover is a lazy chunk: loaded here, its first transform is not timed below.
    await import('../../ui/dataTable/HeaderPopover.tsx');
    const snapshotNames = () =>
      (readSnapshot()?.rows ?? [])
        .filter(isSnapshotRow)
        .map((row) => row.visitorFullDetails.firstName);
    const first = page.renderPage(<VisitorLogPage />);
    await screen.findByRole('row', { name: 'Ann Able' });
    first.unmount();
    expect(snapshotNames()).toEqual(['Cat', 'Ben', 'Ann']);

    const second = page.renderPage(<VisitorLogPage />);
    await screen.findByRole('row', { name: 'Ann Able' });
    await userEvent.click(screen.getByRole('button', { name: 'Search Visitor' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search Visitor' }), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Ben Baker' })).toBeNull());
    // Leaving the page writes no snapshot of the narrowed rows: the next start has no search.
    second.unmount();
    expect(snapshotNames()).toEqual(['Cat', 'Ben', 'Ann']);
  });

  it('shows an empty state when nobody signed in', async () => {
    storeLocation('acme#south');
    await page.db.visitorLog.clear();
    await seedReadyScope('acme#south', ['acme#south']);
    page.renderPage(<VisitorLogPage />);
    expect(await screen.findByText('No visitors to show')).toBeTruthy();
  });

  it('marks a row whose change the server refused as not applied', async () => {
    const annKey: [string, string] = ['acme#north#jhb', `${today + 60_000}#ann-able`];
    await page.db.outbox.add({
      id: 'm1',
      seq: 1,
      mutator: 'visitors.signOut',
      args: {},
      records: [{ table: 'visitorLog', key: annKey, baseSeq: -1 }],
      recordIds: [outboxRecordId('visitorLog', annKey)],
      clientTime: today,
      createdAt: today,
      attempts: 1,
      nextAttemptAt: 0,
      status: 'rejected',
      lastError: 'Already signed out',
    });
    page.renderPage(<VisitorLogPage />);
    const ann = await screen.findByRole('row', { name: 'Ann Able' });
    expect(await within(ann).findByText('Not applied')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: 'Ben Baker' })).queryByText('Not applied'),
    ).toBeNull();
  });

  it('exports the rows shown with the columns of the table', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:visitor-log';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    page.renderPage(<VisitorLogPage />);
    await screen.findByRole('row', { name: 'Ann Able' });
    await userEvent.click(screen.getByRole('radio', { name: 'Signed out' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Ann Able' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    const lines = (await blobs[0]!.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Visitor","Host","Badge","Type","Sign-in","Sign-out","Induction","Evac Status","Company","Location","Agreement"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^"Ben Baker","Hana Host","","[^"]*",.*,"N\/A","N\/A","Globex","acme#north",""$/,
    );
    vi.restoreAllMocks();
  });

  it('shows the rows read without Dexie first, then the live rows in their place', async () => {
    const engine = testSyncEngine({ mutate });
    const logPage = (loaded: GatehouseDatabase | null) => (
      <TestProviders>
        <SyncContext.Provider value={{ db: loaded, dbName: page.db.name, engine }}>
          <VisitorLogPage />
        </SyncContext.Provider>
      </TestProviders>
    );
    const names = () => screen.getAllByRole('row').map((row) => row.getAttribute('aria-label'));
    // The database layer is still loading: the rows come from the raw read.
    const { rerender } = render(logPage(null));
    await screen.findByRole('row', { name: 'Ann Able' });
    const firstRows = ['Cat Cole', 'Ben Baker', 'Ann Able'];
    expect(names().filter(Boolean)).toEqual(firstRows);
    // Written after the raw read: only the live query can show it.
    await page.db.visitorLog.put(visitorRecord('acme#north', today + 400_000, 'Eve', 'East'));
    rerender(logPage(page.db));
    // Dexie has loaded: the first rows stay (no skeleton) until the live rows replace them whole.
    expect(names().filter(Boolean)).toEqual(firstRows);
    await screen.findByRole('row', { name: 'Eve East' });
    expect(names().filter(Boolean)).toEqual(['Eve East', ...firstRows]);
  });

  describe('a day with more visitors than the first rows', () => {
    const crowd = (count: number, extra = {}) =>
      Array.from({ length: count }, (_, i) =>
        visitorRecord('acme#north', today + 1_000_000 + i * 1_000, `V${1000 + i}`, 'Crowd', extra),
      );
    const logPage = (loaded: GatehouseDatabase | null) => (
      <TestProviders>
        <SyncContext.Provider
          value={{ db: loaded, dbName: page.db.name, engine: testSyncEngine({ mutate }) }}
        >
          <VisitorLogPage />
        </SyncContext.Provider>
      </TestProviders>
    );
    const exportButton = () => screen.getByRole('button', { name: 'Export to CSV' });

    it('shows the newest visitors first, without a count or an export, then the whole day', async () => {
      await page.db.visitorLog.bulkPut(crowd(LOG_FIRST_ROWS + 50));
      const { rerender } = render(logPage(null));
      const newest = `V${1000 + LOG_FIRST_ROWS + 49} Crowd`;
      const firstRow = await screen.findByRole('row', { name: newest });
      // Rows are numbered after the two header rows (nested secondary columns).
      expect(firstRow.getAttribute('aria-rowindex')).toBe('3');
      expect(screen.queryByText(/\d+ visitors/)).toBeNull();
      expect(exportButton().hasAttribute('disabled')).toBe(true);
      // The rows so far are the first LOG_FIRST_ROWS of the log (the table counts what it holds).
      expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe(
        String(LOG_FIRST_ROWS + 2),
      );
      rerender(logPage(page.db));
      const total = LOG_FIRST_ROWS + 50 + 3;
      await screen.findByText(`${total} visitors`);
      expect(exportButton().hasAttribute('disabled')).toBe(false);
      expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe(String(total + 2));
    });

    it('keeps the skeleton, not the empty state, while the newest hold none the filter keeps', async () => {
      writePreference('visitorLogFilter', 'signedOut');
      await page.db.visitorLog.bulkPut(crowd(LOG_FIRST_ROWS + 50));
      const { rerender } = render(logPage(null));
      await screen.findByRole('status', { name: 'Loading visitors' });
      // Long enough for the raw read to have answered.
      await new Promise((done) => setTimeout(done, 200));
      expect(screen.queryByText('No visitors to show')).toBeNull();
      screen.getByRole('status', { name: 'Loading visitors' });
      rerender(logPage(page.db));
      // Ben Baker signed out, before the crowd came.
      await screen.findByRole('row', { name: 'Ben Baker' });
      screen.getByText('1 visitor');
    });
  });
});
