import type { Locator, Page } from '@playwright/test';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

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

  /** The row of a visitor, found by the visitor's name. */
  row(visitorName: string): Locator {
    return this.table.getByRole('row', { name: new RegExp(escapeRegExp(visitorName)) });
  }

  signOutButton(visitorName: string): Locator {
    return this.row(visitorName).getByRole('button', { name: 'Sign out' });
  }

  async signOut(visitorName: string): Promise<void> {
    await this.signOutButton(visitorName).click();
  }
}
