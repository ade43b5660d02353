import type { Locator, Page } from '@playwright/test';

/** /visitors/invites: the invite log of the selected location, today onwards by default. */
export class InviteLogPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/visitors/invites');
    await this.page.getByRole('heading', { name: 'Invites', exact: true }).waitFor();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Invites' });
  }

  /** Narrows the log to `text` (name, email, host or event). */
  async search(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Search', exact: true }).fill(text);
  }

  /** The row of an invited visitor, found by the visitor's name. */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  select(name: string): Locator {
    return this.row(name).getByRole('checkbox', { name: `Select ${name}` });
  }

  markArrivedButton(name: string): Locator {
    return this.row(name).getByRole('button', { name: `Mark ${name} as arrived` });
  }

  revertArrivalButton(name: string): Locator {
    return this.row(name).getByRole('button', { name: `Revert the arrival of ${name}` });
  }

  /** The row's marker of a change made on this device that has not reached the server yet. */
  pendingMarker(name: string): Locator {
    return this.row(name).getByText('Waiting to sync');
  }

  /** The resend / delete result (counts). */
  get result(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^Invites (resent|deleted):/ });
  }

  /** The failure of an online-only call ('Failed to resend all invites', …). */
  get failure(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Oops!' });
  }

  async resend(): Promise<void> {
    await this.page.getByRole('button', { name: 'Resend', exact: true }).click();
  }

  async delete(): Promise<void> {
    await this.page.getByRole('button', { name: 'Delete', exact: true }).click();
  }
}

/** /visitors/invites/add: the new invite screen. */
export class NewInvitePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/visitors/invites/add');
    await this.page.getByRole('heading', { name: 'New invite' }).waitFor();
  }

  /** Picks a host through the host search (`name` typed, the option with its email chosen). */
  async chooseHost(name: string, email: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Host', exact: true }).fill(name);
    await this.page.getByRole('option', { name: `${name} (${email})` }).click();
  }

  async fillEvent(eventName: string): Promise<void> {
    await this.page.getByLabel('Event name').fill(eventName);
  }

  async fillVisitor(visitor: { firstName: string; lastName: string; email: string }) {
    await this.page.getByLabel('First name').fill(visitor.firstName);
    await this.page.getByLabel('Last name').fill(visitor.lastName);
    await this.page.getByLabel('Visitor email').fill(visitor.email);
  }

  async chooseGroupInvite(): Promise<void> {
    await this.page.getByText('Group invite', { exact: true }).click();
  }

  get groupVisitors(): Locator {
    return this.page.getByLabel('Visitors', { exact: true });
  }

  get rowsLeftOut(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Rows left out' });
  }

  async send(): Promise<void> {
    await this.page.getByRole('button', { name: 'Send invite' }).click();
  }
}
