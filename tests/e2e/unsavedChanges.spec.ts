import { expect, test } from './fixtures.ts';
import { AccountSettingsPage } from './pages/AccountSettingsPage.ts';
import { FramePage } from './pages/FramePage.ts';
import { ShellPage } from './pages/ShellPage.ts';

/** The region whose settings are edited, and another location to switch to. */
const REGION = 'acme#south';
const OTHER = 'acme#north';

/**
 * Issue 35 item 7: a form with unsaved changes asks before the menu navigates away and before
 * another location is chosen (spec/frame.md §5: Cancel stays, Yes leaves).
 */
test.describe('unsaved changes', () => {
  test('an edited settings form warns before the menu navigates away and before a location change', async ({
    page,
    adminApi,
  }) => {
    const region = await adminApi.site(REGION);
    const other = await adminApi.site(OTHER);
    const frame = new FramePage(page);
    await frame.signInAsAdmin();
    const shell = new ShellPage(page);
    await shell.chooseLocation(region.name);
    const settings = new AccountSettingsPage(page);
    await settings.goto();
    const companyName = settings.section('Texts').getByLabel('Company name');
    await companyName.fill('Acme South (unsaved)');

    const question = page.getByRole('dialog', { name: 'Leave this page?' });
    await frame.sidebar.getByRole('link', { name: 'Profile' }).click();
    await expect(question).toContainText('You have unsaved changes.');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/settings\/account$/);
    await expect(companyName).toHaveValue('Acme South (unsaved)');

    await shell.locationSelector.click();
    await shell.locationTree.getByRole('button', { name: other.name, exact: true }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(shell.locationSelector).toHaveAccessibleName(`Location: ${region.name}`);
    await expect(companyName).toHaveValue('Acme South (unsaved)');

    await frame.sidebar.getByRole('link', { name: 'Profile' }).click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});
