import { Notifications, notifications } from '@mantine/notifications';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HierarchyConfiguration, TenantFlags } from '../../../../contract/hierarchyConfig.ts';
import type { LocationAccess, ProfileAccessFlags } from '../../../../contract/session.ts';
import { setSessionStateForTest } from '../../../auth/sessionStore.ts';
import { resetHierarchyConfiguration } from '../../../config/hierarchyConfigStore.ts';
import { recordTable, storeLocation } from '../../../kit/index.ts';
import {
  createApiClient,
  type GatehouseDatabase,
  KitTestProviders,
  openTestDatabase,
  testSyncEngine,
} from '../../../kit/testing/index.ts';
import { DeferredEvacuationControl } from './DeferredEvacuationControl.tsx';
import { EvacuationControl } from './EvacuationControl.tsx';
import type { Evacuation } from './useActiveEvacuation.ts';

const NORTH = 'acme#north';
const JHB = 'acme#north#jhb';
const SOUTH = 'acme#south';
const ON = { 'messaging.evacuation': true, multiTenantEvacTriggerEnabled: true };

function tenant(features: Record<string, boolean> = {}): TenantFlags {
  return { entityLocationData: {}, features: { ...ON, ...features } };
}

function configWith(
  tenantFlags: Record<string, TenantFlags>,
  roots: string[] = [NORTH],
): HierarchyConfiguration {
  return {
    key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
    organisationId: 'acme',
    deepStructure: roots.map((root) => ({
      hierarchyStructure: root,
      children: root === NORTH ? [{ hierarchyStructure: JHB, children: [] }] : ([] as never[]),
    })),
    access: [],
    tenantFlags,
    additionalConfigs: {},
  };
}

function signIn(
  flags: ProfileAccessFlags = { amEvacAdmin: true },
  locations: LocationAccess[] = [{ EntityHierarchy: NORTH, role: 'ADMIN' }],
) {
  setSessionStateForTest({
    status: 'authenticated',
    expiresAt: Date.now() + 60_000,
    freshness: 'live',
    user: {
      sub: 'u1',
      email: 'ann@example.com',
      name: 'Ann',
      organisationId: 'acme',
      flags,
      locations,
    },
  });
}

interface SentRequest {
  url: string;
  body: Record<string, Record<string, unknown>>;
}

let db: GatehouseDatabase;
let sent: SentRequest[];
let connection: 'online' | 'offline';
/** Runs before the server answers: a test puts the live event in the database here. */
let beforeAnswer: (() => Promise<unknown>) | undefined;

