import type { Locator, Page } from '@playwright/test';

/** /employees/directory: the directory table, the Add / Modify form and the Bulk Import modal. */
export class DirectoryPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/employees/directory');
    await this.page.getByRole('heading', { name: 'Employee Directory' }).waitFor();
  }

  get importDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Bulk Import' });
  }

  /** The row of the table showing `text` (a name or ID). */
  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  async search(text: string): Promise<void> {
    await this.page.getByLabel('Search').fill(text);
  }

  /** Opens the Add form, fills the required fields and submits. */
  async addPerson(person: {
    firstName: string;
    lastName: string;
    personalIdentificationNr: string;
    organizationIdValue: string;
    email?: string;
  }): Promise<void> {
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
    await this.page.getByLabel('First name').fill(person.firstName);
    await this.page.getByLabel('Last name').fill(person.lastName);
    await this.page.getByLabel('Person ID').fill(person.personalIdentificationNr);
    await this.page.getByLabel('Organization ID').fill(person.organizationIdValue);
    if (person.email) await this.page.getByLabel('Email', { exact: true }).fill(person.email);
    await this.page.getByRole('button', { name: 'Submit' }).click();
    await this.page.getByRole('heading', { name: 'Employee Directory' }).waitFor();
  }

  /** Opens Bulk Import with the method chosen and gives it a file. */
  async importFile(
    method: 'Update Directory' | 'Replace Directory',
    name: string,
    buffer: Uint8Array,
  ): Promise<void> {
    await this.page.getByRole('button', { name: 'Import', exact: true }).click();
    await this.importDialog.waitFor();
    await this.importDialog.getByLabel(method).check();
    await this.chooseFile(name, buffer);
  }

  /** Opens Bulk Import with the method chosen (and nothing else). */
  async openImport(method: 'Update Directory' | 'Replace Directory'): Promise<void> {
    await this.page.getByRole('button', { name: 'Import', exact: true }).click();
    await this.importDialog.waitFor();
    await this.importDialog.getByLabel(method).check();
  }

  /** In an open Bulk Import: Copy From Source with the source location and type chosen. */
  async chooseCopySource(location: RegExp, type: string): Promise<void> {
    const dialog = this.importDialog;
    await dialog.getByRole('tab', { name: 'Copy From Source' }).click();
    await dialog.getByRole('combobox', { name: 'Source location' }).click();
    await this.page.getByRole('option', { name: location }).click();
    await dialog.getByRole('combobox', { name: 'Source type' }).click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
  }

  /** The total the table shows while a search is on ('Showing n of m people.'). */
  async shownCount(): Promise<number | null> {
    const text = await this.page.getByText(/^Showing \d+ of \d+ people\.$/).textContent();
    const match = /^Showing (\d+) of/.exec(text ?? '');
    return match ? Number(match[1]) : null;
  }

  async chooseFile(name: string, buffer: Uint8Array): Promise<void> {
    await this.importDialog.getByLabel('Directory spreadsheet (.xlsx)').setInputFiles({
      name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(buffer),
    });
  }
}
