import type { Locator, Page } from '@playwright/test';

/** /visitors/log: the visitor log of the selected location for the chosen dates (today by default). */
export class VisitorLogPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/visitors/log');
  }

  get table(): Locator {
    return this.page.getByRole('table');
  }

  /** Data rows (the header row excluded). */
  get rows(): Locator {
    return this.table.locator('tbody').getByRole('row');
  }

  /** The row of a visitor: rows are named by the visitor's name. */
  row(visitorName: string): Locator {
    return this.table.getByRole('row', { name: visitorName, exact: true });
  }

  /** The row's "Sign out {name}" button, there while the visitor is on site. */
  signOutButton(visitorName: string): Locator {
    return this.row(visitorName).getByRole('button', { name: `Sign out ${visitorName}` });
  }

  /** The row's marker of a change made on this device that has not reached the server yet. */
  pendingMarker(visitorName: string): Locator {
    return this.row(visitorName).getByText('Waiting to sync');
  }

  async signOut(visitorName: string): Promise<void> {
    await this.signOutButton(visitorName).click();
  }
}
