import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { TestServer } from './support/testServer.ts';
import { openSiteLogAsAdmin, signInNewVisitor, visitorName } from './support/visitorLogFlow.ts';

/** An inline script the policy must block: its report proves that reports arrive. */
const SENTINEL = 'window.cspSentinel = 1';
const REPORTED = 'CSP violation reported';

interface Violation {
  source: 'event' | 'console';
  where: string;
  text: string;
}

/**
 * The CSP violations Chromium reports in this context to page scripts: `securitypolicyviolation`
 * events of every document (the app and the identity provider's pages), and console messages
 * naming the Content Security Policy (pages and workers).
 */
async function watchViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('reportCspViolation', ({ page }, text: string) => {
    violations.push({ source: 'event', where: page?.url() ?? '?', text });
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation(text: string): void })
      .reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/content security policy/i.test(message.text())) {
      const where = message.worker()?.url() ?? message.page()?.url() ?? '?';
      violations.push({ source: 'console', where, text: message.text() });
    }
  });
  return violations;
}

/**
 * The violations the browser sent to the server (the policy's report-uri, logged by the server):
 * these include the sync worker's and the service worker's, which no page script hears. A blocked
 * sentinel script is reported last, so once its report is in, every earlier one is too.
 */
async function reportedToServer(page: Page, server: TestServer): Promise<string[]> {
  await page.evaluate((code) => {
    const script = document.createElement('script');
    script.textContent = code;
    document.head.append(script);
  }, SENTINEL);
  await expect
    .poll(() => server.recentLog().includes('cspSentinel'), { timeout: 10_000 })
    .toBe(true);
  return server
    .recentLog()
    .split('\n')
    .filter((line) => line.includes(REPORTED) && !line.includes('cspSentinel'));
}

test.describe('content security policy', () => {
  test('the admin signs in, uses the visitor log and opens the evacuation page with no CSP violation', async ({
    page,
    context,
    adminApi,
    server,
  }) => {
    const violations = await watchViolations(context);
    const site = await adminApi.firstSite();
    const visitor = await signInNewVisitor(adminApi, site, 'Csp');

    const log = await openSiteLogAsAdmin(page, site);
    const name = visitorName(visitor);
    await expect(log.row(name)).toBeVisible();
    // A write through the sync worker's outbox: it passes the origin check and is stored.
    await log.signOut(name);
    await expect(log.pendingMarker(name)).toHaveCount(0);
    await expect(page.getByText('Not applied')).toHaveCount(0);

    const document = await page.goto('/messaging/evacuation');
    const policy = document?.headers()['content-security-policy'] ?? '';
    expect(policy, 'the page is served with the policy').toMatch(/script-src 'self' 'sha256-/);
    await expect(page.getByRole('heading', { level: 1, name: 'Evacuation' })).toBeVisible();

    // Once more from the service worker's cached index.html (its stored policy applies).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Evacuation' })).toBeVisible();
    await page.goto('/visitors/log');
    await expect(log.rows.first()).toBeVisible();

    const heard = [...violations];
    const reports = await reportedToServer(page, server);
    expect(heard, JSON.stringify(heard, null, 2)).toEqual([]);
    expect(reports, reports.join('\n')).toEqual([]);
  });
});
