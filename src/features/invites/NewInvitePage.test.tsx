import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EnvironmentFile } from '../../../contract/env.ts';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { EnvironmentContext } from '../../kit/environment/EnvironmentContext.tsx';
import {
  adminAt,
  pageHarnessForEachTest,
  setOperationPoliciesLoadedForTest,
} from '../../kit/testing/index.ts';
import { NewInvitePage } from './NewInvitePage.tsx';

const SITE = 'acme#north#jhb';
const features = { inviteLog: true, inviteCreate: true };

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [{ hierarchyStructure: SITE, children: [] }],
  access: [],
  tenantFlags: { [SITE]: { entityLocationData: {}, features } },
  additionalConfigs: {},
};

const page = pageHarnessForEachTest({ config, location: SITE, user: adminAt(SITE) });

const environment = { flags: { groupInvite: false } } as EnvironmentFile;

/** The page as the app shows it: under a router, with this host's environment file. */
async function renderNewInvitePage() {
  const router = createRouter({
    routeTree: createRootRoute({ component: NewInvitePage }),
    history: createMemoryHistory({ initialEntries: ['/visitors/invites/add'] }),
  });
  page.renderPage(
    <EnvironmentContext.Provider value={environment}>
      <RouterProvider router={router} />
    </EnvironmentContext.Provider>,
  );
  await act(() => router.load());
}

afterEach(() => setOperationPoliciesLoadedForTest(true));

describe('NewInvitePage', () => {
  it('fills in the only location the admin may invite to, also when the access policies arrive after the first render', async () => {
    await setOperationPoliciesLoadedForTest(false);
    await renderNewInvitePage();
    const location = (await screen.findByRole('combobox', {
      name: 'Location',
    })) as HTMLInputElement;
    expect(location.value).toBe('');

    await act(() => setOperationPoliciesLoadedForTest(true));

    await waitFor(() => expect(location.value).toBe(SITE));
  });
});
