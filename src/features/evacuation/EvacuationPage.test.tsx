import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeLocation } from '../../kit/index.ts';
import { pageHarnessForEachTest } from '../../kit/testing/index.ts';
import { entryId } from './evacuationEntry.ts';
import {
  clockIn,
  EvacuationRoutes,
  evacConfig,
  evacuationRecord,
  marshal,
  SITE,
  START,
  visitor,
  visitorMark,
} from './testing/evacFixtures.tsx';

const MIA = { email: 'mia@example.com', name: 'Mia Marshal' };
const BEN = { email: 'ben@example.com', name: 'Ben Marshal' };
const MINUTE = 60_000;

const ann = visitor('Ann', START - 60 * MINUTE);
const ben = visitor('Ben', START - 50 * MINUTE, { evtTimeStampOut: START + 5 * MINUTE });
const cat = visitor('Cat', START - 40 * MINUTE, { evtTimeStampOut: START - MINUTE });
const dan = visitor('Dan', START - 30 * MINUTE);
const eve = visitor('Eve', START - 20 * MINUTE);
const fay = visitor('Fay', START - 10 * MINUTE);
const archived = evacuationRecord(START - 3 * 24 * 60 * MINUTE, {
  active: false,
  deactivatedTimestamp: START - 3 * 24 * 60 * MINUTE + 40 * MINUTE,
});

const page = pageHarnessForEachTest({ config: evacConfig, location: SITE, user: marshal() });

beforeEach(async () => {
  const { db } = page;
  await db.table('evacuations').bulkPut([evacuationRecord(START), archived]);
  await db.visitorLog.bulkPut([ann, ben, cat, dan, eve, fay]);
  await db.table('workerLog').bulkPut([clockIn('Wes', START - 120 * MINUTE)]);
  await db
    .table('evacResponses')
    .bulkPut([
      visitorMark(dan, 'SAFE', START + 2 * MINUTE, MIA),
      visitorMark(eve, 'NOT_SAFE', START + 3 * MINUTE, MIA, 'Twisted ankle'),
      visitorMark(fay, 'SAFE', START + 4 * MINUTE, MIA),
      visitorMark(fay, 'NOT_SAFE', START + 5 * MINUTE, BEN),
    ]);
});

const statusIn = (row: HTMLElement) =>
  [...row.querySelectorAll('[data-evac-status]')].map((el) => el.getAttribute('data-evac-status'));

