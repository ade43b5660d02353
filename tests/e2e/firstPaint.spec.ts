import { expect, test } from './fixtures.ts';
import { waitForServiceWorkerControl } from './support/serviceWorker.ts';
import { openSiteLogAsAdmin, signInNewVisitor, visitorName } from './support/visitorLogFlow.ts';

interface FirstPaintSeen {
  /** performance.now() when the first paint's table entered the document, its rows' names. */
  drawnAt: number | null;
  names: string[];
  /** When the app's own table drew its first row (DataRow, data-row). */
  appRowAt: number | null;
  /** Whether both tables were ever in the document at once. */
  overlapped: boolean;
}

/** Watches, from before any script of the page, for the first paint and the app's rows. */
const watchFirstPaint = `(() => {
  const seen = { drawnAt: null, names: [], appRowAt: null, overlapped: false };
  Object.defineProperty(window, '__firstPaintSeen', { value: seen });
  new MutationObserver(() => {
    const overlay = document.getElementById('first-paint');
    const appRow = document.querySelector('tbody tr[data-row]');
    if (overlay && seen.drawnAt === null) {
      seen.drawnAt = performance.now();
      seen.names = [...overlay.querySelectorAll('tbody tr')].map((row) => row.cells[0].textContent);
    }
    if (appRow && seen.appRowAt === null) seen.appRowAt = performance.now();
    if (overlay && appRow) seen.overlapped = true;
  }).observe(document, { childList: true, subtree: true });
})();`;

test.describe('first paint', () => {
  test("a reload draws the log's newest rows from the local database before the app, which then takes over", async ({
    page,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const visitor = await signInNewVisitor(adminApi, site, 'FirstPaint');
    const name = visitorName(visitor);
    const log = await openSiteLogAsAdmin(page, site);
    await expect(log.row(name)).toBeVisible();
    await waitForServiceWorkerControl(page);

    await page.addInitScript(watchFirstPaint);
    await page.reload();

    await expect(log.signOutButton(name)).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    const seen = await page.evaluate(
      () => (window as unknown as { __firstPaintSeen: FirstPaintSeen }).__firstPaintSeen,
    );
    expect(seen.names, 'the first paint drew the newest visitor').toContain(name);
    expect(seen.drawnAt).not.toBeNull();
    expect(seen.appRowAt).not.toBeNull();
    expect(seen.drawnAt ?? Infinity, 'drawn before the app drew its rows').toBeLessThan(
      seen.appRowAt ?? 0,
    );
    expect(seen.overlapped, 'never both tables in the document at once').toBe(false);
  });
});
