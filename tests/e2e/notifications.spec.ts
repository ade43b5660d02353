import { expect, test } from './fixtures.ts';
import { NotificationsPage } from './pages/NotificationsPage.ts';
import { SignInPage } from './pages/SignInPage.ts';
import { demoUsers } from './support/demo.ts';

const SITE = 'acme#north#jhb-hq';
const SMS = 'Parking scanner SMS';

test('an admin adds an SMS notification with a variable, previews, edits and deletes it', async ({
  page,
  adminApi,
}) => {
  const site = await adminApi.site(SITE);
  await new SignInPage(page).signInAt(demoUsers.admin, site.name);
  const notifications = new NotificationsPage(page);
  await notifications.goto();
  await expect(notifications.row(SMS)).toContainText('Not set up');

  await notifications.add(SMS);
  await notifications.template.fill('Hello ');
  await notifications.insertVariable('personName');
  await page.keyboard.type(', welcome');
  await expect(notifications.template).toHaveValue('Hello {{personName}}, welcome');
  await expect(notifications.preview).toHaveText('Hello Sam Driver, welcome');
  await expect(notifications.smsCount).toHaveText('25 of 160 characters, 1 SMS');
  await page.keyboard.type(' ✓');
  await expect(notifications.dialog.getByRole('alert')).toContainText(
    'Special characters are not permitted',
  );
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await notifications.save();
  await expect(notifications.row(SMS)).toContainText('Hello {{personName}}, welcome');

  await notifications.edit(SMS);
  await notifications.template.press('End');
  await page.keyboard.type(' to ');
  await notifications.insertVariable('locationShortDescription');
  await expect(notifications.preview).toHaveText('Hello Sam Driver, welcome to Johannesburg HQ');
  await notifications.save();
  await expect(notifications.row(SMS)).toContainText(
    'Hello {{personName}}, welcome to {{locationShortDescription}}',
  );

  await notifications.delete(SMS);
  await expect(notifications.row(SMS)).toContainText('Not set up');
});
