import { Notifications } from '@mantine/notifications';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { useState } from 'react';
import type { HierarchyConfiguration } from '../../../../contract/hierarchyConfig.ts';
import { evacResponseRecords } from '../../../../contract/transitions/evacuation.ts';
import type { FamilyRecord } from '../../../kit/index.ts';
import { InMemoryServer, type SignedInAs } from '../../../kit/testing/index.ts';
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

/** A marshal: ADMIN of acme#north with amEvacAdmin, as the page harness signs them in. */
export function marshal(email = 'mia@example.com', name = 'Mia Marshal'): SignedInAs {
  return { role: 'ADMIN', at: 'acme#north', sub: email, email, name, flags: { amEvacAdmin: true } };
}

/**
 * An in-memory server with an evacuation of SITE started ten minutes ago and Ann, who signed in
 * an hour before it and has not left.
 */
export function serverWithAnnEvacuated(): { server: InMemoryServer; started: number } {
  const server = new InMemoryServer();
  const started = server.clock - 10 * 60_000;
  server.writeRecord('evacuations', evacuationRecord(started));
  server.writeRecord('visitorLog', visitor('Ann', started - 60 * 60_000));
  return { server, started };
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

/** The two evacuation pages under a memory router, opened at `path`; `notifications`: shown. */
export function EvacuationRoutes({
  path,
  notifications,
}: {
  path: string;
  notifications?: boolean;
}) {
  const [router] = useState(() => evacuationRouter(path));
  return (
    <>
      {notifications && <Notifications />}
      <RouterProvider router={router} />
    </>
  );
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
