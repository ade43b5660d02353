import type { Locator, Page } from '@playwright/test';

/** The app's frame: header with the location selector. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  get locationSelector(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /location/i });
  }

  /** Selects a location by its name in the header's location tree. */
  async chooseLocation(name: string): Promise<void> {
    await this.locationSelector.click();
    await this.page.getByRole('treeitem', { name }).click();
  }
}
