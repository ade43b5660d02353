import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HierarchyConfiguration } from '../../contract/hierarchyConfig.ts';
import { writePreference } from '../kit/preferences/storage.ts';
import {
  getHierarchyConfigState,
  hierarchyConfigPreference,
  loadHierarchyConfiguration,
  resetHierarchyConfiguration,
} from './hierarchyConfigStore.ts';

function configuration(label: string): HierarchyConfiguration {
  return {
    key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
    organisationId: 'acme',
    deepStructure: [{ hierarchyStructure: `acme#${label}`, children: [] }],
    access: [],
    tenantFlags: {},
    additionalConfigs: {},
  };
}

afterEach(() => {
  localStorage.clear();
  resetHierarchyConfiguration();
});

describe('loadHierarchyConfiguration', () => {
  it('shows the cached configuration at once and fetches only once whenCached lets it', async () => {
    writePreference(hierarchyConfigPreference, configuration('cached'));
    let shown = () => {};
    const whenCached = () => new Promise<void>((resolve) => (shown = resolve));
    const fetchConfiguration = vi.fn(async () => configuration('fresh'));
    const loading = loadHierarchyConfiguration('acme', fetchConfiguration, false, whenCached);
    expect(getHierarchyConfigState().config).toEqual(configuration('cached'));
    await new Promise((done) => setTimeout(done, 20));
    expect(fetchConfiguration).not.toHaveBeenCalled();
    shown();
    await loading;
    expect(fetchConfiguration).toHaveBeenCalledOnce();
    expect(getHierarchyConfigState().config).toEqual(configuration('fresh'));
  });

  it('fetches at once without a cached configuration', async () => {
    const whenCached = () => new Promise<void>(() => {});
    const fetchConfiguration = vi.fn(async () => configuration('fresh'));
    await loadHierarchyConfiguration('acme', fetchConfiguration, false, whenCached);
    expect(fetchConfiguration).toHaveBeenCalledOnce();
    expect(getHierarchyConfigState().config).toEqual(configuration('fresh'));
  });
});
