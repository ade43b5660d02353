import type { Locator, Page } from '@playwright/test';

/** The header's sync status: connection, "{n} pending" and "{n} not applied". */
export class SyncStatusBar {
  constructor(private readonly page: Page) {}

  get status(): Locator {
    return this.page.getByRole('status', { name: 'Sync status' });
  }

  /** The connection part, labelled "{Online|Offline|Reconnecting}. {last synced}". */
  connection(state: 'Online' | 'Offline' | 'Reconnecting'): Locator {
    return this.status.getByLabel(new RegExp(`^${state}\\. `));
  }

  /** The badge of changes waiting to be sent (absent when none wait). */
  get pending(): Locator {
    return this.status.getByText(/^\d+ pending$/);
  }

  /** The button of changes the server refused (absent when there are none). */
  get notApplied(): Locator {
    return this.status.getByRole('button', { name: /changes not applied/ });
  }
}
