import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HierarchyConfiguration, TenantFlags } from '../../../../contract/hierarchyConfig.ts';
import type { ProfileAccessFlags, Role } from '../../../../contract/session.ts';
import { resetHierarchyConfiguration } from '../../../config/hierarchyConfigStore.ts';
import { recordTable, storeLocation } from '../../../kit/index.ts';
import {
  pageHarnessForEachTest,
  type ScriptedAnswer,
  type SentRequest,
  type SignedInAs,
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

/** Ann (ann@example.com) with these flags, `role` at NORTH and `alsoAt` the other locations. */
function ann(
  flags: ProfileAccessFlags = { amEvacAdmin: true },
  role: Role = 'ADMIN',
  alsoAt: SignedInAs['alsoAt'] = [],
): SignedInAs {
  return { sub: 'u1', email: 'ann@example.com', name: 'Ann', flags, role, at: NORTH, alsoAt };
}

interface ActivationRequest extends SentRequest {
  body: Record<string, Record<string, unknown>>;
}

let connection: 'online' | 'offline';
/** Runs before the server answers: a test puts the live event in the database here. */
let beforeAnswer: (() => Promise<unknown>) | undefined;

/** The server's side of updateEvacActivation: answers as it does, storing nothing. */
async function activationAnswer({ body }: SentRequest): Promise<ScriptedAnswer> {
  await beforeAnswer?.();
  const operation = (body.evacActivationOperation ?? body.evacDeactivationOperation) as Record<
    string,
    unknown
  >;
  const evacuationEvent = {
    EntityHierarchy: operation.EntityHierarchy,
    activatedTimestamp: operation.activatedTimestamp,
    active: 'evacActivationOperation' in body,
    initiator: 'ann@example.com',
    lmt: Date.now(),
    changeSeq: 1,
  };
  return { status: 200, body: { key: 'EVAC_ACTIVATION_UPDATED', evacuationEvent } };
}

/** The engine's status with the connection online or offline. */
const statusWith = (connection: 'online' | 'offline') => ({
  connection,
  role: 'leader' as const,
  pending: 0,
  rejected: 0,
  authRequired: false,
  storageFull: false,
  scopes: {},
});
const statuses = { online: statusWith('online'), offline: statusWith('offline') };

const page = pageHarnessForEachTest({
  config: configWith({ [NORTH]: tenant(), [JHB]: tenant() }),
  location: NORTH,
  user: ann(),
  engine: () => testSyncEngine({ getStatus: () => statuses[connection] }),
  answerFor: activationAnswer,
});
/** The requests the control sent (the harness's, with the operations' bodies). */
const sent = page.requests as ActivationRequest[];

/** The control (or a page's placing of it) with the notifications shown. */
const renderControl = (control: ReactElement) =>
  page.renderPage(
    <>
      <Notifications />
      {control}
    </>,
  );

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
  connection = 'online';
  beforeAnswer = undefined;
});

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('EvacuationControl: who sees it', () => {
  it.each([
    ['without amEvacAdmin', () => page.signIn(ann({}))],
    ['for a HOST', () => page.signIn(ann({ amEvacAdmin: true }, 'HOST'))],
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
        page.signIn(ann({ amEvacAdmin: true }, 'ADMIN', [{ role: 'ADMIN', at: SOUTH }]));
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
    renderControl(<EvacuationControl />);
    // The same render with the rule met shows the button (see below); here nothing comes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Evacuation' })).toBeNull();
  });

  it('shows for an evacuation admin who is ADMIN at the selected location', async () => {
    renderControl(<EvacuationControl />);
    expect(await screen.findByRole('button', { name: 'Evacuation' })).toBeTruthy();
  });

  it('shows the same way where pages place it, loaded after their first content', async () => {
    renderControl(<DeferredEvacuationControl />);
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
    renderControl(<EvacuationControl />);
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
      await recordTable(page.db, 'evacuations').put(evacuation(NORTH, Date.now()));
      await screen.findByRole('button', { name: /Evacuation since/ });
    };
    renderControl(<EvacuationControl />);
    await openControl();
    await userEvent.click(screen.getByRole('button', { name: 'Start evacuation' }));
    expect(await screen.findByText('Evacuation started')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Audiences' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'End evacuation' })).toBeNull();
  });

  it('needs at least one audience', async () => {
    renderControl(<EvacuationControl />);
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
    renderControl(<EvacuationControl />);
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
    page.signIn(ann({ amEvacAdmin: true }, 'ADMIN', [{ role: 'ADMIN', at: SOUTH }]));
    resetHierarchyConfiguration(
      configWith({ [NORTH]: tenant(), [SOUTH]: tenant() }, [NORTH, SOUTH]),
    );
    storeLocation('ALL');
    renderControl(<EvacuationControl />);
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
    renderControl(<EvacuationControl />);
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
    await recordTable(page.db, 'evacuations').put(evacuation(NORTH, startedAt.getTime()));
    renderControl(<EvacuationControl />);
    const button = await screen.findByRole('button', {
      name: `Evacuation active Evacuation since ${time}`,
    });
    const dot = within(button).getByRole('img', { name: 'Evacuation active' });
    expect(dot.getAttribute('data-status')).toBe('error');
  });

  it('an ended evacuation does not count', async () => {
    await recordTable(page.db, 'evacuations').put(
      evacuation(NORTH, startedAt.getTime(), { active: false }),
    );
    renderControl(<EvacuationControl />);
    expect(await screen.findByRole('button', { name: 'Evacuation' })).toBeTruthy();
  });

  it('only the initiator may end it', async () => {
    await recordTable(page.db, 'evacuations').put(
      evacuation(NORTH, startedAt.getTime(), {
        initiator: 'olga@example.com',
        initiatorName: 'Olga Other',
      }),
    );
    renderControl(<EvacuationControl />);
    await userEvent.click(await screen.findByRole('button', { name: /Evacuation since/ }));
    expect(await screen.findByText('Only Olga Other can end this evacuation.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End evacuation' })).toBeNull();
  });

  it('the initiator ends it: the deactivation names its location and start', async () => {
    const shown = vi.spyOn(notifications, 'show');
    await recordTable(page.db, 'evacuations').put(
      evacuation(NORTH, startedAt.getTime(), { lmt: 42 }),
    );
    renderControl(<EvacuationControl />);
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
    await recordTable(page.db, 'evacuations').put(ongoing);
    beforeAnswer = async () => {
      await recordTable(page.db, 'evacuations').put({ ...ongoing, active: false });
      await screen.findByRole('button', { name: 'Evacuation' });
    };
    renderControl(<EvacuationControl />);
    await userEvent.click(await screen.findByRole('button', { name: /Evacuation since/ }));
    await userEvent.click(screen.getByRole('button', { name: 'End evacuation' }));
    expect(await screen.findByText('Evacuation ended')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(`Started by Ann at ${time}.`)).toBeNull());
  });

  it("one start's events (the region and each location below it) end with one deactivation of the region", async () => {
    storeLocation(JHB);
    await recordTable(page.db, 'evacuations').bulkPut([
      evacuation(NORTH, startedAt.getTime(), { lmt: 42 }),
      evacuation(JHB, startedAt.getTime(), { lmt: 43 }),
    ]);
    renderControl(<EvacuationControl />);
    await userEvent.click(await screen.findByRole('button', { name: /Evacuation since/ }));
    await userEvent.click(screen.getByRole('button', { name: 'End evacuation' }));
    expect(await screen.findByText('Evacuation ended')).toBeTruthy();
    expect(sent.map((request) => request.body.evacDeactivationOperation)).toEqual([
      { EntityHierarchy: NORTH, activatedTimestamp: startedAt.getTime(), lmt: 42 },
    ]);
  });
});
