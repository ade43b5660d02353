import type { Locator, Page } from '@playwright/test';

/**
 * /employees/employees-log: the worker log of the selected location, one row per shift pair,
 * each row named '{name}, clocked in' or '{name}, clocked out'.
 */
export class WorkerLogPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/employees/employees-log');
  }

  get table(): Locator {
    return this.page.getByRole('table');
  }

  /** Data rows (the header row excluded). */
  get rows(): Locator {
    return this.table.locator('tbody').getByRole('row');
  }

  /** The row of a shift of `workerName`, still open or closed. */
  row(workerName: string, clockedOut: boolean): Locator {
    const state = clockedOut ? 'clocked out' : 'clocked in';
    return this.table.getByRole('row', { name: `${workerName}, ${state}`, exact: true });
  }

  /** The shift count next to the export button ('1 shift', '12 shifts'). */
  shiftCount(count: number): Locator {
    return this.page.getByText(count === 1 ? '1 shift' : `${count} shifts`, { exact: true });
  }

  /** The Biometric Pending notice's text for `count` hidden events. */
  pendingNotice(count: number): Locator {
    return this.page.getByText(
      count === 1
        ? '1 employee log entry is pending biometric analysis and is not visible'
        : `${count} employee log entries are pending biometric analysis and are not visible`,
    );
  }

  /** A choice of the clock filter (its radio is visually hidden: the label takes the click). */
  filter(name: 'All' | 'Clocked in' | 'Clocked out'): Locator {
    return this.page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
  }

  private actionsButton(workerName: string): Locator {
    return this.page.getByRole('button', { name: `Actions for ${workerName}`, exact: true });
  }

  /** ShiftPairActions' menu button of the worker's pair (any of the worker's rows). */
  actions(workerName: string): Locator {
    return this.rows.locator(this.actionsButton(workerName));
  }

  /** The pair's "n correction(s)" button, shown once a pair has been corrected. */
  corrections(workerName: string): Locator {
    return this.rows
      .filter({ has: this.actionsButton(workerName) })
      .getByRole('button', { name: /^\d+ corrections?$/ });
  }

  /** Opens a correction of the worker's pair, fills its time and comment, and saves it. */
  async correct(workerName: string, item: string, time: string, comment: string): Promise<Locator> {
    await this.actions(workerName).first().click();
    await this.page.getByRole('menuitem', { name: item }).click();
    const dialog = this.page.getByRole('dialog', { name: item });
    await dialog.getByLabel(/time/).first().fill(time);
    await dialog.getByLabel('Comment').fill(comment);
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    return dialog;
  }
}
