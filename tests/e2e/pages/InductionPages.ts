import type { Locator, Page } from '@playwright/test';

/** /induction/log: the induction completions of the selected location. */
export class InductionLogPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/induction/log');
    await this.page.getByRole('heading', { name: 'Induction Log' }).waitFor();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Induction log' });
  }

  get rows(): Locator {
    return this.table.locator('tbody').getByRole('row');
  }

  /** The rows whose status badge reads `status`. */
  rowsWithStatus(status: string): Locator {
    return this.rows.filter({ has: this.page.getByText(status, { exact: true }) });
  }
}

/** /induction: the induction configuration of the selected location. */
export class InductionConfigPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/induction');
    await this.page.getByRole('heading', { name: 'Induction', exact: true }).waitFor();
    await this.page.getByRole('button', { name: 'Save', exact: true }).waitFor();
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  async setNumber(label: string, value: number): Promise<void> {
    await this.field(label).fill(String(value));
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
  }

  get savedNotice(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Induction configuration saved.' });
  }
}

/** /induction/capture: an induction recorded by an induction administrator. */
export class InductionCapturePage {
  constructor(private readonly page: Page) {}

  async ready(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Induction Capture' }).waitFor();
    await this.page.getByRole('button', { name: 'Record induction' }).waitFor();
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label });
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Record induction' }).click();
  }

  get recordedNotice(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'recorded (version' });
  }
}
