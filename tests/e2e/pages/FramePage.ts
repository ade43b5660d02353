import type { Locator, Page } from '@playwright/test';
import { demoUsers } from '../support/demo.ts';
import { SignInPage } from './SignInPage.ts';

/** Flags of the environment file to change for one test (spec/frame.md §9). */
export interface EnvironmentFlags {
  maintenance?: boolean;
  localeSwitch?: boolean;
}

/**
 * The app's frame around every page: environment flags, the account menu and settings, the
 * sidebar and the shared error pages.
 */
export class FramePage {
  constructor(private readonly page: Page) {}

  /**
   * Serves this test's page an environment file with `flags` changed (the server's file for the
   * host otherwise). Needs service workers blocked, or the worker's fetches bypass the route.
   */
  async setEnvironmentFlags(flags: EnvironmentFlags): Promise<void> {
    await this.page.route('**/env/*.json', async (route) => {
      const response = await route.fetch();
      const environment = await response.json();
      environment.flags = { ...environment.flags, ...flags };
      await route.fulfill({ response, json: environment });
    });
  }

  /** Opens the app signed out, starts the sign-in and signs the demo admin in. */
  async signInAsAdmin(): Promise<void> {
    await this.page.goto('/');
    await this.page.waitForURL(/\/authenticate/);
    await this.page.getByRole('main').getByText('Sign in', { exact: true }).click();
    await new SignInPage(this.page).submitProviderForm(demoUsers.admin);
    await this.accountMenuButton.waitFor();
  }

  get sidebar(): Locator {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }

  get sidebarToggle(): Locator {
    return this.page.getByRole('button', { name: 'Toggle navigation' });
  }

  get accountMenuButton(): Locator {
    return this.page.getByRole('button', { name: /^Account menu for/ });
  }

  /** Account menu → Log Out. */
  async logOut(): Promise<void> {
    await this.accountMenuButton.click();
    await this.page.getByRole('menuitem', { name: 'Log Out' }).click();
  }

  /** The choice Log Out offers when changes wait to be sent. */
  get waitingChangesDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Changes are waiting to be sent' });
  }

  get settingsDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Account Settings' });
  }

  async openAccountSettings(): Promise<Locator> {
    await this.accountMenuButton.click();
    await this.page.getByRole('menuitem', { name: 'Account settings' }).click();
    await this.settingsDialog.waitFor();
    // The account menu closes as the dialog opens; wait until it has left the DOM.
    await this.page.locator('[role="menu"]').waitFor({ state: 'detached' });
    return this.settingsDialog;
  }

  /** The current colour scheme Mantine applied to the document ('light' or 'dark'). */
  colorScheme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-mantine-color-scheme');
  }

  /** The Light Mode / Dark Mode switch (in the sidebar, or the header when it is collapsed). */
  themeSwitch(): Locator {
    return this.page.getByRole('button', { name: /^(Light|Dark) Mode$/ }).first();
  }
}
