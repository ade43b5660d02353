import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { OPEN_END } from '../../../contract/operations.ts';
import { storeLocation } from '../../app/location-selector/selectedLocation.ts';
import { TestProviders } from '../../app/testing/TestProviders.tsx';
import { resetHierarchyConfiguration } from '../../config/hierarchyConfigStore.ts';
import { GatehouseDatabase } from '../../db/database.ts';
import type { SyncEngine } from '../../sync/engine.ts';
import { scopeId } from '../../sync/scopes.ts';
import { SyncContext } from '../sync/SyncContext.ts';
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
    'acme#north#jhb': {
      entityLocationData: { companyName: 'Acme', locationShortDescription: 'Johannesburg' },
      features: {},
    },
  },
  additionalConfigs: {},
};

let db: GatehouseDatabase;
let mutate: ReturnType<typeof vi.fn>;
const today = startOfToday();

function Wrapper({ children }: { children: ReactNode }) {
  const engine = { openScope: () => () => undefined, mutate } as unknown as SyncEngine;
  return (
    <TestProviders>
      <SyncContext.Provider value={{ db, engine }}>{children}</SyncContext.Provider>
    </TestProviders>
  );
}

async function seedReadyScope(root: string, hierarchies: string[]) {
  const spec = {
    family: 'visitorLog' as const,
    root,
    hierarchies,
    beginTime: today,
    endTime: OPEN_END,
  };
  await db.scopes.put({
    id: scopeId(spec),
    ...spec,
    cursor: '1',
    lastSyncedAt: Date.now(),
    status: 'ready',
  });
}

beforeEach(async () => {
  localStorage.clear();
  db = new GatehouseDatabase(`visitor-log-page-${Math.random()}`);
  mutate = vi.fn().mockResolvedValue(undefined);
  resetHierarchyConfiguration(config);
  storeLocation('acme#north');
  await seedReadyScope('acme#north', ['acme#north', 'acme#north#jhb']);
  await db.visitorLog.bulkPut([
    visitorRecord('acme#north#jhb', today + 60_000, 'Ann', 'Able'),
    visitorRecord('acme#north', today + 120_000, 'Ben', 'Baker', {
      evtTimeStampOut: today + 180_000,
    }),
    visitorRecord('acme#north#jhb', today + 240_000, 'Cat', 'Cole', { _pending: 1 }),
    visitorRecord('acme#south', today + 300_000, 'Dan', 'Dale'),
  ]);
});

afterEach(async () => {
  cleanup();
  await db.delete();
});

describe('VisitorLogPage', () => {
  it("shows today's visitors of the selected subtree from the local database", async () => {
    render(<VisitorLogPage />, { wrapper: Wrapper });
    const ann = await screen.findByRole('row', { name: 'Ann Able' });
    expect(within(ann).getByText('Acme - Johannesburg')).toBeTruthy();
    expect(within(ann).getByText('still on premises')).toBeTruthy();
    expect(within(ann).getByText('Hana Host')).toBeTruthy();
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getAttribute('aria-label'));
    expect(names).toEqual(['Cat Cole', 'Ben Baker', 'Ann Able']);
    expect(screen.queryByRole('row', { name: 'Dan Dale' })).toBeNull();
    expect(
      within(screen.getByRole('row', { name: 'Cat Cole' })).getByText('Waiting to sync'),
    ).toBeTruthy();
  });

  it('filters signed-in and signed-out visitors', async () => {
    render(<VisitorLogPage />, { wrapper: Wrapper });
    await screen.findByRole('row', { name: 'Ann Able' });
    await userEvent.click(screen.getByRole('radio', { name: 'Signed out' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Ann Able' })).toBeNull());
    expect(screen.getByRole('row', { name: 'Ben Baker' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Signed in' }));
    await screen.findByRole('row', { name: 'Ann Able' });
    expect(screen.queryByRole('row', { name: 'Ben Baker' })).toBeNull();
  });

  it('signs a visitor out through the visitors.signOut mutator', async () => {
    render(<VisitorLogPage />, { wrapper: Wrapper });
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

  it('shows an empty state when nobody signed in', async () => {
    storeLocation('acme#south');
    await db.visitorLog.clear();
    await seedReadyScope('acme#south', ['acme#south']);
    render(<VisitorLogPage />, { wrapper: Wrapper });
    expect(await screen.findByText('No visitors to show')).toBeTruthy();
  });
});
