import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlockListEntry, BlockListMatchRecord } from '../../../contract/blockList/schemas.ts';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import {
  adminAt,
  FIXED_NOW,
  pageHarnessForEachTest,
  setClockForEachTest,
} from '../../kit/testing/index.ts';
import { BlockListPage } from './BlockListPage.tsx';

const REGION = 'acme#north';
const SITE = 'acme#north#jhb-hq';
const FLAGS = { amBlocklistMaintenanceEnabled: true };
const located = (name: string) => ({
  entityLocationData: {
    companyName: 'Acme',
    locationShortDescription: name,
    timeZone: 'Africa/Johannesburg',
  },
  features: { blocklist: true },
});

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    { hierarchyStructure: REGION, children: [{ hierarchyStructure: SITE, children: [] }] },
  ],
  access: [],
  tenantFlags: { [REGION]: located('North'), [SITE]: located('JHB HQ') },
  additionalConfigs: {},
};

/** Johannesburg's midnight (UTC+2 all year) starting `day`. */
const midnight = (day: string) => Date.parse(`${day}T00:00:00+02:00`);

const sam: BlockListEntry = {
  EntityHierarchy: SITE,
  entryId: 'e-1',
  firstName: 'Sam',
  lastName: 'Smith',
  email: 'sam@example.com',
  phoneNumber: '+27 82 555 0101',
  company: 'Initech',
  reason: 'Threatened staff',
  expiresAt: null,
  lmt: FIXED_NOW - 86_400_000,
  updatedBy: 'admin@example.com',
};
const regional: BlockListEntry = {
  ...sam,
  EntityHierarchy: REGION,
  entryId: 'e-2',
  firstName: 'Rita',
  lastName: 'Ross',
  email: 'rita@example.com',
  phoneNumber: '011 555 0199',
  company: 'Acme Rivals',
  reason: 'Trespassing',
  expiresAt: midnight('2027-07-01'),
};
const expired: BlockListEntry = {
  ...sam,
  entryId: 'e-3',
  firstName: 'Eve',
  lastName: 'Old',
  email: 'eve@example.com',
  reason: 'Old matter',
  expiresAt: midnight('2026-01-01'),
};
const matches: BlockListMatchRecord[] = [
  {
    matchId: 'm-1',
    entryId: 'e-1',
    EntityHierarchy: SITE,
    at: FIXED_NOW - 7_200_000,
    name: 'Sam Smith',
    channel: 'kiosk',
    by: 'Lobby kiosk',
  },
  {
    matchId: 'm-2',
    entryId: 'e-1',
    EntityHierarchy: SITE,
    at: FIXED_NOW - 3_600_000,
    name: 'Samuel Smith',
    channel: 'dashboard',
    by: 'reception@example.com',
  },
];

setClockForEachTest();
const page = pageHarnessForEachTest({
  config,
  location: SITE,
  user: adminAt(SITE, FLAGS),
});
const { answers, requests: sent } = page;

const SLOW = 30_000;
const listed = (entries: BlockListEntry[], found: BlockListMatchRecord[] = []) => ({
  status: 200,
  body: { key: 'BLOCK_LIST_RETRIEVED', entries, matches: found },
});
const processed = (entry: BlockListEntry) => ({
  status: 200,
  body: { key: 'OPERATION_PROCESSED', entry },
});
const entriesTable = () => screen.findByRole('table', { name: 'Block list entries' });
const hidden = (entry: BlockListEntry): BlockListEntry => {
  const { reason: _reason, ...rest } = entry;
  return rest;
};

