import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { RejectedError, RetryableError } from '../../api/index.ts';
import {
  loadHierarchyConfiguration,
  resetHierarchyConfiguration,
} from '../../config/hierarchyConfigStore.ts';
import { LocationSelector } from '../location-selector/LocationSelector.tsx';
import { TestProviders } from '../testing/TestProviders.tsx';
import { ConfigurationGate } from './ConfigurationGate.tsx';
import { ConfigurationRetry } from './ConfigurationRetry.tsx';
import {
  recordingRejection,
  resetConfigurationRejectionForTest,
} from './configurationRejection.ts';

// The selector's router hooks: these tests only need its error state.
vi.mock('../location-selector/useLocationSelection.ts', () => ({
  useChooseLocation: () => () => undefined,
}));
vi.mock('../../kit/location/useLocationSelection.ts', () => ({
  useLocationSelection: () => ({ config: null, root: null }),
}));

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [{ hierarchyStructure: 'acme#north', children: [] }],
  access: [],
  tenantFlags: {},
  additionalConfigs: {},
};

const RETRY_TEXT =
  'There was an error loading configuration for the dashboard. Would you like to retry?';
const MODAL_TEXT = 'Failed to load configuration - please refresh the page or contact support.';

function renderGate() {
  render(
    <TestProviders>
      <LocationSelector />
      <ConfigurationGate>
        <p>The page</p>
      </ConfigurationGate>
    </TestProviders>,
  );
}

async function load(fetchConfiguration: () => Promise<HierarchyConfiguration>) {
  await act(() => loadHierarchyConfiguration('acme', recordingRejection(fetchConfiguration), true));
}

afterEach(() => {
  cleanup();
  resetHierarchyConfiguration();
  resetConfigurationRejectionForTest();
  localStorage.clear();
});

describe('configuration load failures', () => {
  it('without a cached copy: the retry text replaces the page and the selector shows its error', async () => {
    renderGate();
    await load(() => Promise.reject(new RetryableError('Network error', null)));
    expect(screen.getByText(RETRY_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('Location Selector Error')).toBeTruthy();
    expect(screen.queryByText('The page')).toBeNull();
  });

  it('a refusal by the server with a cached copy opens the modal over the cached page', async () => {
    await load(() => Promise.resolve(config));
    renderGate();
    await load(() => Promise.reject(new RejectedError('No hierarchy selected', 'ERROR', 400)));
    expect(screen.getByText('The page')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Configuration' });
    expect(dialog.textContent).toContain(MODAL_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a network fault with a cached copy stays silent (offline-first)', async () => {
    await load(() => Promise.resolve(config));
    renderGate();
    await load(() => Promise.reject(new RetryableError('Network error', null)));
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(RETRY_TEXT)).toBeNull();
  });

  it('Retry reloads the page', async () => {
    const reload = vi.fn();
    render(
      <TestProviders>
        <ConfigurationRetry title="Error" reload={reload} />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
