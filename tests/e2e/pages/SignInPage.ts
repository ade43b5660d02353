import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/demo.ts';
import { ShellPage } from './ShellPage.ts';

const SERVER_PATHS = /^\/(auth|oidc)(\/|$)/;

/**
 * The app's /authenticate page ('Sign in' button to /auth/login) and the embedded identity
 * provider's login form behind it (Email, Password, 'Sign in' button).
 */
export class SignInPage {
  constructor(private readonly page: Page) {}

  /** Opens the app signed out, signs in through the provider's form and waits to be back. */
  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.page.goto('/');
    await this.page.waitForURL(/\/authenticate/);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await this.submitProviderForm(email, password);
  }

  /** Signs in (as signIn), then chooses the location named `locationName` in the header. */
  async signInAt(email: string, locationName: string): Promise<ShellPage> {
    await this.signIn(email);
    const shell = new ShellPage(this.page);
    await shell.chooseLocation(locationName);
    return shell;
  }

  /** Fills and submits the identity provider's form, then waits until the app has the page again. */
  async submitProviderForm(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.page.waitForURL((url) => url.pathname.startsWith('/oidc'));
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await this.page.waitForURL(
      (url) => !SERVER_PATHS.test(url.pathname) && !url.pathname.startsWith('/authenticate'),
    );
  }
}
