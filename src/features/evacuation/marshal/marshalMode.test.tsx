import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HierarchyConfiguration } from '../../../../contract/hierarchyConfig.ts';
import {
  createTestDevice,
  InMemoryServer,
  pageHarnessForEachTest,
} from '../../../kit/testing/index.ts';
import {
  clockIn,
  EvacuationRoutes,
  evacConfig,
  evacuationRecord,
  marshal,
  SITE,
  visitor,
} from '../testing/evacFixtures.tsx';
import { MARSHAL_PAGE_SIZE } from './MarshalRollCall.tsx';

/**
 * Marshal mode at phone width (390 × 844), on a real sync engine against the in-memory server:
 * the one-handed list, search by name, one tap to SAFE, and the totals per site.
 */

const PTA = 'acme#north#pta';
const REGION = 'acme#north';
const MINUTE = 60_000;

const twoSites: HierarchyConfiguration = {
  ...evacConfig,
  deepStructure: [
    {
      hierarchyStructure: REGION,
      children: [
        { hierarchyStructure: SITE, children: [] },
        { hierarchyStructure: PTA, children: [] },
      ],
    },
  ],
  tenantFlags: {
    ...evacConfig.tenantFlags,
    [PTA]: {
      entityLocationData: { companyName: 'Acme', locationShortDescription: 'Pretoria' },
      features: { visitorLog: true, 'messaging.evacuation': true },
    },
  },
};

type Viewport = { setViewport(size: { width: number; height: number }): void };
function setViewport(width: number, height: number) {
  const { happyDOM } = window as unknown as { happyDOM: Viewport };
  happyDOM.setViewport({ width, height });
}

let server: InMemoryServer;
let started: number;

const page = pageHarnessForEachTest({
  config: twoSites,
  location: REGION,
  user: marshal(),
  device: () => createTestDevice(phoneServer()),
});

beforeEach(() => {
  setViewport(390, 844);
});

afterEach(() => {
  setViewport(1024, 768);
});

/** The server of each test: both sites evacuated, Ann and Bea at SITE, Cal and Wes at PTA. */
function phoneServer() {
  server = new InMemoryServer();
  started = server.clock - 10 * MINUTE;
  server.writeRecord('evacuations', evacuationRecord(started));
  server.writeRecord('evacuations', evacuationRecord(started, { EntityHierarchy: PTA }));
  server.writeRecord(
    'visitorLog',
    visitor('Ann', started - 60 * MINUTE, {
      hostDetails: { name: 'Hal Host' },
      visitorFullDetails: {
        ProfileId: 'ann',
        firstName: 'Ann',
        lastName: 'Visitor',
        company: 'Globex',
        phoneNumber: '+27 82 555 0101',
      },
    }),
  );
  server.writeRecord('visitorLog', visitor('Bea', started - 50 * MINUTE));
  const cal = visitor('Cal', started - 40 * MINUTE);
  server.writeRecord('visitorLog', {
    ...cal,
    EntityHierarchy: PTA,
    evtTimeStampOut: started + 2 * MINUTE,
  });
  server.writeRecord('workerLog', {
    ...clockIn('Wes', started - 90 * MINUTE),
    EntityHierarchy: PTA,
  });
  return server;
}

const statusIn = (row: HTMLElement) =>
  [...row.querySelectorAll('[data-evac-status]')].map((el) => el.getAttribute('data-evac-status'));

async function openRollCall() {
  page.renderPage(<EvacuationRoutes path="/messaging/evacuation" notifications />);
  const list = await screen.findByRole('table', { name: 'Roll call' }, { timeout: 5_000 });
  await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(4));
  return list;
}

