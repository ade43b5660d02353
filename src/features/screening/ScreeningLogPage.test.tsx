import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { adminAt, pageHarnessForEachTest } from '../../kit/testing/index.ts';
import { ScreeningLogPage } from './ScreeningLogPage.tsx';

const SITE = 'acme#north#jhb';
const HOUR = 3_600_000;
const today = new Date();
today.setHours(0, 0, 0, 0);
const MORNING = today.getTime() + 6 * HOUR;

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    { hierarchyStructure: 'acme#north', children: [{ hierarchyStructure: SITE, children: [] }] },
  ],
  access: [],
  tenantFlags: {
    'acme#north': { entityLocationData: {}, features: { employeeScreeningLog: true } },
    [SITE]: { entityLocationData: {}, features: { employeeScreeningLog: true } },
  },
  additionalConfigs: {},
};

function screening(
  profile: string,
  date: number,
  processed: number,
  lastName: string,
  screeningStatus: string,
) {
  return {
    EntityHierarchy: SITE,
    preScreeningDateProfileID: `${date}#${profile}`,
    preScreeningDate: date,
    screeningStatus,
    lmt: 7,
    changeSeq: 1,
    employeeDetails: { firstName: 'Sam', lastName },
    leadingSubmission: { processingTimeStamp: processed },
  };
}

const page = pageHarnessForEachTest({
  config,
  location: SITE,
  user: adminAt('acme#north', { amPreScreeningAdmin: true }),
});

beforeEach(async () => {
  await page.db
    .table('preScreening')
    .bulkPut([
      screening('a', MORNING, MORNING + 5, 'Zulu', 'PASSED'),
      screening('b', MORNING + HOUR, MORNING + HOUR, 'Young', 'FAILED'),
      screening('c', MORNING, MORNING + 9, 'Xhosa', 'INCOMPLETE'),
      screening('d', MORNING, MORNING + 5, 'Adams', 'NONE'),
    ]);
});

async function rows() {
  const table = await screen.findByRole('table', { name: 'Screening Log' });
  return within(table).getAllByRole('row').slice(1);
}

/** Under a busy machine the lazily loaded dialog and the typing take a few seconds. */
const SLOW = 20_000;

describe('ScreeningLogPage', () => {
  it('orders by date desc, processing time desc, last name; shows each result', async () => {
    page.renderPage(<ScreeningLogPage />);
    await waitFor(async () => expect(await rows()).toHaveLength(4));
    const shown = (await rows()).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(shown.map((cells) => [cells[0], cells[4]])).toEqual([
      ['Sam Young', 'Failed'],
      ['Sam Xhosa', 'Incomplete'],
      ['Sam Adams', 'None'],
      ['Sam Zulu', 'Passed'],
    ]);
    expect(screen.getAllByRole('button', { name: /^Reset screening of/ })).toHaveLength(1);
  });

  it(
    'resets a failed screening with a note, sending the lmt seen',
    async () => {
      page.answers.push({ status: 200, body: { key: 'ADMIN_RESET_SCREENING_SUCCESSFUL' } });
      page.renderPage(<ScreeningLogPage />);
      await userEvent.click(
        await screen.findByRole('button', { name: 'Reset screening of Sam Young' }),
      );
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Reset failed screening' },
        { timeout: 5_000 },
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reset screening' }));
      expect(within(dialog).getByText('A note is required')).toBeDefined();
      expect(page.sent).toEqual([]);
      await userEvent.type(within(dialog).getByLabelText(/Note/), 'Faulty thermometer');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reset screening' }));
      expect(
        await within(dialog).findByText(
          'The status has successfully been reset, the screening can be processed again',
        ),
      ).toBeDefined();
      expect(page.sent).toEqual([
        {
          resetOperation: {
            EntityHierarchy: SITE,
            preScreeningDateProfileID: `${MORNING + HOUR}#b`,
            lmt: 7,
            resetNote: 'Faulty thermometer',
            shouldDeleteInstance: false,
            screeningStatus: 'FAILED',
            shouldDeleteToken: false,
          },
        },
      ]);
    },
    SLOW,
  );

  it(
    'an outdated item is refused with the spec message',
    async () => {
      page.answers.push({
        status: 409,
        body: { key: 'PROCESS_INSTANCE_OBSOLETE', message: 'The log item is outdated' },
      });
      page.renderPage(<ScreeningLogPage />);
      await userEvent.click(
        await screen.findByRole('button', { name: 'Delete screening of Sam Zulu' }),
      );
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Delete screening' },
        { timeout: 5_000 },
      );
      await userEvent.type(within(dialog).getByLabelText(/Note/), 'Duplicate');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete screening' }));
      expect(
        await within(dialog).findByText(
          'The log item is outdated - please refresh the log and try again',
        ),
      ).toBeDefined();
      expect(page.sent).toEqual([
        {
          resetOperation: expect.objectContaining({
            shouldDeleteInstance: true,
            screeningStatus: 'PASSED',
          }),
        },
      ]);
    },
    SLOW,
  );

  it('offers no reset or delete without amPreScreeningAdmin', async () => {
    page.signIn({
      role: 'ADMIN',
      at: 'acme#north',
      sub: 'bo',
      email: 'bo@example.com',
      name: 'Bo',
      flags: {},
    });
    page.renderPage(<ScreeningLogPage />);
    await waitFor(async () => expect(await rows()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: /Reset screening of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete screening of/ })).toBeNull();
  });
});
