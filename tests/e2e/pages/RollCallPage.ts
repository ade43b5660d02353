import type { Locator, Page } from '@playwright/test';

/** A person's status as the roll call's badges carry it (data-evac-status). */
export type RollCallStatus = 'N/A' | 'NOTIFIED' | 'SAFE' | 'NOT_SAFE' | 'SIGNED_OUT' | 'UNKNOWN';

/** One roll call row as a marshal reads it. */
export interface RollCallEntrySnapshot {
  name: string;
  /** The standing status (the first badge of the status cell). */
  status: string | null;
  /** Every badge of the status cell: the standing mark first, then those it disagrees with. */
  marks: (string | null)[];
  /** 'Marshals disagree' is shown. */
  disagreement: boolean;
  /** The whole text of the "Marked by" cell: who gave the standing mark, and when. */
  markedBy: string;
  /** The mark waits to reach the server ('Waiting to sync'). */
  pending: boolean;
  /** The server refused a mark made on this device ('Not applied'). */
  notApplied: boolean;
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

  /**
   * The rows of `names` as this device shows them, in the order of `names`, read in one go (one
   * round trip to the page, so a poll sees one consistent rendering); a name without a row: null.
   */
  snapshot(names: readonly string[]): Promise<(RollCallEntrySnapshot | null)[]> {
    return this.table.evaluate(
      (table, { names, markedByColumn }) =>
        names.map((name) => {
          const row = Array.from(table.querySelectorAll('tbody tr[data-row]')).find(
            (candidate) => candidate.getAttribute('aria-label') === name,
          );
          if (!row) return null;
          const marks = Array.from(row.querySelectorAll('[data-evac-status]'), (badge) =>
            badge.getAttribute('data-evac-status'),
          );
          const markedBy = row.querySelectorAll('td')[markedByColumn];
          return {
            name,
            status: marks[0] ?? null,
            marks,
            disagreement:
              row.querySelector('[role="group"][aria-label="Marshals disagree"]') !== null,
            markedBy: Array.from(markedBy?.querySelectorAll('p') ?? [], (line) =>
              line.textContent?.trim(),
            ).join(' '),
            pending: (row.textContent ?? '').includes('Waiting to sync'),
            notApplied: (row.textContent ?? '').includes('Not applied'),
          };
        }),
      { names, markedByColumn: MARKED_BY_COLUMN },
    );
  }
}

/** The roll call's columns: person, location, status, marked by, comment, actions. */
const MARKED_BY_COLUMN = 3;
