import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageHarnessForEachTest } from '../../../kit/testing/index.ts';
import { entryId } from '../evacuationEntry.ts';
import {
  EvacuationRoutes,
  evacConfig,
  evacuationRecord,
  marshal,
  START,
  visitor,
  visitorMark,
} from '../testing/evacFixtures.tsx';
import { formatElapsed } from './elapsed.ts';

const MIA = { email: 'mia@example.com', name: 'Mia Marshal' };
const BEN = { email: 'ben@example.com', name: 'Ben Marshal' };
const MINUTE = 60_000;
const SECOND = 1_000;

/** An evacuation that ended 40 minutes after it started. */
const ended = evacuationRecord(START, { active: false, deactivatedTimestamp: START + 40 * MINUTE });

const ann = visitor('Ann', START - 60 * MINUTE);
const BEN_LEFT = START + 5 * MINUTE + 30 * SECOND;
const ben = visitor('Ben', START - 50 * MINUTE, { evtTimeStampOut: BEN_LEFT });
const dan = visitor('Dan', START - 30 * MINUTE);
const eve = visitor('Eve', START - 20 * MINUTE);
const fay = visitor('Fay', START - 10 * MINUTE, {
  visitorFullDetails: { ProfileId: 'fay', firstName: '@Fay', lastName: 'Visitor' },
});
/** Arrived after the evacuation ended: not in its report. */
const late = visitor('Lou', START + 50 * MINUTE);

const DAN_SAFE = START + 2 * MINUTE;
const FAY_SAFE = START + 4 * MINUTE + 10 * SECOND;
const ANN_SAFE = START + 7 * MINUTE;
const EVE_SAFE = START + 12 * MINUTE + 45 * SECOND;
const FAY_NOT_SAFE = START + 20 * MINUTE;

const page = pageHarnessForEachTest({
  config: evacConfig,
  location: ended.EntityHierarchy,
  user: marshal(),
});

