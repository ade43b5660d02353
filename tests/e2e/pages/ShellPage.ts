import type { Locator, Page } from '@playwright/test';

/** The app's frame: the header's location selector and its tree of locations. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  /** The header button named "Location: {selected}". */
  get locationSelector(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /^Location:/ });
  }

  /** The popover's list of locations, one button per location named by its label. */
  get locationTree(): Locator {
    return this.page.getByRole('list', { name: 'Locations' });
  }

  /** Selects a location by its label ("{company} - {description}"). */
  async chooseLocation(label: string): Promise<void> {
    await this.locationSelector.click();
    await this.locationTree.getByRole('button', { name: label, exact: true }).click();
    await this.page
      .getByRole('banner')
      .getByRole('button', { name: `Location: ${label}`, exact: true })
      .waitFor();
  }
}
