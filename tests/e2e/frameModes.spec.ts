import { expect, test } from './fixtures.ts';
import { FramePage } from './pages/FramePage.ts';
import { HostModes } from './pages/HostModes.ts';
import { VisitorLogPage } from './pages/VisitorLogPage.ts';

/**
 * Host-dependent modes (spec/frame.md §2): a host name containing 'frames' is embedded-frame mode,
 * a staging host shows the environment selector. The app reads the page's own host name, so these
 * tests open it as frames.localhost and staging.localhost on the test server (see HostModes).
 */
test.use({ serviceWorkers: 'block' });

const FRAMES_HOST = 'frames.localhost';
const STAGING_HOST = 'staging.localhost';

test.describe('frames mode', () => {
  test('an embedded app shows the page without the sidebar or its toggle', async ({
    page,
    context,
    baseURL,
  }) => {
    const frame = new FramePage(page);
    const hosts = new HostModes(page, String(baseURL));
    await frame.signInAsAdmin();
    await page.goto('/visitors/log');
    await expect(frame.sidebar).toBeVisible();
    await expect(frame.sidebarToggle).toBeVisible();

    await hosts.shareSession(context, FRAMES_HOST);
    await page.goto(hosts.url(FRAMES_HOST, '/visitors/log'));
    await expect(frame.accountMenuButton).toBeVisible();
    await expect(page).toHaveURL(hosts.url(FRAMES_HOST, '/visitors/log'));
    await expect(page.locator('[data-embedded="true"]')).toHaveCount(1);
    await expect(frame.sidebar).toHaveCount(0);
    await expect(frame.sidebarToggle).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Location: / })).toBeVisible();
    await expect(new VisitorLogPage(page).table).toBeVisible();
  });

  test('an embedded path without a route goes to / instead of the 404 page', async ({
    page,
    context,
    baseURL,
  }) => {
    const frame = new FramePage(page);
    const hosts = new HostModes(page, String(baseURL));
    await frame.signInAsAdmin();
    await hosts.shareSession(context, FRAMES_HOST);
    await page.goto(hosts.url(FRAMES_HOST, '/no/such/page'));
    await expect(page).toHaveURL(hosts.url(FRAMES_HOST, '/'));
    await expect(frame.accountMenuButton).toBeVisible();
    await expect(page.getByText('Looks like you got lost')).toHaveCount(0);
  });
});

test.describe('staging environment selector', () => {
  test('is absent on a host that is not staging', async ({ page, baseURL }) => {
    const hosts = new HostModes(page, String(baseURL));
    await page.goto('/authenticate');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(hosts.environmentSelector).toHaveCount(0);
  });

  test('on a staging host, choosing an environment and resetting it reload the page', async ({
    page,
    baseURL,
  }) => {
    const hosts = new HostModes(page, String(baseURL));
    const requested = hosts.recordEnvironmentRequests();
    await page.route('**/env/*.json', async (route) => {
      // Playwright fetches from Node, which does not resolve *.localhost: ask the server's own host.
      const url = new URL(route.request().url());
      url.hostname = new URL(String(baseURL)).hostname;
      const response = await route.fetch({ url: url.toString() });
      const environment = await response.json();
      environment.stagingEnvironments = [{ name: 'QA', host: 'qa.example.com' }];
      await route.fulfill({ response, json: environment });
    });

    await page.goto(hosts.url(STAGING_HOST, '/authenticate'));
    const selector = hosts.environmentSelector;
    await expect(selector).toBeVisible();
    await expect(selector.locator('option')).toHaveText(['Reset environment', 'QA']);
    await expect(selector).toHaveValue('');
    expect(requested.at(-1)).toBe(STAGING_HOST);

    await Promise.all([page.waitForEvent('load'), selector.selectOption({ label: 'QA' })]);
    await expect(hosts.environmentSelector).toHaveValue('qa.example.com');
    expect(requested.at(-1)).toBe('qa.example.com');

    await Promise.all([
      page.waitForEvent('load'),
      hosts.environmentSelector.selectOption({ label: 'Reset environment' }),
    ]);
    await expect(hosts.environmentSelector).toHaveValue('');
    expect(requested.at(-1)).toBe(STAGING_HOST);
  });
});
