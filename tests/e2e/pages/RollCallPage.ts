import type { Locator, Page } from '@playwright/test';

/** A person's status as the roll call's badges carry it (data-evac-status). */
export type RollCallStatus = 'N/A' | 'NOTIFIED' | 'SAFE' | 'NOT_SAFE' | 'SIGNED_OUT' | 'UNKNOWN';

/** One roll call row as a marshal reads it. */
export interface RollCallEntrySnapshot {
  name: string;
  /** The standing status (the first badge of the row). */
  status: string | null;
  /** Every badge of the row: the standing mark first, then those it disagrees with. */
  marks: (string | null)[];
  /** 'Marshals disagree' is shown. */
  disagreement: boolean;
  /** Who gave the standing mark, as the row names them ('' while no one has marked). */
  markedBy: string;
  /** The mark waits to reach the server ('Waiting to sync'). */
  pending: boolean;
  /** The server refused a mark made on this device ('Not applied'). */
  notApplied: boolean;
}

/** The rows of one device read in one go, and when (the page's clock, epoch ms). */
export interface RollCallSnapshot {
  at: number;
  rows: (RollCallEntrySnapshot | null)[];
}

/**
 * /messaging/evacuation: the roll call of the active evacuation at the selected location (a
 * virtualised table: rows beyond its window are not in the DOM), its count, and 'Update
 * evacuation status'.
 */
export class RollCallPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/messaging/evacuation');
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Roll call', exact: true });
  }

  /** "{accounted} of {total} accounted for". */
  get count(): Locator {
    return this.page.getByTestId('roll-call-count');
  }

  /** A person's row: rows are named by the person's name. */
  row(name: string): Locator {
    return this.table.getByRole('row', { name, exact: true });
  }

  /** The row's "Update evacuation status of {name}" button. */
  updateButton(name: string): Locator {
    return this.row(name).getByRole('button', { name: `Update evacuation status of ${name}` });
  }

  get markDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Update evacuation status' });
  }

  /** The row's marker of a mark made on this device that has not reached the server yet. */
  pendingMarker(name: string): Locator {
    return this.row(name).getByText('Waiting to sync');
  }

  /** The status cell's side-by-side view of marks that contradict each other. */
  disagreement(name: string): Locator {
    return this.row(name).getByRole('group', { name: 'Marshals disagree' });
  }

  /** The standing status of a person (the first badge of the row). */
  status(name: string): Locator {
    return this.row(name).locator('[data-evac-status]').first();
  }

  /** Marks a person SAFE or NOT SAFE through 'Update evacuation status' and waits for the row. */
  async mark(name: string, status: 'SAFE' | 'NOT_SAFE'): Promise<void> {
    await this.updateButton(name).click();
    await this.markDialog.waitFor();
    const button = status === 'SAFE' ? 'SAFE' : 'NOT SAFE';
    await this.markDialog.getByRole('button', { name: button, exact: true }).click();
    await this.markDialog.waitFor({ state: 'hidden' });
  }

  /** Marshal mode's one tap to SAFE ("Mark {name} safe", shown while the person is unaccounted). */
  oneTapSafe(name: string): Locator {
    return this.row(name).getByRole('button', { name: `Mark ${name} safe`, exact: true });
  }

  /**
   * The rows of `names` as this device shows them, in the order of `names`, read in one go (one
   * round trip to the page, so a poll sees one consistent rendering) with the page's clock; a name
   * without a row: null. Reads marshal mode's list (phone width) and the desktop table alike.
   */
  snapshot(names: readonly string[]): Promise<RollCallSnapshot> {
    return this.table.evaluate(
      (table, { names, markedByColumn }) => {
        /** "Marked by {who} at {when}", "Marked by {who}, {when}" or "{who} at {when}": who. */
        const whoOf = (line: string) =>
          line.replace(/^Marked by /, '').replace(/(,| at) \d{1,2}:\d{2}(:\d{2})?.*$/, '');
        const rows = names.map((name) => {
          const row = Array.from(table.querySelectorAll('[data-row][aria-label]')).find(
            (candidate) => candidate.getAttribute('aria-label') === name,
          );
          if (!row) return null;
          const marks = Array.from(row.querySelectorAll('[data-evac-status]'), (badge) =>
            badge.getAttribute('data-evac-status'),
          );
          const standing =
            row.querySelector('[data-testid="marked-by"], [data-testid="evac-mark"] p') ??
            row.querySelectorAll('td')[markedByColumn]?.querySelector('p') ??
            null;
          const text = row.textContent ?? '';
          return {
            name,
            status: marks[0] ?? null,
            marks,
            disagreement:
              row.querySelector('[role="group"][aria-label="Marshals disagree"]') !== null,
            markedBy: whoOf(standing?.textContent?.trim() ?? ''),
            pending: text.includes('Waiting to sync'),
            notApplied: text.includes('Not applied'),
          };
        });
        return { at: Date.now(), rows };
      },
      { names, markedByColumn: MARKED_BY_COLUMN },
    );
  }
}

/** The desktop table's columns: person, location, status, marked by, comment, actions. */
const MARKED_BY_COLUMN = 3;
