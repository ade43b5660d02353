import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiKeyItem } from '../../../contract/apiKeys.ts';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { adminAt, pageHarnessForEachTest } from '../../kit/testing/index.ts';
import { ApiKeysPage } from './ApiKeysPage.tsx';

const REGION = 'acme#north';

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [{ hierarchyStructure: REGION, children: [] }],
  access: [],
  tenantFlags: { [REGION]: { entityLocationData: {}, features: { integrations: true } } },
  additionalConfigs: {},
};

const existing: ApiKeyItem = {
  EntityHierarchy: REGION,
  keyId: 'key-1',
  keyType: 'visitor',
  description: 'Payroll export',
  access: 'READ',
  keyPreview: 'ghk_abcdef',
  createdAt: 1_700_000_000_000,
  createdBy: 'admin@example.com',
  lmt: 1_700_000_000_000,
};

const page = pageHarnessForEachTest({
  config,
  location: REGION,
  user: adminAt(REGION, { amApiAdminForTypes: ['visitor', 'parking'] }),
});
const { answers, requests: sent } = page;

const SLOW = 20_000;
const listed = (items: ApiKeyItem[]) => ({
  status: 200,
  body: { key: 'KEYS_RETRIEVED', apiKeyItems: items },
});

describe('API Keys page', () => {
  it(
    'lists the keys, generates one whose value is shown once, and lists again',
    async () => {
      const user = userEvent.setup();
      answers.push(listed([existing]));
      page.renderPage(<ApiKeysPage />);
      const table = await screen.findByRole('list', { name: 'API Keys' });
      expect(within(table).getByText('Payroll export')).toBeTruthy();
      expect(within(table).getByText('ghk_abcdef…')).toBeTruthy();
      expect(within(table).getByText(/Reads only/)).toBeTruthy();

      const value = `ghk_${'x'.repeat(43)}`;
      answers.push(
        {
          status: 200,
          body: { key: 'OPERATION_PROCESSED', keyId: 'key-2', updatedLmt: 5, apiKeyValue: value },
        },
        listed([existing]),
      );
      await user.click(screen.getByRole('button', { name: 'Generate API key' }));
      await user.type(await screen.findByLabelText('Description'), 'Door system');
      await user.click(screen.getByRole('switch', { name: /May also write events/ }));
      await user.click(screen.getByRole('button', { name: 'Generate' }));
      expect((await screen.findByTestId('generated-api-key')).textContent).toBe(value);
      expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
      const generate = sent[1]!;
      expect(generate.url).toContain('userOperations/manageAPIKeys');
      expect(generate.body).toEqual({
        operation: 'GENERATE_NEW',
        EntityHierarchy: REGION,
        keyType: 'visitor',
        description: 'Door system',
        access: 'READ_WRITE',
      });
      expect(generate.idempotencyKey).toBeTruthy();
      await waitFor(() => expect(sent).toHaveLength(3));
      expect(sent[2]!.url).toContain('userOperations/retrieveAPIKeys');
    },
    SLOW,
  );

  it(
    "shows the spec's message when generating fails",
    async () => {
      const user = userEvent.setup();
      answers.push(listed([]));
      page.renderPage(<ApiKeysPage />);
      await screen.findByText('No API keys yet.');
      answers.push({ status: 403, body: { key: 'KEY_TYPE_NOT_ALLOWED', message: 'no' } });
      await user.click(screen.getByRole('button', { name: 'Generate API key' }));
      await user.click(await screen.findByRole('button', { name: 'Generate' }));
      expect(
        await screen.findByText('Error generating API key. Please try again or contact support'),
      ).toBeTruthy();
    },
    SLOW,
  );

  it(
    'revokes a key with the lmt it was listed with, then lists again',
    async () => {
      const user = userEvent.setup();
      answers.push(
        listed([existing]),
        {
          status: 200,
          body: { key: 'OPERATION_PROCESSED', keyId: 'key-1', updatedLmt: existing.lmt + 1 },
        },
        listed([]),
      );
      page.renderPage(<ApiKeysPage />);
      await user.click(await screen.findByRole('button', { name: 'Revoke Payroll export' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
      await screen.findByText('No API keys yet.');
      expect(sent[1]!.body).toEqual({
        operation: 'DELETE_EXISTING',
        EntityHierarchy: REGION,
        keyId: 'key-1',
        lmt: existing.lmt,
      });
    },
    SLOW,
  );

  it(
    'an edit keeps the access the key has unless it is switched',
    async () => {
      const user = userEvent.setup();
      const writer: ApiKeyItem = { ...existing, access: 'READ_WRITE' };
      answers.push(
        listed([writer]),
        {
          status: 200,
          body: { key: 'OPERATION_PROCESSED', keyId: 'key-1', updatedLmt: existing.lmt + 1 },
        },
        listed([writer]),
      );
      page.renderPage(<ApiKeysPage />);
      expect(await screen.findByText(/Reads and writes/)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Edit Payroll export' }));
      const dialog = await screen.findByRole('dialog');
      const writes = within(dialog).getByRole('switch', { name: /May also write events/ });
      expect((writes as HTMLInputElement).checked).toBe(true);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(sent).toHaveLength(3));
      expect(sent[1]!.body).toMatchObject({ operation: 'UPDATE_EXISTING', access: 'READ_WRITE' });
    },
    SLOW,
  );
});
