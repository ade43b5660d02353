import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HierarchyConfiguration } from '../../../../contract/hierarchyConfig.ts';
import {
  type WorkerLogRecord,
  withCorrection,
  workerLogRecord,
} from '../../../../contract/index.ts';
import type { ArgsOf, MutatorName } from '../../../kit/index.ts';
import { adminAt, pageHarnessForEachTest, testSyncEngine } from '../../../kit/testing/index.ts';
import { toLocalInput } from './localTime.ts';
import { ShiftPairActions } from './ShiftPairActions.tsx';

const SITE = 'acme#north#jhb';
const AT = new Date(2026, 10, 23, 7, 0).getTime();
const HOUR = 3_600_000;

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    { hierarchyStructure: 'acme#north', children: [{ hierarchyStructure: SITE, children: [] }] },
  ],
  access: [],
  tenantFlags: {
    'acme#north': {
      entityLocationData: {},
      features: { employeeLog: true, employeeBadgeLinking: true },
    },
    [SITE]: { entityLocationData: {}, features: { employeeLog: true, employeeBadgeLinking: true } },
  },
  additionalConfigs: {},
};

function event(at: number, eventType: 'CLOCK_IN' | 'CLOCK_OUT', extra = {}): WorkerLogRecord {
  return workerLogRecord.parse({
    EntityHierarchy: SITE,
    evtTimeStampProfileID: `${at}#w1`,
    evtTimeStamp: at,
    eventType,
    ProfileId: 'w1',
    lmt: 5,
    changeSeq: 1,
    workerFullDetails: { firstName: 'Wanda', lastName: 'Worker' },
    ...extra,
  });
}

type Call = { name: MutatorName; args: unknown };
let calls: Call[];

const page = pageHarnessForEachTest({
  config,
  location: 'acme#north',
  user: adminAt('acme#north', { amTimeAdmin: true }),
  engine: () => {
    calls = [];
    return testSyncEngine({
      mutate: async <N extends MutatorName>(name: N, args: ArgsOf<N>) => {
        calls.push({ name, args });
        return 'm1';
      },
    });
  },
});

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Wanda Worker' }));
  return screen.findByRole('menu');
}

