import type { Locator, Page } from '@playwright/test';

/** /employees/screening-log: the pre-screening items of the selected location and dates. */
export class ScreeningLogPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/employees/screening-log');
    await this.page.getByRole('heading', { name: 'Screening Log' }).waitFor();
  }

  /** Chooses a preset of the date range (e.g. 'Last 7 days'). */
  async chooseRange(label: string): Promise<void> {
    await this.page.getByLabel('Date range').selectOption({ label });
  }

  /** Narrows the log to `text` (name or email): the table renders only the rows in view. */
  async search(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Search', exact: true }).fill(text);
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Screening Log' });
  }

  /** The rows of a worker (named by the worker's name), header excluded. */
  rowsOf(name: string): Locator {
    return this.table.locator('tbody').getByRole('row').filter({ hasText: name });
  }

  /** The worker's rows whose result is Failed. */
  failedRowsOf(name: string): Locator {
    return this.rowsOf(name).filter({ hasText: 'Failed' });
  }

  resetButton(name: string): Locator {
    return this.rowsOf(name).getByRole('button', {
      name: `Reset screening of ${name}`,
      exact: true,
    });
  }

  /** Resets the failed screening of `name` with `note` and waits for the success message. */
  async reset(name: string, note: string): Promise<void> {
    await this.resetButton(name).click();
    const dialog = this.page.getByRole('dialog', { name: 'Reset failed screening' });
    await dialog.getByLabel('Note').fill(note);
    await dialog.getByRole('button', { name: 'Reset screening' }).click();
    await dialog
      .getByText('The status has successfully been reset, the screening can be processed again')
      .waitFor();
  }
}
