import type { Locator, Page } from '@playwright/test';

/** /visitors/hosts: the host directory, its import dialog. */
export class HostDirectoryPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/visitors/hosts');
    await this.page.getByRole('heading', { name: 'Host directory' }).waitFor();
  }

  get importDialog(): Locator {
    return this.page.getByRole('dialog', { name: /Import hosts/ });
  }

  /** Opens the import dialog and chooses a file (`buffer` as `name`). */
  async chooseFile(name: string, buffer: Uint8Array): Promise<void> {
    await this.page.getByRole('button', { name: 'Import', exact: true }).click();
    await this.importDialog.waitFor();
    await this.importDialog.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(buffer),
    });
  }

  preview(): Locator {
    return this.importDialog.getByText(/^Preview:/);
  }

  /** Sends the import and waits for its result. */
  async confirmImport(): Promise<void> {
    await this.importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await this.importDialog.getByText(/^Hosts imported:/).waitFor();
  }
}