/** The server's side of updateEvacActivation: answers as it does, storing nothing. */
async function scriptedFetch(url: string, init?: RequestInit): Promise<Response> {
  const body = JSON.parse(String(init?.body));
  sent.push({ url, body });
  await beforeAnswer?.();
  const operation = body.evacActivationOperation ?? body.evacDeactivationOperation;
  const evacuationEvent = {
    EntityHierarchy: operation.EntityHierarchy,
    activatedTimestamp: operation.activatedTimestamp,
    active: 'evacActivationOperation' in body,
    initiator: 'ann@example.com',
    lmt: Date.now(),
    changeSeq: 1,
  };
  return new Response(JSON.stringify({ key: 'EVAC_ACTIVATION_UPDATED', evacuationEvent }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function Wrapper({ children }: { children: ReactNode }) {
  const status = {
    connection,
    role: 'leader' as const,
    pending: 0,
    rejected: 0,
    authRequired: false,
    storageFull: false,
    scopes: {},
  };
  return (
    <KitTestProviders
      db={db}
      engine={testSyncEngine({ getStatus: () => status })}
      api={createApiClient({ fetch: scriptedFetch })}
    >
      <Notifications />
      {children}
    </KitTestProviders>
  );
}

function evacuation(at: string, activatedTimestamp: number, extra: Partial<Evacuation> = {}) {
  return {
    EntityHierarchy: at,
    activatedTimestamp,
    active: true,
    initiator: 'ann@example.com',
    initiatorName: 'Ann',
    notificationType: 'EVACUATION' as const,
    audience: ['onsiteVisitors' as const],
    lmt: activatedTimestamp,
    changeSeq: 3,
    ...extra,
  };
}

const openControl = async (name: RegExp | string = 'Evacuation') => {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('group', { name: 'Audiences' });
};
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

beforeEach(() => {
  localStorage.clear();
  db = openTestDatabase();
  sent = [];
  connection = 'online';
  beforeAnswer = undefined;
  signIn();
  resetHierarchyConfiguration(configWith({ [NORTH]: tenant(), [JHB]: tenant() }));
  storeLocation(NORTH);
});

afterEach(async () => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
  setSessionStateForTest({ status: 'loading' });
  await db.delete();
});

describe('EvacuationControl: who sees it', () => {
  it.each([
    ['without amEvacAdmin', () => signIn({})],
    ['for a HOST', () => signIn({ amEvacAdmin: true }, [{ EntityHierarchy: NORTH, role: 'HOST' }])],
    [
      'when the tenant enables no audience there',
      () =>
        resetHierarchyConfiguration(
          configWith({
            [NORTH]: tenant({
              'evacuation.audienceEnablement.onSiteVisitorsEvacEnabled': false,
              'evacuation.audienceEnablement.onSiteEmployeeEvacEnabled': false,
            }),
          }),
        ),
    ],
    [
      'in multi-tenant mode without the multi-tenant trigger',
      () => {
        signIn({ amEvacAdmin: true }, [
          { EntityHierarchy: NORTH, role: 'ADMIN' },
          { EntityHierarchy: SOUTH, role: 'ADMIN' },
        ]);
        resetHierarchyConfiguration(
          configWith(
            { [NORTH]: tenant({ multiTenantEvacTriggerEnabled: false }), [SOUTH]: tenant() },
            [NORTH, SOUTH],
          ),
        );
      },
    ],
  ])('is hidden %s', async (_case, arrange) => {
    arrange();
    render(<EvacuationControl />, { wrapper: Wrapper });
    // The same render with the rule met shows the button (see below); here nothing comes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Evacuation' })).toBeNull();
  });

  it('shows for an evacuation admin who is ADMIN at the selected location', async () => {
    render(<EvacuationControl />, { wrapper: Wrapper });
    expect(await screen.findByRole('button', { name: 'Evacuation' })).toBeTruthy();
  });

  it('shows the same way where pages place it, loaded after their first content', async () => {
    render(<DeferredEvacuationControl />, { wrapper: Wrapper });
    expect(await screen.findByRole('button', { name: 'Evacuation' })).toBeTruthy();
  });
});

describe('EvacuationControl: starting', () => {
  it("starts with the default audiences (visitors and employees) and sends the spec's payload", async () => {
    resetHierarchyConfiguration(
      configWith({
        [NORTH]: tenant({
          'evacuation.audienceEnablement.onSiteParkingEvacEnabled': true,
          'evacuation.audienceEnablement.employeeDirectoryEvacEnabled': true,
        }),
      }),
    );
    const shown = vi.spyOn(notifications, 'show');
    render(<EvacuationControl />, { wrapper: Wrapper });
    await openControl();
    expect(checkbox('Visitors on site').checked).toBe(true);
    expect(checkbox('Employees on site').checked).toBe(true);
    expect(checkbox('Employee directory').checked).toBe(false);
    expect(checkbox('Parking on site').checked).toBe(false);
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Start evacuation' }));
    expect(await screen.findByText('Evacuation started')).toBeTruthy();
    expect(shown).toHaveBeenCalledWith({ color: 'blue', message: 'Evacuation started' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/evacuationOperations/updateEvacActivation');
    const operation = sent[0]?.body.evacActivationOperation;
    expect(operation).toEqual({
      audience: ['onsiteVisitors', 'onsiteEmployees'],
      EntityHierarchy: NORTH,
      active: true,
      activatedTimestamp: operation?.activatedTimestamp,
      lmt: operation?.activatedTimestamp,
    });
    expect(Number(operation?.activatedTimestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(operation?.activatedTimestamp)).toBeLessThanOrEqual(Date.now());
  });

  it("the start's live event arriving before the server's answer still ends in 'Evacuation started' and a closed popover", async () => {
    beforeAnswer = async () => {
      await recordTable(db, 'evacuations').put(evacuation(NORTH, Date.now()));
      await screen.findByRole('button', { name: /Evacuation since/ });
    };
    render(<EvacuationControl />, { wrapper: Wrapper });
    await openControl();
    await userEvent.click(screen.getByRole('button', { name: 'Start evacuation' }));
    expect(await screen.findByText('Evacuation started')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Audiences' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'End evacuation' })).toBeNull();
  });

  it('needs at least one audience', async () => {
    render(<EvacuationControl />, { wrapper: Wrapper });
    await openControl();
    await userEvent.click(checkbox('Visitors on site'));
    await userEvent.click(checkbox('Employees on site'));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one audience.');
    const startButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Start evacuation' });
    expect(startButton.disabled).toBe(true);
    await userEvent.click(checkbox('Visitors on site'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(startButton.disabled).toBe(false);
  });

  it('the employee directory and on-site employees exclude each other', async () => {
    resetHierarchyConfiguration(
      configWith({
        [NORTH]: tenant({ 'evacuation.audienceEnablement.employeeDirectoryEvacEnabled': true }),
      }),
    );
    render(<EvacuationControl />, { wrapper: Wrapper });
    await openControl();
    expect(
      screen.getByText('Choose either employees on site or the employee directory, not both.'),
    ).toBeTruthy();
    await userEvent.click(checkbox('Employee directory'));
    expect(checkbox('Employee directory').checked).toBe(true);
    expect(checkbox('Employees on site').checked).toBe(false);
    await userEvent.click(checkbox('Employees on site'));
    expect(checkbox('Employees on site').checked).toBe(true);
    expect(checkbox('Employee directory').checked).toBe(false);
    await userEvent.click(checkbox('Employee directory'));
    await userEvent.click(screen.getByRole('button', { name: 'Start evacuation' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body.evacActivationOperation?.audience).toEqual([
      'onsiteVisitors',
      'employeeDirectory',
    ]);
  });

  it("'ALL' starts one evacuation per top-level location", async () => {
    signIn({ amEvacAdmin: true }, [
      { EntityHierarchy: NORTH, role: 'ADMIN' },
      { EntityHierarchy: SOUTH, role: 'ADMIN' },
    ]);
    resetHierarchyConfiguration(
      configWith({ [NORTH]: tenant(), [SOUTH]: tenant() }, [NORTH, SOUTH]),
    );
    storeLocation('ALL');
    render(<EvacuationControl />, { wrapper: Wrapper });
    await openControl();
    await userEvent.click(screen.getByRole('button', { name: 'Start evacuation' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const starts = sent.map((request) => request.body.evacActivationOperation);
    expect(starts.map((start) => start?.EntityHierarchy)).toEqual([NORTH, SOUTH]);
    expect(starts[0]?.activatedTimestamp).toBe(starts[1]?.activatedTimestamp);
  });

  it('offline: says it needs a connection and sends nothing', async () => {
    connection = 'offline';
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<EvacuationControl />, { wrapper: Wrapper });
    await openControl();
    expect(screen.getByText('Starting or ending an evacuation needs a connection.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start evacuation' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This needs a connection');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});

describe('EvacuationControl: while active', () => {
  const startedAt = new Date();
  startedAt.setHours(9, 5, 0, 0);
  const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(startedAt);

  it("shows the error-status dot, 'since' and the start time, also for one started above the selection", async () => {
    storeLocation(JHB);
    await recordTable(db, 'evacuations').put(evacuation(NORTH, startedAt.getTime()));
    render(<EvacuationControl />, { wrapper: Wrapper });
    const button = await screen.findByRole('button', {
      name: `Evacuation active Evacuation since ${time}`,
    });
    const dot = within(button).getByRole('img', { name: 'Evacuation active' });
    expect(dot.getAttribute('data-status')).toBe('error');
  });

  it('an ended evacuation does not count', async () => {
    await recordTable(db, 'evacuations').put(
      evacuation(NORTH, startedAt.getTime(), { active: false }),
    );
    render(<EvacuationControl />, { wrapper: Wrapper });
    expect(await screen.findByRole('button', { name: 'Evacuation' })).toBeTruthy();
  });

  it('only the initiator may end it', async () => {
    await recordTable(db, 'evacuations').put(
      evacuation(NORTH, startedAt.getTime(), {
        initiator: 'olga@example.com',
        initiatorName: 'Olga Other',
      }),
    );
    render(<EvacuationControl />, { wrapper: Wrapper });
    await userEvent.click(await screen.findByRole('button', { name: /Evacuation since/ }));
    expect(await screen.findByText('Only Olga Other can end this evacuation.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End evacuation' })).toBeNull();
  });

  it('the initiator ends it: the deactivation names its location and start', async () => {
    const shown = vi.spyOn(notifications, 'show');
    await recordTable(db, 'evacuations').put(evacuation(NORTH, startedAt.getTime(), { lmt: 42 }));
    render(<EvacuationControl />, { wrapper: Wrapper });
    await userEvent.click(await screen.findByRole('button', { name: /Evacuation since/ }));
    expect(screen.getByText(`Started by Ann at ${time}.`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'End evacuation' }));
    expect(await screen.findByText('Evacuation ended')).toBeTruthy();
    // An info notice (workers.md §9).
    expect(shown).toHaveBeenCalledWith({ color: 'blue', message: 'Evacuation ended' });
    expect(sent.map((request) => request.body)).toEqual([
      {
        evacDeactivationOperation: {
          EntityHierarchy: NORTH,
          activatedTimestamp: startedAt.getTime(),
          lmt: 42,
        },
      },
    ]);
  });

  it("the end's live event arriving before the server's answer still ends in 'Evacuation ended'", async () => {
    const ongoing = evacuation(NORTH, startedAt.getTime());
    await recordTable(db, 'evacuations').put(ongoing);
    beforeAnswer = async () => {
      await recordTable(db, 'evacuations').put({ ...ongoing, active: false });
      await screen.findByRole('button', { name: 'Evacuation' });
    };
    render(<EvacuationControl />, { wrapper: Wrapper });
    await userEvent.click(await screen.findByRole('button', { name: /Evacuation since/ }));
    await userEvent.click(screen.getByRole('button', { name: 'End evacuation' }));
    expect(await screen.findByText('Evacuation ended')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(`Started by Ann at ${time}.`)).toBeNull());
  });

  it("one start's events (the region and each location below it) end with one deactivation of the region", async () => {
    storeLocation(JHB);
    await recordTable(db, 'evacuations').bulkPut([
      evacuation(NORTH, startedAt.getTime(), { lmt: 42 }),
      evacuation(JHB, startedAt.getTime(), { lmt: 43 }),
    ]);
    render(<EvacuationControl />, { wrapper: Wrapper });
    await userEvent.click(await screen.findByRole('button', { name: /Evacuation since/ }));
    await userEvent.click(screen.getByRole('button', { name: 'End evacuation' }));
    expect(await screen.findByText('Evacuation ended')).toBeTruthy();
    expect(sent.map((request) => request.body.evacDeactivationOperation)).toEqual([
      { EntityHierarchy: NORTH, activatedTimestamp: startedAt.getTime(), lmt: 42 },
    ]);
  });
});