beforeEach(async () => {
  const { db } = page;
  await db.table('evacuations').bulkPut([ended]);
  await db.visitorLog.bulkPut([ann, ben, dan, eve, fay, late]);
  await db.table('evacResponses').bulkPut([
    visitorMark(dan, 'SAFE', DAN_SAFE, MIA),
    visitorMark(eve, 'NOT_SAFE', START + 3 * MINUTE, MIA, 'Twisted ankle'),
    visitorMark(fay, 'SAFE', FAY_SAFE, MIA),
    visitorMark(dan, 'SAFE', START + 6 * MINUTE, MIA),
    visitorMark(ann, 'SAFE', ANN_SAFE, BEN),
    visitorMark(eve, 'SAFE', EVE_SAFE, BEN),
    visitorMark(fay, 'NOT_SAFE', FAY_NOT_SAFE, BEN),
    // Before the start: an earlier evacuation's mark, not this one's.
    visitorMark(ann, 'NOT_SAFE', START - MINUTE, BEN),
  ]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openReport() {
  page.renderPage(<EvacuationRoutes path={`/messaging/evacuation/${entryId(ended)}`} />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Report' }));
  return screen.findByRole('table', { name: 'Time to accounted for' });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('EvacuationReport on the responses page', () => {
  it('shows the times to 50, 90 and 100 % from the seeded marks, per marshal and who is left', async () => {
    const figures = await openReport();
    // Five people (Lou came after the end). Dan 1, Fay 2, Ben leaves 3 (50 %: 3 of 5),
    // Ann 4, Eve 5 (90 % and 100 %: 5 of 5); Fay marked NOT SAFE later leaves 4 at the end.
    expect(screen.getByTestId('report-summary').textContent).toMatch(
      /^4 of 5 accounted for when it ended/,
    );
    expect(within(figures).getByTestId('elapsed-50').textContent).toBe(
      formatElapsed(BEN_LEFT - START),
    );
    expect(formatElapsed(BEN_LEFT - START)).toBe('0:05:30');
    expect(within(figures).getByTestId('elapsed-90').textContent).toBe('0:12:45');
    expect(within(figures).getByTestId('elapsed-100').textContent).toBe(
      formatElapsed(EVE_SAFE - START),
    );

    const marshals = screen.getByRole('table', { name: 'Marks per marshal' });
    expect(cells(within(marshals).getByRole('row', { name: 'Mia Marshal' }))).toEqual([
      '4',
      '3',
      '1',
    ]);
    expect(cells(within(marshals).getByRole('row', { name: 'Ben Marshal' }))).toEqual([
      '3',
      '2',
      '1',
    ]);

    const unaccounted = screen.getByRole('table', { name: 'Unaccounted for at the end' });
    const rows = within(unaccounted).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['@Fay Visitor']);
    expect(rows[0]!.querySelector('[data-evac-status]')?.getAttribute('data-evac-status')).toBe(
      'NOT_SAFE',
    );
    expect(within(rows[0]!).getByText('Ben Marshal')).toBeTruthy();
  });

  it('gives the chart a text alternative and a keyboard stop', async () => {
    await openReport();
    const chart = screen.getByTestId('accounted-chart');
    expect(chart.tabIndex).toBe(0);
    // The lazily loaded nivo chart draws its line.
    const svg = await waitFor(() => {
      const drawn = chart.querySelector('svg[role="img"]');
      expect(drawn).not.toBeNull();
      return drawn!;
    });
    expect(svg.getAttribute('aria-label')).toBe('Accounted for over time');
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
    const description = (chart.getAttribute('aria-describedby') ?? '').split(' ');
    const table = screen.getByRole('table', { name: 'Accounted for over time' });
    expect(description).toContain(table.id);
    const steps = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => cells(row)); // the time is each row's header
    expect(steps).toEqual([
      ['0:00:00', '0'],
      ['0:02:00', '1'],
      ['0:04:10', '2'],
      ['0:05:30', '3'],
      ['0:07:00', '4'],
      ['0:12:45', '5'],
      ['0:20:00', '4'],
      ['0:40:00', '4'],
    ]);
    let tabs = 0;
    while (document.activeElement !== chart && tabs < 20) {
      await userEvent.tab();
      tabs += 1;
    }
    expect(document.activeElement).toBe(chart);
  });

  it('exports the report as CSV, formula-neutralised, under a timestamped name', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:evacuation-report';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await openReport();
    await userEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(names[0]).toMatch(/^evacuation-report_\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.csv$/);
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines[0]).toBe('"Section","Item","Value","Time","Detail"');
    expect(lines).toContain(`"Summary","People","5","",""`);
    expect(lines).toContain(`"Summary","Accounted for","4","",""`);
    expect(lines).toContain(
      `"Time to accounted for","50%","0:05:30","${new Date(BEN_LEFT).toISOString()}","3 of 5"`,
    );
    expect(lines).toContain(
      `"Time to accounted for","100%","0:12:45","${new Date(EVE_SAFE).toISOString()}","5 of 5"`,
    );
    expect(lines).toContain(
      `"Marks per marshal","Mia Marshal","4","","mia@example.com: Safe 3| Not Safe 1"`,
    );
    // '@Fay Visitor' would be a formula in a spreadsheet: it gets an apostrophe.
    expect(lines).toContain(
      `"Unaccounted for at the end","'@Fay Visitor","Not Safe","${new Date(FAY_NOT_SAFE).toISOString()}","Ben Marshal"`,
    );
    expect(lines.filter((line) => line.startsWith('"Accounted for over time"'))).toHaveLength(8);
  });

  it("says 'Not reached' when no share was reached", async () => {
    await page.db.table('evacResponses').clear();
    const figures = await openReport();
    for (const percent of [50, 90, 100]) {
      expect(within(figures).getByTestId(`elapsed-${percent}`).textContent).toBe('Not reached');
    }
    // Ben's leaving still counts: 1 of 5.
    expect(screen.getByTestId('report-summary').textContent).toMatch(/^1 of 5 accounted for/);
    expect(screen.getByText('No one was marked during this evacuation.')).toBeTruthy();
  });
});
