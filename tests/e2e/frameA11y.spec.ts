import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { FramePage } from './pages/FramePage.ts';

test.use({ serviceWorkers: 'block' });

/** Serious and critical axe violations of the page as it is now (ids and the first targets). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    });

    test('sign-in page', async ({ page }) => {
      await page.goto('/authenticate');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('shell, account settings and 404', async ({ page }) => {
      const frame = new FramePage(page);
      await frame.signInAsAdmin();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(page.getByRole('button', { name: /^Location:/ })).toBeVisible();
      expect(await seriousViolations(page), 'shell').toEqual([]);

      await frame.openAccountSettings();
      expect(await seriousViolations(page), 'account settings').toEqual([]);
      await page.keyboard.press('Escape');

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Looks like you got lost' })).toBeVisible();
      expect(await seriousViolations(page), '404').toEqual([]);
    });
  });
}
