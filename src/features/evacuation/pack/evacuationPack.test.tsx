import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  HierarchyConfiguration,
  HierarchyNode,
} from '../../../../contract/hierarchyConfig.ts';
import { OPEN_END } from '../../../../contract/operations.ts';
import { LOADING_FEATURES } from '../../../../contract/features/features.ts';
import { type FeatureSet, storeLocation } from '../../../kit/index.ts';
import {
  createTestDevice,
  InMemoryServer,
  pageHarnessForEachTest,
} from '../../../kit/testing/index.ts';
import { PackAgeText } from '../marshal/PackAgeText.tsx';
import { ON_SITE_LOOKBACK_MS } from '../rollCallPeople.ts';
import {
  EvacuationRoutes,
  evacConfig,
  evacuationRecord,
  marshal,
  SITE,
  visitor,
} from '../testing/evacFixtures.tsx';
import { DeferredEvacuationPack } from './DeferredEvacuationPack.tsx';
import { evacuationPackScopes, packWindows, scopeGroups } from './evacuationPack.ts';

const REGION = 'acme#north';
const PTA = 'acme#north#pta';
const SOUTH = 'acme#south';
const CPT = 'acme#south#cpt';
const DAY = 24 * 60 * 60_000;

function node(key: string, children: HierarchyNode[] = []): HierarchyNode {
  return { hierarchyStructure: key, children };
}

function features(on: Partial<Record<string, boolean>>): FeatureSet {
  const base = LOADING_FEATURES;
  return {
    ...base,
    evacuation: {
      ...base.evacuation,
      audienceEnablement: {
        onSiteVisitorsEvacEnabled: on.visitors ?? false,
        onSiteEmployeeEvacEnabled: on.employees ?? false,
        onSiteParkingEvacEnabled: on.parking ?? false,
        employeeDirectoryEvacEnabled: on.directory ?? false,
      },
    },
  };
}

describe('the evacuation pack: which scopes', () => {
  it('groups locations by subtree, at most 500 per retrieval, each group with its own root', () => {
    const sites = Array.from({ length: 600 }, (_, i) => node(`acme#big#s${i}`));
    const tree = [
      node('acme#big', [node('acme#big#half1', sites.slice(0, 300)), ...sites.slice(300)]),
      node('acme#small', [node('acme#small#a')]),
    ];
    const groups = scopeGroups(tree, () => true);
    expect(groups.every((group) => group.hierarchies.length <= 500)).toBe(true);
    expect(new Set(groups.map((group) => group.root)).size).toBe(groups.length);
    expect(groups.flatMap((group) => group.hierarchies).sort()).toEqual(
      [
        'acme#big',
        'acme#big#half1',
        ...sites.map((s) => s.hierarchyStructure),
        'acme#small',
        'acme#small#a',
      ].sort(),
    );
    expect(groups.find((group) => group.root === 'acme#small')?.hierarchies).toEqual([
      'acme#small',
      'acme#small#a',
    ]);
  });

  it('keeps every markable location, each family only where its audience is enabled', () => {
    const tree = [node(REGION, [node(SITE), node(PTA)]), node(SOUTH, [node(CPT)])];
    const now = Date.UTC(2024, 4, 2, 15, 30);
    const specs = evacuationPackScopes(
      tree,
      (key) => ({
        mayMark: !key.startsWith(SOUTH),
        features: features(key === PTA ? { employees: true, parking: true } : { visitors: true }),
      }),
      now,
    );
    const byFamily = Object.fromEntries(specs.map((spec) => [spec.family, spec]));
    expect(specs.map((spec) => spec.family).sort()).toEqual(
      ['evacResponses', 'evacuations', 'parkingLog', 'visitorLog', 'workerLog'].sort(),
    );
    expect(byFamily.evacuations).toMatchObject({ root: REGION, hierarchies: [REGION, SITE, PTA] });
    expect(byFamily.visitorLog).toMatchObject({ root: REGION, hierarchies: [REGION, SITE] });
    expect(byFamily.workerLog).toMatchObject({ root: REGION, hierarchies: [PTA] });
    expect(specs.every((spec) => spec.endTime === OPEN_END)).toBe(true);
    const yesterday = Date.UTC(2024, 4, 1);
    expect(byFamily.visitorLog?.beginTime).toBe(yesterday - ON_SITE_LOOKBACK_MS);
    expect(packWindows(now).logsBegin).toBe(packWindows(Date.UTC(2024, 4, 2, 0, 1)).logsBegin);
    expect(byFamily.evacResponses?.beginTime).toBe(Date.UTC(2024, 4, 2) - 7 * DAY);
  });
});

const packConfig: HierarchyConfiguration = {
  ...evacConfig,
  deepStructure: [node(REGION, [node(SITE), node(PTA)]), node(SOUTH, [node(CPT)])],
  tenantFlags: Object.fromEntries(
    [REGION, SITE, PTA, SOUTH, CPT].map((key) => [
      key,
      {
        entityLocationData: {
          companyName: 'Acme',
          locationShortDescription: key.split('#').at(-1),
        },
        features: { visitorLog: true, 'messaging.evacuation': true },
      },
    ]),
  ),
};

let server: InMemoryServer;
const DB_NAME = `pack-${Math.random()}`;

/** The server of each test: an evacuation of PTA started ten minutes ago, with Cal on site. */
function packServer() {
  const server = new InMemoryServer();
  server.clock = Date.now();
  const started = server.clock - 10 * 60_000;
  server.writeRecord('evacuations', evacuationRecord(started, { EntityHierarchy: PTA }));
  server.writeRecord('visitorLog', {
    ...visitor('Cal', started - 60 * 60_000),
    EntityHierarchy: PTA,
  });
  return server;
}

describe('the evacuation pack on a device', () => {
  // The server outlives a restart of the device: made before the harness makes the device.
  beforeEach(() => {
    server = packServer();
  });
  const page = pageHarnessForEachTest({
    config: packConfig,
    location: SITE,
    user: marshal(),
    // Each start of the device opens the same database.
    device: () => createTestDevice(server, { dbName: DB_NAME }),
  });

  it('opens scopes for every location the marshal may mark, shows its age, and the roll call opens offline from it', async () => {
    const online = page.device;
    // Mounted as the shell mounts it: loaded after first content, for an evacuation admin.
    page.renderPage(
      <>
        <DeferredEvacuationPack />
        <PackAgeText />
      </>,
    );
    await waitFor(
      async () => {
        const rows = await online.db.scopes.toArray();
        expect(rows.map((row) => row.family).sort()).toEqual([
          'evacResponses',
          'evacuations',
          'visitorLog',
          'workerLog',
        ]);
        expect(rows.every((row) => row.status === 'ready')).toBe(true);
      },
      { timeout: 5_000 },
    );
    for (const row of await online.db.scopes.toArray()) {
      // The marshal is ADMIN of acme#north only: acme#south is not in the pack.
      expect(row).toMatchObject({ root: REGION, hierarchies: [REGION, SITE, PTA] });
    }
    expect((await screen.findByTestId('evacuation-pack-age')).textContent).toMatch(/^Updated /);
    cleanup();
    online.engine.stop();

    // Cold start with no network, at a location whose roll call was never opened.
    server.reachable = false;
    server.broker.goDown();
    page.restartDevice();
    storeLocation(PTA);
    page.renderPage(<EvacuationRoutes path="/messaging/evacuation" />);
    expect(
      await screen.findByRole('row', { name: 'Cal Visitor' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect((await screen.findByTestId('evacuation-pack-age')).textContent).toMatch(/^Updated /);
  });
});