describe('EvacuationPage: the roll call', () => {
  it('lists the people of the active audiences with the status the spec derives', async () => {
    page.renderPage(<EvacuationRoutes path="/messaging/evacuation" />);
    const annRow = await screen.findByRole('row', { name: 'Ann Visitor' });
    expect(statusIn(annRow)).toEqual(['NOTIFIED']);
    expect(annRow.querySelector('[data-evac-blink]')).not.toBeNull();
    expect(statusIn(screen.getByRole('row', { name: 'Ben Visitor' }))).toEqual(['SIGNED_OUT']);
    expect(screen.queryByRole('row', { name: 'Cat Visitor' })).toBeNull();
    const danRow = screen.getByRole('row', { name: 'Dan Visitor' });
    expect(statusIn(danRow)).toEqual(['SAFE']);
    expect(danRow.querySelector('[data-evac-blink]')).toBeNull();
    expect(within(danRow).getByText('Mia Marshal')).toBeTruthy();
    const eveRow = screen.getByRole('row', { name: 'Eve Visitor' });
    expect(statusIn(eveRow)).toEqual(['NOT_SAFE']);
    expect(within(eveRow).getByText('Twisted ankle')).toBeTruthy();
    expect(statusIn(screen.getByRole('row', { name: 'Wes Worker' }))).toEqual(['NOTIFIED']);
    // Unaccounted first: Not Safe, then Notified, then Signed-out and Safe.
    const names = within(screen.getByRole('region', { name: 'Roll call' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getAttribute('aria-label'));
    expect(names).toEqual([
      'Eve Visitor',
      'Fay Visitor',
      'Ann Visitor',
      'Wes Worker',
      'Ben Visitor',
      'Dan Visitor',
    ]);
    expect(screen.getByTestId('roll-call-count').textContent).toBe('2 of 6 accounted for');
    expect(document.head.textContent + document.body.innerHTML).toContain(
      'prefers-reduced-motion: no-preference',
    );
  });

  it('shows two different marks within two minutes side by side', async () => {
    page.renderPage(<EvacuationRoutes path="/messaging/evacuation" />);
    const fayRow = await screen.findByRole('row', { name: 'Fay Visitor' });
    const disagreement = within(fayRow).getByRole('group', { name: 'Marshals disagree' });
    const marks = within(disagreement).getAllByTestId('evac-mark');
    expect(marks.map((mark) => statusIn(mark))).toEqual([['NOT_SAFE'], ['SAFE']]);
    expect(marks[0]!.textContent).toContain('Ben Marshal');
    expect(marks[1]!.textContent).toContain('Mia Marshal');
  });

  it('filters by status', async () => {
    page.renderPage(<EvacuationRoutes path="/messaging/evacuation" />);
    await screen.findByRole('row', { name: 'Ann Visitor' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Safe' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Ann Visitor' })).toBeNull());
    expect(screen.getByRole('row', { name: 'Dan Visitor' })).toBeTruthy();
    expect(screen.queryByRole('row', { name: 'Eve Visitor' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Signed Out' }));
    await screen.findByRole('row', { name: 'Ben Visitor' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('row', { name: 'Ann Visitor' });
  });

  it('lists active and archived evacuations, newest first, with their responses pages', async () => {
    page.renderPage(<EvacuationRoutes path="/messaging/evacuation" />);
    const active = await screen.findByRole('table', { name: 'Active evacuations' });
    const past = screen.getByRole('table', { name: 'Past evacuations' });
    expect(within(active).getAllByRole('row')).toHaveLength(2);
    expect(within(past).getAllByRole('row')).toHaveLength(2);
    const link = within(active).getByRole('link', { name: 'Responses' });
    expect(link.getAttribute('href')).toBe(
      `/messaging/evacuation/${entryId(evacuationRecord(START))}`,
    );
  });
});

describe('EvacuationResponsesPage', () => {
  it('lists the marks of one evacuation newest first: person, status, who, comment', async () => {
    const path = `/messaging/evacuation/${entryId(evacuationRecord(START))}`;
    page.renderPage(<EvacuationRoutes path={path} />);
    await screen.findByRole('table', { name: 'Evacuation Responses' });
    await waitFor(() =>
      expect(screen.getAllByRole('row').map((row) => row.getAttribute('aria-label'))).toEqual([
        null,
        'Fay Visitor',
        'Fay Visitor',
        'Eve Visitor',
        'Dan Visitor',
      ]),
    );
    const [, fayLatest, fayFirst, eveRow] = screen.getAllByRole('row');
    expect(statusIn(fayLatest!)).toEqual(['NOT_SAFE']);
    expect(within(fayLatest!).getByText('Ben Marshal')).toBeTruthy();
    expect(statusIn(fayFirst!)).toEqual(['SAFE']);
    expect(within(eveRow!).getByText('Twisted ankle')).toBeTruthy();
  });

  it("a region's entry lists the marks of the locations below it that the same start covers", async () => {
    storeLocation('acme#north');
    const region = evacuationRecord(START, { EntityHierarchy: 'acme#north' });
    await page.db.table('evacuations').put(region);
    page.renderPage(<EvacuationRoutes path={`/messaging/evacuation/${entryId(region)}`} />);
    await screen.findByRole('table', { name: 'Evacuation Responses' });
    await waitFor(() =>
      expect(screen.getAllByRole('row').map((row) => row.getAttribute('aria-label'))).toEqual([
        null,
        'Fay Visitor',
        'Fay Visitor',
        'Eve Visitor',
        'Dan Visitor',
      ]),
    );
  });

  it('says so when the entry is not on this device', async () => {
    page.renderPage(<EvacuationRoutes path="/messaging/evacuation/not-an-entry" />);
    expect(await screen.findByText('This evacuation is not on this device.')).toBeTruthy();
  });
});