describe('marshal mode on a phone', () => {
  it('shows the one-handed list with where, host, company and phone, and no wide table', async () => {
    const list = await openRollCall();
    expect(screen.queryByRole('region', { name: 'Roll call' })).toBeNull();
    const ann = within(list).getByRole('row', { name: 'Ann Visitor' });
    expect(within(ann).getByText('Acme - Johannesburg')).toBeTruthy();
    expect(within(ann).getByText('Globex')).toBeTruthy();
    expect(within(ann).getByText('Host: Hal Host')).toBeTruthy();
    expect(
      within(ann)
        .getByRole('link', { name: 'Call Ann Visitor: +27 82 555 0101' })
        .getAttribute('href'),
    ).toBe('tel:+27825550101');
    expect(statusIn(ann)).toEqual(['NOTIFIED']);
    expect(within(ann).getByRole('button', { name: 'Mark Ann Visitor safe' })).toBeTruthy();
    expect(
      within(ann).getByRole('button', { name: 'Update evacuation status of Ann Visitor' }),
    ).toBeTruthy();
    // Signed out after the start: accounted for, no SAFE button.
    const cal = within(list).getByRole('row', { name: 'Cal Visitor' });
    expect(statusIn(cal)).toEqual(['SIGNED_OUT']);
    expect(within(cal).queryByRole('button', { name: 'Mark Cal Visitor safe' })).toBeNull();
  });

  it('search by name narrows the list', async () => {
    const list = await openRollCall();
    await userEvent.type(screen.getByLabelText('Search by name'), 'wes');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('row')
          .map((row) => row.getAttribute('aria-label')),
      ).toEqual(['Wes Worker']),
    );
    await userEvent.clear(screen.getByLabelText('Search by name'));
    await userEvent.type(screen.getByLabelText('Search by name'), 'nobody');
    expect(await screen.findByText('No one of that name here.')).toBeTruthy();
    expect(within(list).queryAllByRole('row')).toHaveLength(0);
  });

  it('one tap on SAFE marks offline, shows Safe and who marked, and reaches the server once', async () => {
    const list = await openRollCall();
    server.reachable = false;
    server.broker.goDown();
    await waitFor(() => expect(page.device.engine.getStatus().connection).not.toBe('online'));

    await userEvent.click(within(list).getByRole('button', { name: 'Mark Ann Visitor safe' }));
    await waitFor(() =>
      expect(statusIn(within(list).getByRole('row', { name: 'Ann Visitor' }))).toEqual(['SAFE']),
    );
    const ann = within(list).getByRole('row', { name: 'Ann Visitor' });
    expect(within(ann).getByTestId('marked-by').textContent).toMatch(
      /^Marked by Mia Marshal at \d\d:\d\d$/,
    );
    expect(within(ann).getByText('Waiting to sync')).toBeTruthy();
    expect(within(ann).queryByRole('button', { name: 'Mark Ann Visitor safe' })).toBeNull();
    expect(await screen.findByText('Evacuation Status Updated')).toBeTruthy();

    server.reachable = true;
    server.broker.comeBack();
    await page.device.engine.flush();
    await page.device.engine.settle();
    expect(server.records('evacResponses')).toMatchObject([{ status: 'SAFE' }]);
    expect(server.applied.filter((a) => a.operation.endsWith('updateEvacStatus'))).toHaveLength(1);
  });

  it('shows a hundred people, then the rest on Show more', async () => {
    for (let index = 0; index < 100; index++) {
      server.writeRecord('visitorLog', visitor(`Extra${index}`, started - 30 * MINUTE + index));
    }
    page.renderPage(<EvacuationRoutes path="/messaging/evacuation" notifications />);
    const list = await screen.findByRole('table', { name: 'Roll call' }, { timeout: 5_000 });
    // The 104 visitors come in retrieval pages: under load the list is still filling when a
    // count is read, so the rows are counted once every mirrored scope has been retrieved.
    await waitFor(
      async () => {
        const scopes = await page.device.db.scopes.toArray();
        expect(scopes.some((scope) => scope.family === 'visitorLog')).toBe(true);
        expect(scopes.every((scope) => scope.status === 'ready')).toBe(true);
      },
      { timeout: 5_000 },
    );
    // The rows past the first frame are a deferred render: counted once the table is not busy.
    const drawn = () =>
      waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'), { timeout: 5_000 });
    await drawn();
    expect(within(list).getAllByRole('row')).toHaveLength(MARSHAL_PAGE_SIZE);
    await userEvent.click(await screen.findByText('Show 4 more people'));
    await drawn();
    expect(within(list).getAllByRole('row')).toHaveLength(104);
    expect(screen.queryByText(/^Show \d+ more/)).toBeNull();
  });

  it('counts accounted and unaccounted per site, the region totalling its sites', async () => {
    await openRollCall();
    const totals = screen.getByRole('list', { name: 'Accounted per site' });
    const line = (key: string) => totals.querySelector(`[data-site="${key}"]`)?.textContent;
    expect(line(REGION)).toBe('acme#north1 accounted, 3 unaccounted');
    expect(line(SITE)).toBe('Acme - Johannesburg0 accounted, 2 unaccounted');
    expect(line(PTA)).toBe('Acme - Pretoria1 accounted, 1 unaccounted');

    await userEvent.click(screen.getByRole('button', { name: 'Mark Bea Visitor safe' }));
    await waitFor(() => expect(line(SITE)).toBe('Acme - Johannesburg1 accounted, 1 unaccounted'));
    expect(line(REGION)).toBe('acme#north2 accounted, 2 unaccounted');
  });
});
