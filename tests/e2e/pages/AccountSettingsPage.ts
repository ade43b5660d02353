import type { Locator, Page } from '@playwright/test';

/** settings/account: tabs ("Location" first), one section per settings group, each with Save. */
export class AccountSettingsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/settings/account');
    await this.page.getByRole('heading', { name: 'Account settings' }).waitFor();
  }

  /** A section by its heading (Texts, Features, Logo image, Brand colours, Location configuration). */
  section(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  get colours(): Locator {
    return this.section('Brand colours');
  }

  /** The live contrast figure of the brand colours section. */
  get contrastFigure(): Locator {
    return this.colours.getByTestId('contrast-figure');
  }

  async setColour(label: string, value: string): Promise<void> {
    const input = this.colours.getByLabel(label, { exact: true });
    await input.fill(value);
    await input.press('Tab');
  }

  async saveColours(): Promise<void> {
    await this.colours.getByRole('button', { name: 'Save' }).click();
    await this.colours.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  }
}
