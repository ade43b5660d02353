import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { VisitorLogRecord } from '../../contract/index.ts';
import { expect, test } from './fixtures.ts';
import type { GatehouseApi } from './support/api.ts';
import { today, uniqueVisitorName } from './support/demo.ts';
import { withServerDatabase } from './support/serverDatabase.ts';
import { waitForServiceWorkerControl } from './support/serviceWorker.ts';
import { openSiteLogAsAdmin, signInNewVisitor, visitorName } from './support/visitorLogFlow.ts';

async function serverCopy(api: GatehouseApi, record: VisitorLogRecord) {
  const { Items } = await api.visitorLog({ hierarchies: [record.EntityHierarchy], ...today() });
  return Items.find((item) => item.evtTimeStampProfileID === record.evtTimeStampProfileID);
}

/** Opens the details modal (with the actions) of a visitor's row. */
async function openDetails(page: Page, name: string) {
  await page.getByRole('button', { name: `Details and actions for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function saveNumber(page: Page, name: string, label: string, button: string, value: string) {
  const dialog = await openDetails(page, name);
  await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog.getByText('Saved on this device')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test.describe('visitor log actions', () => {
  test.describe.configure({ timeout: 180_000 });

  test('offline: sign-out, access card, ID number, asset serial and custom field are queued, marked waiting and reach the server', async ({
    page,
    adminApi,
    network,
  }) => {
    // The head office: the demo's custom fields are defined there.
    const site = await adminApi.site('acme#north#jhb-hq');
    const visitor = await signInNewVisitor(adminApi, site, 'Queued');
    const name = visitorName(visitor);
    const log = await openSiteLogAsAdmin(page, site);
    await expect(log.signOutButton(name)).toBeVisible();
    await waitForServiceWorkerControl(page);

    await network.goOffline();
    await log.signOut(name);
    await expect(log.signOutButton(name)).toBeHidden();
    await expect(log.pendingMarker(name)).toBeVisible();
    await saveNumber(page, name, 'Access card number', 'Link badge', 'CARD-7');
    await saveNumber(page, name, 'ID/Passport number', 'Update ID number', 'P1234567');
    await saveNumber(page, name, 'Asset serial number', 'Update asset serial number', 'SN-99');
    const dialog = await openDetails(page, name);
    await dialog.getByLabel('Custom field').selectOption({ label: 'Purpose of visit' });
    await dialog.getByLabel('Value').selectOption({ label: 'Delivery' });
    await dialog.getByRole('button', { name: 'Save custom field' }).click();
    await expect(dialog.getByText('Saved on this device')).toBeVisible();
    // The induction needs the server: offline it says so and nothing is queued.
    await dialog.getByRole('button', { name: 'Induction completed in screening room' }).click();
    await expect(dialog.getByText('This needs a connection')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(log.row(name).getByText('CARD-7')).toBeVisible();

    await network.goOnline();
    await expect(log.pendingMarker(name)).toBeHidden({ timeout: 60_000 });
    const stored = await serverCopy(adminApi, visitor);
    expect(stored).toMatchObject({
      signOutSource: 'DB',
      badgeNumber: 'CARD-7',
      assetSerialNumber: 'SN-99',
      personalIdentificationNrChecked: true,
      checkInFieldValues: { 'demo-visit-purpose': 'delivery' },
      visitorFullDetails: expect.objectContaining({ personalIdentificationNr: 'P1234567' }),
    });
    expect(stored?.evtTimeStampOut).toBeDefined();
    expect(stored?.inductionData).toBeUndefined();
  });

  test('an unchanged access card number is refused before anything is queued', async ({
    page,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const visitor = await signInNewVisitor(adminApi, site, 'Badge');
    const name = visitorName(visitor);
    await openSiteLogAsAdmin(page, site);
    await saveNumber(page, name, 'Access card number', 'Link badge', 'B-1');
    const dialog = await openDetails(page, name);
    await dialog.getByRole('button', { name: 'Link badge' }).click();
    await expect(dialog.getByText('The access card number is unchanged')).toBeVisible();
    await dialog.getByLabel('Access card number').fill('  ');
    await dialog.getByRole('button', { name: 'Link badge' }).click();
    await expect(dialog.getByText('The access card number cannot be empty')).toBeVisible();
    await expect.poll(async () => (await serverCopy(adminApi, visitor))?.badgeNumber).toBe('B-1');
  });

  test('revert asks first (it cannot be undone), delete asks first, the induction is recorded online', async ({
    page,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const reverted = await signInNewVisitor(adminApi, site, 'Revert');
    const deleted = await signInNewVisitor(adminApi, site, 'Delete');
    const inducted = await signInNewVisitor(adminApi, site, 'Induct');
    const log = await openSiteLogAsAdmin(page, site);

    await log.signOut(visitorName(reverted));
    await page
      .getByRole('button', { name: `Revert the sign-out of ${visitorName(reverted)}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Revert sign-out?' });
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Revert sign-out' }).click();
    await expect(log.signOutButton(visitorName(reverted))).toBeVisible();
    await expect
      .poll(async () => (await serverCopy(adminApi, reverted))?.evtTimeStampOut ?? 'on site')
      .toBe('on site');

    const dialog = await openDetails(page, visitorName(deleted));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete entry' }).click();
    await expect(log.row(visitorName(deleted))).toBeHidden();
    await expect.poll(async () => serverCopy(adminApi, deleted)).toBeUndefined();

    const induction = await openDetails(page, visitorName(inducted));
    await induction.getByRole('button', { name: 'Induction completed in screening room' }).click();
    await expect(induction.getByText('Induction status updated')).toBeVisible();
    await induction.getByRole('button', { name: 'Close' }).click();
    await expect(
      log.row(visitorName(inducted)).getByText('Watched in screening room'),
    ).toBeVisible();
    // Recorded at the screening room's version in the location's induction configuration.
    const { configurations } = await adminApi.call<{
      configurations: { configuration: { screeningRoom: { version: number } } }[];
    }>('inductionOperations/retrieveInductionConfiguration', {
      hierarchies: [inducted.EntityHierarchy],
    });
    expect((await serverCopy(adminApi, inducted))?.inductionData).toMatchObject({
      inductionType: 'screeningRoom',
      version: configurations[0]?.configuration.screeningRoom.version,
    });
  });

  test('the signed agreement opens as a PDF in a 75vw modal with a 75vh iframe; without one the button is Not Signed and disabled', async ({
    page,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const signed = await adminApi.signInVisitor({
      EntityHierarchy: site.hierarchy,
      ...uniqueVisitorName('Signed'),
      agreementVersion: '5',
    });
    const unsigned = await signInNewVisitor(adminApi, site, 'Unsigned');
    const log = await openSiteLogAsAdmin(page, site);

    const notSigned = log.row(visitorName(unsigned)).getByRole('button', { name: 'Not Signed' });
    await expect(notSigned).toBeDisabled();

    await page
      .getByRole('button', { name: `View the agreement of ${visitorName(signed)}` })
      .click();
    const modal = page.getByRole('dialog', { name: `Agreement signed by ${visitorName(signed)}` });
    const frame = modal.locator('iframe');
    await expect(frame).toBeVisible();
    const viewport = page.viewportSize();
    const box = await frame.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(Math.round((viewport?.height ?? 0) * 0.75));
    // Mantine puts the dialog role on the modal's content box itself.
    const content = await modal.boundingBox();
    expect(Math.round(content?.width ?? 0)).toBe(Math.round((viewport?.width ?? 0) * 0.75));
    // The PDF through its download link (the page's CSP lets no script fetch the blob: URL).
    const downloading = page.waitForEvent('download');
    await modal.getByRole('link', { name: 'Download the agreement (PDF)' }).click();
    const pdf = await readFile((await (await downloading).path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the CSV export neutralises formulas (=, +, -, @, leading tab and CR)', async ({
    page,
    adminApi,
    server,
  }) => {
    const site = await adminApi.firstSite();
    const formula = await adminApi.signInVisitor({
      EntityHierarchy: site.hierarchy,
      firstName: '=HYPERLINK("http://x")',
      lastName: `Csv${Date.now()}`,
      company: '@SUM(A1)',
      host: { name: '-2+3', uniqueAttributeValue: 'evil@example.com' },
    });
    const plus = await adminApi.signInVisitor({
      EntityHierarchy: site.hierarchy,
      firstName: '+cmd',
      lastName: `Csv${Date.now()}`,
      company: 'Plain',
    });
    // Leading tab and CR cannot come through the API (names are trimmed): written to the store.
    await withServerDatabase(server, (database) =>
      database.query(
        `UPDATE visitor_log SET record = jsonb_set(jsonb_set(record,
           '{visitorFullDetails,company}', to_jsonb($3::text)), '{hostDetails}',
           jsonb_build_object('name', $4::text))
         WHERE hierarchy = $1 AND sort_key = $2`,
        [site.hierarchy, plus.evtTimeStampProfileID, '\t=1+2', '\r@cmd'],
      ),
    );
    const log = await openSiteLogAsAdmin(page, site);
    await expect(log.row(visitorName(formula))).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^visitor-log_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const line = (record: VisitorLogRecord) =>
      csv.split('\r\n').find((row) => row.includes(record.visitorFullDetails.lastName ?? '?')) ??
      '';
    const formulaLine = line(formula);
    expect(formulaLine).toContain('"HYPERLINK(""http://x"") ');
    expect(formulaLine).toContain(`"'-2+3"`);
    expect(formulaLine).toContain(`"'@SUM(A1)"`);
    const plusLine = line(plus);
    expect(plusLine).toContain(`"'+cmd `);
    expect(plusLine).toContain(`"'\t=1+2"`);
    expect(plusLine).toContain(`"'\r@cmd"`);
    for (const cell of [...formulaLine.split('","'), ...plusLine.split('","')]) {
      expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});
