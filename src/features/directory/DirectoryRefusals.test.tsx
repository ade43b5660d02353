import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import {
  adminAt,
  createApiClient,
  createTestDevice,
  InMemoryServer,
  pageHarnessForEachTest,
} from '../../kit/testing/index.ts';
import { DirectoryPage } from './DirectoryPage.tsx';

/**
 * Issue 36: a directory change the server refuses is shown on the directory screen with the
 * spec's text and the reason, and the form opens again with what the user typed (retry or
 * discard), not only in the sync indicator. A real sync engine sends the add; the server (the
 * in-memory one, which answers the directory's write with the real server's refusal of a clash
 * that arose meanwhile) refuses it.
 */

const SITE = 'acme#north#jhb';
const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    { hierarchyStructure: 'acme#north', children: [{ hierarchyStructure: SITE, children: [] }] },
  ],
  access: [],
  tenantFlags: {
    'acme#north': { entityLocationData: {}, features: { employeeMaintenance: true } },
    [SITE]: { entityLocationData: {}, features: { employeeMaintenance: true } },
  },
  additionalConfigs: {},
};

let directoryWrites: unknown[];

const page = pageHarnessForEachTest({
  config,
  location: SITE,
  user: adminAt('acme#north', { amEmployeeMaintenanceEnabled: true }),
  device: () => {
    const server = new InMemoryServer();
    directoryWrites = [];
    const refuseDirectoryWrites: typeof server.fetch = async (input, init) => {
      if (!input.endsWith('/directoryOperations/updateEmployeeDirectory')) {
        return server.fetch(input, init);
      }
      directoryWrites.push(JSON.parse(String(init?.body)));
      return new Response(
        JSON.stringify({
          key: 'DIRECTORY_ROWS_INVALID',
          message: 'operations.upserts 0: email inUse',
        }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      );
    };
    return createTestDevice(server, {
      api: createApiClient({ fetch: refuseDirectoryWrites, now: () => server.clock }),
    });
  },
});

const type = async (label: string, value: string) =>
  userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);

describe('a refused add', () => {
  it('shows the spec text and the reason, and the form opens again with the input kept', async () => {
    page.renderPage(<DirectoryPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    await type('First name', 'Thandi');
    await type('Last name', 'Nkosi');
    await type('Person ID', 'id-77');
    await type('Organization ID', 'org-77');
    await type('Email', 'thandi@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await page.device.engine.flush();
    await page.device.engine.settle();
    expect(directoryWrites).toHaveLength(1);

    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(within(alert).getByText('We were unable to add the employee')).toBeTruthy();
    expect(alert.textContent).toContain('Thandi Nkosi: This email is already in use.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Edit and retry' }));
    const form = await screen.findByRole('textbox', { name: /^First name/ });
    expect((form as HTMLInputElement).value).toBe('Thandi');
    expect((screen.getByRole('textbox', { name: /^Person ID/ }) as HTMLInputElement).value).toBe(
      'ID-77',
    );
    expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe(
      'thandi@acme.example',
    );
    expect(screen.getByText('We were unable to add the employee')).toBeTruthy();
    // The server's reason on its field, until the user changes it.
    expect(screen.getAllByText('This email is already in use.').length).toBeGreaterThan(0);

    // Discard: the refused change leaves the list, the form closes.
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(async () =>
      expect(await page.db.outbox.where('status').equals('rejected').count()).toBe(0),
    );
    expect(await screen.findByRole('button', { name: 'Add' })).toBeTruthy();
    expect(screen.queryByText('We were unable to add the employee')).toBeNull();
  }, 20_000);
});
