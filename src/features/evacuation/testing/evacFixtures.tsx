import { Notifications } from '@mantine/notifications';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import type { HierarchyConfiguration } from '../../../../contract/hierarchyConfig.ts';
import { evacResponseRecords } from '../../../../contract/transitions/evacuation.ts';
import { setSessionStateForTest } from '../../../auth/sessionStore.ts';
import type { FamilyRecord } from '../../../kit/index.ts';
import { KitTestProviders, type SignedInAs, type TestDevice } from '../../../kit/testing/index.ts';
import { EvacuationPage } from '../EvacuationPage.tsx';
import { EvacuationResponsesPage } from '../EvacuationResponsesPage.tsx';

export const SITE = 'acme#north#jhb';
export const START = 1_700_000_000_000;

export const evacConfig: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    {
      hierarchyStructure: 'acme#north',
      children: [{ hierarchyStructure: SITE, children: [] }],
    },
  ],
  access: [],
  tenantFlags: {
    'acme#north': {
      entityLocationData: {},
      features: { visitorLog: true, 'messaging.evacuation': true },
    },
    [SITE]: {
      entityLocationData: { companyName: 'Acme', locationShortDescription: 'Johannesburg' },
      features: { visitorLog: true, 'messaging.evacuation': true },
    },
  },
  additionalConfigs: {},
};

/** A marshal, ADMIN of acme#north with amEvacAdmin, as the page harness signs them in. */
export function marshal(email = 'mia@example.com', name = 'Mia Marshal'): SignedInAs {
  return { role: 'ADMIN', at: 'acme#north', sub: email, email, name, flags: { amEvacAdmin: true } };
}

/** A marshal: ADMIN of acme#north with amEvacAdmin. */
export function signInMarshal(email = 'mia@example.com', name = 'Mia Marshal') {
  setSessionStateForTest({
    status: 'authenticated',
    expiresAt: Date.now() + 3_600_000,
    freshness: 'live',
    user: {
      sub: email,
      email,
      name,
      organisationId: 'acme',
      flags: { amEvacAdmin: true },
      locations: [{ EntityHierarchy: 'acme#north', role: 'ADMIN' }],
    },
  });
}

export function evacuationRecord(
  activatedTimestamp: number,
  extra: Partial<FamilyRecord<'evacuations'>> = {},
): FamilyRecord<'evacuations'> {
  return {
    EntityHierarchy: SITE,
    activatedTimestamp,
    active: true,
    initiator: 'mia@example.com',
    notificationType: 'EVACUATION',
    audience: ['onsiteVisitors', 'onsiteEmployees'],
    lmt: activatedTimestamp,
    changeSeq: 1,
    ...extra,
  };
}

export function visitor(
  firstName: string,
  evtTimeStamp: number,
  extra: Partial<FamilyRecord<'visitorLog'>> = {},
): FamilyRecord<'visitorLog'> {
  const ProfileId = firstName.toLowerCase();
  return {
    EntityHierarchy: SITE,
    evtTimeStampProfileID: `${evtTimeStamp}#${ProfileId}`,
    evtTimeStamp,
    ProfileId,
    lmt: evtTimeStamp,
    changeSeq: 1,
    visitorFullDetails: { ProfileId, firstName, lastName: 'Visitor', company: 'Globex' },
    ...extra,
  };
}

export function clockIn(firstName: string, at: number): FamilyRecord<'workerLog'> {
  const ProfileId = firstName.toLowerCase();
  return {
    EntityHierarchy: SITE,
    evtTimeStampProfileID: `${at}#${ProfileId}`,
    evtTimeStamp: at,
    eventType: 'CLOCK_IN',
    ProfileId,
    lmt: at,
    changeSeq: 1,
    workerFullDetails: { firstName, lastName: 'Worker' },
  };
}

/** A mark of a visitor as the server stores it. */
export function visitorMark(
  person: FamilyRecord<'visitorLog'>,
  status: 'SAFE' | 'NOT_SAFE',
  at: number,
  responder: { email: string; name: string },
  comment?: string,
): FamilyRecord<'evacResponses'> {
  const [created] = evacResponseRecords(
    {
      userData: [
        {
          EntityHierarchy: person.EntityHierarchy,
          type: 'VISITOR',
          evtTimeStampProfileID: person.evtTimeStampProfileID,
        },
      ],
      responseChannel: 'dashboard',
      status,
      ...(comment ? { comment } : {}),
      responseTimestamp: at,
      mutationId: `m-${at}-${status}`,
    },
    responder,
  );
  return {
    ...created!.record,
    responseKey: created!.key,
    responseTimestamp: at,
    status,
    EntityHierarchy: created!.hierarchy,
    lmt: at,
    changeSeq: 1,
  };
}

/** The two evacuation pages under a memory router, opened at `path`. */
export function EvacuationRoutes({ path }: { path: string }) {
  const [router] = useState(() => evacuationRouter(path));
  return <RouterProvider router={router} />;
}

function evacuationRouter(path: string) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: 'messaging/evacuation',
    component: EvacuationPage,
  });
  const responses = createRoute({
    getParentRoute: () => root,
    path: 'messaging/evacuation/$entry',
    component: EvacuationResponsesPage,
  });
  return createRouter({
    routeTree: root.addChildren([page, responses]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

/** The component tests' providers: the kit's, for a test device, with notifications shown. */
export function DeviceProviders({ device, children }: { device: TestDevice; children: ReactNode }) {
  return (
    <KitTestProviders db={device.db} engine={device.engine}>
      <Notifications />
      {children}
    </KitTestProviders>
  );
}

/** After a test: unmounts, stops the device's engine, deletes its database and signs out. */
export async function closeTestDevice(device: TestDevice): Promise<void> {
  cleanup();
  device.engine.stop();
  device.db.close();
  await device.db.delete();
  setSessionStateForTest({ status: 'loading' });
}
