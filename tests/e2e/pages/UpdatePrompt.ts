import type { Locator, Page } from '@playwright/test';

/** The "A new version is ready" prompt of src/features/pwa. */
export class UpdatePrompt {
  constructor(private readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'A new version is ready' });
  }

  async reload(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Reload' }).click();
  }

  async later(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Later' }).click();
  }
}
