import { expect, test } from './fixtures.ts';
import { SignInPage } from './pages/SignInPage.ts';
import { demoUsers, today, uniqueVisitorName } from './support/demo.ts';

/**
 * The block list (issue 33 item 4) as the demo admin uses it at a site: the region's demo entry
 * applies there; an entry added on the page refuses that visitor's assisted check-in with the
 * neutral message, writes no sign-in, and the refusal is listed under Recent matches.
 */
test.describe('block list', () => {
  test('an entry added on the page refuses the assisted check-in of that visitor, and the match is listed', async ({
    page,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const visitor = uniqueVisitorName('Blocked');
    const name = `${visitor.firstName} ${visitor.lastName}`;
    await new SignInPage(page).signInAt(demoUsers.admin, site.name);

    await page.goto('/block-list');
    await expect(page.getByRole('heading', { name: 'Block List', level: 1 })).toBeVisible();
    // The demo entry of the region above the site applies here, with its reason.
    const demoEntry = page.getByRole('row', { name: /Mallory Moe/ });
    await expect(demoEntry).toContainText('Trespassed after a warning (demo entry)');

    await page.getByRole('button', { name: 'Add entry' }).click();
    const form = page.getByRole('dialog', { name: 'Add block list entry' });
    await form.getByLabel('First name').fill(visitor.firstName);
    await form.getByLabel('Last name').fill(visitor.lastName);
    await form.getByLabel('Reason').fill('Threatened staff at the gate');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
      'Threatened staff at the gate',
    );

    await page.goto('/visitors/assisted-check-in');
    await page.getByLabel('First name').fill(visitor.firstName.toUpperCase());
    await page.getByLabel('Last name').fill(visitor.lastName);
    await page.getByLabel('Mobile number').fill('+27821234567');
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(
      page.getByText(
        'This visitor matches an entry of the block list and was not signed in. Please see reception.',
      ),
    ).toBeVisible();
    const { Items } = await adminApi.visitorLog({ hierarchies: [site.hierarchy], ...today() });
    expect(Items.filter((item) => item.visitorFullDetails.lastName === visitor.lastName)).toEqual(
      [],
    );

    await page.goto('/block-list');
    const matches = page.getByRole('table', { name: 'Recent matches' });
    const match = matches.getByRole('row', { name: new RegExp(visitor.lastName) });
    await expect(match).toContainText('Reception');
    await expect(match).toContainText(demoUsers.admin);
  });
});
