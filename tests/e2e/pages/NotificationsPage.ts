import type { Locator, Page } from '@playwright/test';

/** /settings/notifications: the custom notifications of the selected location. */
export class NotificationsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/settings/notifications');
    await this.page.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
  }

  /** The row of one event type's channel, e.g. `Parking scanner SMS`. */
  row(name: string): Locator {
    return this.page.getByRole('listitem', { name, exact: true });
  }

  async add(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  }

  async edit(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  }

  async delete(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete notification' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  get template(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Message template' });
  }

  async insertVariable(name: string): Promise<void> {
    await this.dialog
      .getByRole('group', { name: 'Insert variable' })
      .getByRole('button', { name: `{{${name}}}`, exact: true })
      .click();
  }

  get preview(): Locator {
    return this.dialog.getByTestId('notification-preview');
  }

  get smsCount(): Locator {
    return this.dialog.getByTestId('sms-count');
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }
}