describe('ShiftPairActions', () => {
  it('offers the corrections that fit an open pair', async () => {
    page.renderPage(<ShiftPairActions clockIn={event(AT, 'CLOCK_IN')} />);
    const menu = await openMenu();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Convert to clock-out',
      'Adjust clock-in time',
      'Create clock-out',
      'Create new pair',
      'Add comment',
      'Link badge number',
      'Corrections history',
    ]);
  });

  it('offers no corrections without amTimeAdmin, and never photo review without a photo', async () => {
    page.signIn(adminAt('acme#north'));
    page.renderPage(
      <ShiftPairActions clockIn={event(AT, 'CLOCK_IN')} clockOut={event(AT + HOUR, 'CLOCK_OUT')} />,
    );
    const menu = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Link badge number', 'Corrections history']);
  });

  it('validates an adjustment, then queues it as one mutator with the new time', async () => {
    const clockIn = event(AT, 'CLOCK_IN');
    page.renderPage(<ShiftPairActions clockIn={clockIn} />);
    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Adjust clock-in time' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adjust clock-in time' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByText('A comment is required')).toBeDefined();
    expect(within(dialog).getByText('Choose a time other than the current one')).toBeDefined();
    expect(calls).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/New clock-in time/), {
      target: { value: toLocalInput(AT - 30 * 60_000) },
    });
    await userEvent.type(within(dialog).getByLabelText(/Comment/), 'Reader was down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      name: 'workers.adjustClockTime',
      args: {
        newEvtTimeStamp: AT - 30 * 60_000,
        correctionComment: 'Reader was down',
        author: { user: 'Ada Admin', email: 'admin@example.com' },
        event: { evtTimeStampProfileID: clockIn.evtTimeStampProfileID },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses an adjustment onto a time this device holds an event at, with the spec message', async () => {
    const clockIn = event(AT, 'CLOCK_IN');
    await page.db.table('workerLog').put(event(AT + HOUR, 'CLOCK_OUT'));
    page.renderPage(<ShiftPairActions clockIn={clockIn} />);
    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Adjust clock-in time' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/New clock-in time/), {
      target: { value: toLocalInput(AT + HOUR) },
    });
    await userEvent.type(within(dialog).getByLabelText(/Comment/), 'Typo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(
      await within(dialog).findByText(
        'A clock in/out for the specified dates/times already exists - please correct your entries',
      ),
    ).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('keeps a pair in order: its clock-in stays before its clock-out', async () => {
    page.renderPage(
      <ShiftPairActions clockIn={event(AT, 'CLOCK_IN')} clockOut={event(AT + HOUR, 'CLOCK_OUT')} />,
    );
    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Adjust clock-out time' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adjust clock-out time' });
    fireEvent.change(within(dialog).getByLabelText(/New clock-out time/), {
      target: { value: toLocalInput(AT - HOUR) },
    });
    await userEvent.type(within(dialog).getByLabelText(/Comment/), 'Typo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByText('The clock-out must be after the clock-in')).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('refuses a clock-out before the clock-in; a new pair needs its out after its in', async () => {
    page.renderPage(<ShiftPairActions clockIn={event(AT, 'CLOCK_IN')} />);
    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Create clock-out' }),
    );
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Clock-out time/), {
      target: { value: toLocalInput(AT - HOUR) },
    });
    await userEvent.type(within(dialog).getByLabelText(/Comment/), 'Left early');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByText('The clock-out must be after the clock-in')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Create new pair' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Create new pair' });
    fireEvent.change(within(dialog).getByLabelText(/Clock-out time/), {
      target: { value: toLocalInput(AT - 30 * HOUR) },
    });
    await userEvent.type(within(dialog).getByLabelText(/Comment/), 'Missed day');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByText('The clock-out must be after the clock-in')).toBeDefined();
    fireEvent.change(within(dialog).getByLabelText(/Clock-out time/), {
      target: { value: toLocalInput(AT - 20 * HOUR) },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(calls.map((call) => call.name)).toEqual(['workers.createShiftPair']),
    );
    expect(calls[0]?.args).toMatchObject({
      clockInTimeStamp: AT - 24 * HOUR,
      clockOutTimeStamp: AT - 20 * HOUR,
    });
  });

  it("shows the pair's corrections history: what, the comment, who ({email}) and when", async () => {
    const corrected = withCorrection(
      event(AT, 'CLOCK_IN'),
      'ADJUST_CLOCK_IN',
      {
        correctionId: 'c1',
        comment: 'Reader was down',
        user: 'Ada Admin',
        email: 'admin@example.com',
        now: AT + HOUR,
      },
      { evtTimeStamp: AT - 60_000 },
    );
    page.renderPage(<ShiftPairActions clockIn={corrected} />);
    await userEvent.click(screen.getByRole('button', { name: '1 correction' }));
    const history = await screen.findByRole('list', { name: 'Corrections history' });
    expect(within(history).getByText('Clock-in time adjusted')).toBeDefined();
    expect(within(history).getByText('Reader was down')).toBeDefined();
    expect(within(history).getByText(/Ada Admin \(admin@example\.com\)/)).toBeDefined();
    expect(within(history).getByText(/Previous time:/)).toBeDefined();
  });

  it('links a badge number: an unchanged one is refused, a new one queued', async () => {
    page.renderPage(<ShiftPairActions clockIn={event(AT, 'CLOCK_IN', { badgeNumber: 'B-1' })} />);
    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Link badge number' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Link badge number' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save badge number' }));
    expect(within(dialog).getByText('The badge number is unchanged')).toBeDefined();
    const input = within(dialog).getByLabelText(/Badge number/);
    await userEvent.clear(input);
    await userEvent.type(input, 'B-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save badge number' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          name: 'workers.captureBadgeNumber',
          args: expect.objectContaining({ badgeNumber: 'B-2' }),
        },
      ]),
    );
  });

  it('reviews a photo online: accepting it says so', async () => {
    page.answers.push({ status: 200, body: { key: 'IMAGE_ACCEPTED', returnLogs: [] } });
    page.renderPage(
      <ShiftPairActions clockIn={event(AT, 'CLOCK_IN', { s3ImageKey: 'img/1.jpg' })} />,
    );
    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Review clock-in photo' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Photo review' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept image' }));
    expect(await within(dialog).findByText('The image was accepted.')).toBeDefined();
    expect(page.requests.map((request) => request.url)).toEqual([
      '/api/workerBiometricOperations/acceptLogImage',
    ]);
  });
});
