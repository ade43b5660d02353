import type { BrowserContext, Locator, Page } from '@playwright/test';

/**
 * The app under another host name on the same test server. Chromium resolves every
 * `*.localhost` name to the loopback address and treats it as a secure context (service worker,
 * Web Locks and Web Crypto work as on localhost), so host-dependent modes need no DNS change:
 * `frames.localhost` is embedded-frame mode, `staging.localhost` a staging host.
 */
export class HostModes {
  constructor(
    private readonly page: Page,
    private readonly baseURL: string,
  ) {}

  /** `path` on the test server under the host name `host` (same port). */
  url(host: string, path: string): string {
    const url = new URL(path, this.baseURL);
    url.hostname = host;
    return url.toString();
  }

  /**
   * Copies the session cookies of the server's own host to `host` (a host-only cookie is not sent
   * to another host name; signing in there would come back to the server's public address).
   */
  async shareSession(context: BrowserContext, host: string): Promise<void> {
    const own = new URL(this.baseURL).hostname;
    const cookies = (await context.cookies(this.baseURL)).filter((cookie) => cookie.domain === own);
    await context.addCookies(
      cookies.map(({ name, value, path, httpOnly, secure, sameSite }) => ({
        name,
        value,
        domain: host,
        path,
        httpOnly,
        secure,
        sameSite,
      })),
    );
  }

  /** The staging environment selector (bottom right). */
  get environmentSelector(): Locator {
    return this.page.getByRole('combobox', { name: 'Environment' });
  }

  /** Records the environment files the page asks for (`/env/{host}.json`), by file name. */
  recordEnvironmentRequests(): string[] {
    const files: string[] = [];
    this.page.on('request', (request) => {
      const match = /\/env\/([^/?]+)\.json/.exec(new URL(request.url()).pathname);
      if (match?.[1]) files.push(decodeURIComponent(match[1]));
    });
    return files;
  }
}