describe('Block List page', () => {
  it(
    'shows an ADMIN the entries that apply here with reasons, a search and the recent matches',
    async () => {
      const user = userEvent.setup();
      answers.push(listed([sam, regional, expired], matches));
      page.renderPage(<BlockListPage />);
      const table = await entriesTable();
      expect(sent[0]!.url).toContain('blocklistOperations/retrieveBlockList');
      expect(sent[0]!.body).toEqual({ hierarchies: [SITE] });
      expect(screen.getByRole('heading', { level: 1, name: 'Block List' })).toBeTruthy();

      const samRow = within(table).getByRole('row', { name: 'Sam Smith' });
      for (const text of ['sam@example.com', '+27 82 555 0101', 'Initech', 'Acme - JHB HQ']) {
        expect(within(samRow).getByText(text)).toBeTruthy();
      }
      expect(within(samRow).getByText('Threatened staff')).toBeTruthy();
      expect(within(samRow).getByText('No expiry')).toBeTruthy();
      const ritaRow = within(table).getByRole('row', { name: 'Rita Ross' });
      expect(within(ritaRow).getByText('Acme - North')).toBeTruthy();
      expect(within(ritaRow).getByText('Jun 30, 2027')).toBeTruthy();
      expect(within(ritaRow).queryByText('Expired')).toBeNull();
      // The region's entry applies here, but only an ADMIN of the region changes it.
      expect(within(ritaRow).queryByRole('button', { name: 'Edit Rita Ross' })).toBeNull();
      expect(within(samRow).getByRole('button', { name: 'Edit Sam Smith' })).toBeTruthy();
      const eveRow = within(table).getByRole('row', { name: 'Eve Old' });
      expect(within(eveRow).getByText('Dec 31, 2025')).toBeTruthy();
      expect(within(eveRow).getByText('Expired')).toBeTruthy();

      const found = screen.getByRole('table', { name: 'Recent matches' });
      const rows = within(found).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
        'Samuel Smith',
        'Sam Smith',
      ]);
      expect(within(rows[0]!).getByText('Reception')).toBeTruthy();
      expect(within(rows[0]!).getByText('reception@example.com')).toBeTruthy();
      expect(within(rows[1]!).getByText('Kiosk')).toBeTruthy();

      await user.type(screen.getByRole('textbox', { name: 'Search' }), 'rivals');
      expect(within(table).queryByRole('row', { name: 'Sam Smith' })).toBeNull();
      expect(within(table).getByRole('row', { name: 'Rita Ross' })).toBeTruthy();
      await user.clear(screen.getByRole('textbox', { name: 'Search' }));
      await user.type(screen.getByRole('textbox', { name: 'Search' }), '0101');
      expect(within(table).getByRole('row', { name: 'Sam Smith' })).toBeTruthy();
      expect(within(table).queryByRole('row', { name: 'Rita Ross' })).toBeNull();
      await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nobody');
      expect(screen.getByText('No entries match your search.')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'adds an entry at the selected location with a last day, and lists it',
    async () => {
      const user = userEvent.setup();
      answers.push(listed([], []));
      page.renderPage(<BlockListPage />);
      expect(await screen.findByText('No one is on the block list here.')).toBeTruthy();
      expect(screen.getByText('No matches yet')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Add entry' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add block list entry' });
      const form = within(dialog);
      expect(form.getByRole('textbox', { name: /Location/ })).toHaveProperty(
        'value',
        'Acme - JHB HQ',
      );

      await user.click(form.getByRole('button', { name: 'Save' }));
      expect(form.getByText('The first name is required')).toBeTruthy();
      expect(form.getByText('A reason is required')).toBeTruthy();
      expect(sent).toHaveLength(1);

      await user.type(form.getByRole('textbox', { name: /First name/ }), ' Mallory ');
      await user.type(form.getByRole('textbox', { name: /Last name/ }), 'Jones');
      await user.type(form.getByRole('textbox', { name: 'Email' }), 'mallory@example');
      await user.type(form.getByRole('textbox', { name: /Reason/ }), 'Tailgated twice');
      await user.type(form.getByLabelText(/Expiry date/), '2027-03-31');
      await user.click(form.getByRole('button', { name: 'Save' }));
      expect(form.getByText('Enter an email address such as name@example.com')).toBeTruthy();
      expect(sent).toHaveLength(1);
      await user.type(form.getByRole('textbox', { name: 'Email' }), '.com');

      const added: BlockListEntry = {
        EntityHierarchy: SITE,
        entryId: 'e-9',
        firstName: 'Mallory',
        lastName: 'Jones',
        email: 'mallory@example.com',
        reason: 'Tailgated twice',
        expiresAt: midnight('2027-04-01'),
        lmt: FIXED_NOW,
        updatedBy: 'admin@example.com',
      };
      answers.push(processed(added), listed([added], []));
      await user.click(form.getByRole('button', { name: 'Save' }));
      const table = await entriesTable();
      expect(await within(table).findByRole('row', { name: 'Mallory Jones' })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(sent[1]!.url).toContain('blocklistOperations/blockListProcessor');
      expect(sent[1]!.body).toEqual({
        operation: 'addEntry',
        entry: {
          EntityHierarchy: SITE,
          firstName: 'Mallory',
          lastName: 'Jones',
          email: 'mallory@example.com',
          reason: 'Tailgated twice',
          expiresAt: midnight('2027-04-01'),
        },
      });
      expect(sent[1]!.idempotencyKey).toBeTruthy();
      expect(sent[2]!.url).toContain('blocklistOperations/retrieveBlockList');
    },
    SLOW,
  );

  it(
    'edits an entry with the lmt it was listed with',
    async () => {
      const user = userEvent.setup();
      answers.push(listed([sam], matches));
      page.renderPage(<BlockListPage />);
      await user.click(await screen.findByRole('button', { name: 'Edit Sam Smith' }));
      const form = within(await screen.findByRole('dialog', { name: 'Edit block list entry' }));
      expect(form.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', sam.email);
      const reason = form.getByRole('textbox', { name: /Reason/ });
      await user.clear(reason);
      await user.type(reason, 'Threatened staff again');
      await user.clear(form.getByRole('textbox', { name: 'Company' }));
      await user.type(form.getByLabelText(/Expiry date/), '2027-06-30');

      const edited = { ...sam, reason: 'Threatened staff again', lmt: FIXED_NOW };
      answers.push(processed(edited), listed([edited], matches));
      await user.click(form.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Threatened staff again')).toBeTruthy();
      expect(sent[1]!.body).toEqual({
        operation: 'editEntry',
        entry: {
          EntityHierarchy: SITE,
          entryId: 'e-1',
          lmt: sam.lmt,
          firstName: 'Sam',
          lastName: 'Smith',
          email: 'sam@example.com',
          phoneNumber: '+27 82 555 0101',
          reason: 'Threatened staff again',
          expiresAt: midnight('2027-07-01'),
        },
      });
    },
    SLOW,
  );

  it(
    'a refused edit keeps what was typed and says why: the server’s message, then obsolete',
    async () => {
      const user = userEvent.setup();
      answers.push(listed([sam], matches));
      page.renderPage(<BlockListPage />);
      await user.click(await screen.findByRole('button', { name: 'Edit Sam Smith' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit block list entry' });
      const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
      await user.type(reason, '!');

      answers.push({
        status: 400,
        body: { key: 'VALIDATION_FAILED', message: 'entry.company: is on a watch list' },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect((await within(dialog).findByRole('alert')).textContent).toContain(
        'entry.company: is on a watch list',
      );
      expect(reason).toHaveProperty('value', 'Threatened staff!');

      await user.type(reason, '!');
      answers.push({
        status: 409,
        body: { key: 'BLOCK_LIST_ENTRY_OBSOLETE', message: 'changed' },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText(
          'Someone changed this entry since the list was loaded. Close this window, refresh the list and try again.',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'Edit block list entry' })).toBe(dialog);
      expect(reason).toHaveProperty('value', 'Threatened staff!!');
      expect(sent[2]!.body).toMatchObject({ entry: { reason: 'Threatened staff!!' } });
      // A changed request is another attempt: the server refuses a key reused with another body.
      expect(sent[2]!.idempotencyKey).not.toBe(sent[1]!.idempotencyKey);
    },
    SLOW,
  );

  it(
    'deletes an entry after confirming',
    async () => {
      const user = userEvent.setup();
      answers.push(listed([sam, regional], matches));
      page.renderPage(<BlockListPage />);
      await user.click(await screen.findByRole('button', { name: 'Delete Sam Smith' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete block list entry' });
      expect(within(dialog).getByText(/Delete the entry of Sam Smith\?/)).toBeTruthy();
      expect(sent).toHaveLength(1);

      answers.push(processed({ ...sam, lmt: FIXED_NOW }), listed([regional], matches));
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const table = await entriesTable();
      expect(within(table).queryByRole('row', { name: 'Sam Smith' })).toBeNull();
      expect(within(table).getByRole('row', { name: 'Rita Ross' })).toBeTruthy();
      expect(sent[1]!.body).toEqual({
        operation: 'deleteEntry',
        entry: { EntityHierarchy: SITE, entryId: 'e-1', lmt: sam.lmt },
      });
    },
    SLOW,
  );

  it(
    'shows a HOST the entries without reasons, actions or matches',
    async () => {
      page.signIn({ role: 'HOST', at: SITE, flags: FLAGS });
      answers.push(listed([hidden(sam), hidden(regional)]));
      page.renderPage(<BlockListPage />);
      const table = await entriesTable();
      expect(within(table).getByRole('row', { name: 'Sam Smith' })).toBeTruthy();
      expect(within(table).getByRole('row', { name: 'Rita Ross' })).toBeTruthy();
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers).toContain('Expiry');
      expect(headers).not.toContain('Reason');
      expect(headers).not.toContain('Actions');
      expect(screen.queryByText('Threatened staff')).toBeNull();
      expect(screen.queryByRole('button', { name: /Edit|Delete|Add entry/ })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Recent matches' })).toBeNull();
      expect(sent).toHaveLength(1);
    },
    SLOW,
  );
});
