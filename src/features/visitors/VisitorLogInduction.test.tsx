import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import {
  INDUCTION_CONFIGURATION_RETRIEVED,
  normaliseInductionConfig,
} from '../../../contract/inductionConfig.ts';
import { OPEN_END } from '../../../contract/primitives.ts';
import { DAY_MS } from '../../../contract/transitions/inductionStatus.ts';
import type { ScopeSpec } from '../../kit/index.ts';
import { adminAt, pageHarnessForEachTest, scopeId } from '../../kit/testing/index.ts';
import { visitorRecord } from './testing/visitorFixtures.ts';
import { VisitorLogPage } from './VisitorLogPage.tsx';
import { startOfToday } from './visitorRows.ts';

const SITE = 'acme#north#jhb';
const features = { visitorLog: true, inductionLog: true };
const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    { hierarchyStructure: 'acme#north', children: [{ hierarchyStructure: SITE, children: [] }] },
  ],
  access: [],
  tenantFlags: {
    'acme#north': { entityLocationData: {}, features },
    [SITE]: { entityLocationData: {}, features },
  },
  additionalConfigs: {},
};
const inductions = normaliseInductionConfig({
  inductionEnabled: true,
  kiosk: { enabled: true, video: { version: 2, state: 'ACTIVATED' } },
  screeningRoom: { enabled: true, version: 1 },
});

const page = pageHarnessForEachTest({
  config,
  location: 'acme#north',
  user: adminAt('acme#north'),
});
const today = startOfToday();

beforeEach(async () => {
  const spec: ScopeSpec = {
    family: 'visitorLog',
    root: 'acme#north',
    hierarchies: ['acme#north', SITE],
    beginTime: today,
    endTime: OPEN_END,
  };
  await page.db.scopes.put({
    id: scopeId(spec),
    ...spec,
    cursor: '1',
    lastSyncedAt: Date.now(),
    status: 'ready',
  });
  await page.db.visitorLog.bulkPut([
    visitorRecord(SITE, today + 60_000, 'Ann', 'Able', {
      inductionData: { inductionType: 'kiosk', version: 1, eventTiming: today - 3 * DAY_MS },
    }),
    visitorRecord(SITE, today + 120_000, 'Ben', 'Baker'),
    visitorRecord(SITE, today + 180_000, 'Cat', 'Cole', {
      inductionData: { inductionType: 'kiosk', version: 2, eventTiming: today - 3 * DAY_MS },
    }),
  ]);
});

/** The text of a row's Induction cell. */
function inductionCell(name: string): string | null | undefined {
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  const column = headers.indexOf('Induction');
  const row = screen.getByRole('row', { name });
  return within(row).getAllByRole('cell')[column]?.textContent;
}

describe("the visitor log's induction column (spec/visitors.md §4)", () => {
  it("shows each sign-in's state under its location's configuration", async () => {
    page.answers.push({
      status: 200,
      body: {
        key: INDUCTION_CONFIGURATION_RETRIEVED,
        configurations: ['acme#north', SITE].map((EntityHierarchy) => ({
          EntityHierarchy,
          source: 'acme#north',
          lmt: 1,
          configuration: inductions,
        })),
      },
    });
    page.renderPage(<VisitorLogPage />);
    const ann = await screen.findByRole('row', { name: 'Ann Able' });
    await waitFor(() => expect(within(ann).getByText('Expired')).toBeTruthy());
    expect(within(ann).getByText('Version 1, now 2')).toBeTruthy();
    const ben = screen.getByRole('row', { name: 'Ben Baker' });
    expect(within(ben).getByText('Incomplete')).toBeTruthy();
    const cat = screen.getByRole('row', { name: 'Cat Cole' });
    expect(within(cat).getByText('Completed')).toBeTruthy();
    expect(within(cat).getByText(/3 days ago · Kiosk/)).toBeTruthy();
    const read = page.requests.find((request) =>
      request.url.endsWith('/inductionOperations/retrieveInductionConfiguration'),
    );
    expect(read?.body).toEqual({ hierarchies: ['acme#north', SITE] });
  });

  it('without the configuration (a failed read) shows the states it can, without expiry', async () => {
    page.renderPage(<VisitorLogPage />);
    const ann = await screen.findByRole('row', { name: 'Ann Able' });
    await waitFor(() => expect(page.requests.length).toBeGreaterThan(0));
    expect(within(ann).getByText('Completed')).toBeTruthy();
    expect(inductionCell('Ben Baker')).toBe('N/A');
  });
});
