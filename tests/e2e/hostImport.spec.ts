import type { Page } from '@playwright/test';
import { buildXlsx, compressedBomb } from '../fixtures/xlsx.ts';
import { expect, test } from './fixtures.ts';
import { HostDirectoryPage } from './pages/HostDirectoryPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { SignInPage } from './pages/SignInPage.ts';
import { GatehouseApi } from './support/api.ts';
import { demoUsers } from './support/demo.ts';

/**
 * The host list imported from `.xlsx` files (issue 11 item 4, spec/visitors.md §5): the file is
 * read in the spreadsheet worker, invalid rows are listed and skipped on request, a preview shows
 * what changes, and the server holds exactly the valid hosts. Hostile files (a `__proto__` header,
 * a compressed bomb) are refused or harmless. Fixtures are built here (tests/fixtures/xlsx.ts).
 */

const SITE = 'acme#north#pretoria';

interface StoredHost {
  EntityHierarchy: string;
  uniqueAttributeValue: string;
  name: string;
  phone_number?: string;
}

async function storedHosts(api: GatehouseApi): Promise<Map<string, StoredHost>> {
  const answer = await api.call<{ Items: StoredHost[] }>('directoryOperations/retrieveHosts', {
    query: { hierarchies: [SITE], beginTime: 0, endTime: 9_999_999_999_999 },
  });
  return new Map(
    answer.Items.filter((host) => host.EntityHierarchy === SITE).map((host) => [
      host.uniqueAttributeValue,
      host,
    ]),
  );
}

/**
 * One signed-in page for the file's tests (signing in is most of a test's time on a loaded
 * machine); each test opens the host directory afresh.
 */
let signedIn: { page: Page; close: () => Promise<void> } | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'en-GB' });
  const page = await context.newPage();
  await new SignInPage(page).signIn(demoUsers.admin);
  const site = await new GatehouseApi(context.request).site(SITE);
  await new ShellPage(page).chooseLocation(site.name);
  signedIn = { page, close: () => context.close() };
});

test.afterAll(async () => {
  await signedIn?.close();
});

async function openHosts(_page: Page, _api: GatehouseApi): Promise<HostDirectoryPage> {
  if (!signedIn) throw new Error('not signed in');
  const hosts = new HostDirectoryPage(signedIn.page);
  await hosts.goto();
  return hosts;
}

function shared(): Page {
  if (!signedIn) throw new Error('not signed in');
  return signedIn.page;
}

test.describe('host import', () => {
  test('a valid list is previewed, then imported as it was previewed', async ({ adminApi }) => {
    const page = shared();
    const hosts = await openHosts(page, adminApi);
    await hosts.chooseFile(
      'hosts.xlsx',
      buildXlsx([
        ['Name', 'Email', 'Number'],
        ['Thandi Import', 'Thandi.Import@Acme.example', 27821110001],
        ['Pieter Import', 'pieter.import@acme.example', '+27 82 111 0002'],
      ]),
    );
    await expect(hosts.preview()).toHaveText('Preview: 2 added, 0 changed, 0 removed, 0 unchanged');
    await hosts.confirmImport();
    const stored = await storedHosts(adminApi);
    expect(stored.get('thandi.import@acme.example')).toMatchObject({
      name: 'Thandi Import',
      phone_number: '+27821110001',
    });
    expect(stored.get('pieter.import@acme.example')).toMatchObject({
      phone_number: '+27821110002',
    });
    await expect(
      page.getByRole('table', { name: 'hosts' }).getByText('Thandi Import'),
    ).toBeVisible();
  });

  test('rows missing name, email or number are listed and skipped when the user continues', async ({
    adminApi,
  }) => {
    const hosts = await openHosts(shared(), adminApi);
    await hosts.chooseFile(
      'missing.xlsx',
      buildXlsx([
        ['Name', 'Email', 'Number'],
        ['Kept Host', 'kept.host@acme.example', '+27821110003'],
        [null, 'no.name@acme.example', '+27821110004'],
        ['No Email', null, '+27821110005'],
        ['No Number', 'no.number@acme.example', null],
      ]),
    );
    const dialog = hosts.importDialog;
    await expect(dialog.getByText('3 items have missing data')).toBeVisible();
    const invalid = dialog.getByRole('list', { name: 'Invalid rows' });
    await expect(invalid.getByRole('listitem')).toHaveText([
      'Row 3: missing name',
      'Row 4: missing email',
      'Row 5: missing number',
    ]);
    const send = dialog.getByRole('button', { name: 'Import', exact: true });
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Skip these rows and import the others').check();
    await expect(hosts.preview()).toHaveText('Preview: 1 added, 0 changed, 0 removed, 0 unchanged');
    await hosts.confirmImport();
    const stored = await storedHosts(adminApi);
    expect(stored.has('kept.host@acme.example')).toBe(true);
    expect(stored.has('no.name@acme.example')).toBe(false);
    expect(stored.has('no.number@acme.example')).toBe(false);
  });

  test('formula cells are read as their saved values; a __proto__ header pollutes nothing', async ({
    adminApi,
  }) => {
    const page = shared();
    const hosts = await openHosts(page, adminApi);
    await hosts.chooseFile(
      'formulas.xlsx',
      buildXlsx([
        ['__proto__', 'Name', 'constructor', 'Email', 'Number'],
        [
          '{"polluted":true}',
          { formula: 'CONCATENATE("Formula"," Host")', value: 'Formula Host' },
          'x',
          'formula.host@acme.example',
          { formula: '27821110000+6', value: 27821110006 },
        ],
        ['y', 'Unsaved Formula', 'z', { formula: 'LOWER("A@B.CO")' }, '+27821110007'],
      ]),
    );
    const dialog = hosts.importDialog;
    await expect(dialog.getByRole('list', { name: 'Invalid rows' })).toHaveText(
      'Row 3: missing email',
    );
    await dialog.getByLabel('Skip these rows and import the others').check();
    await hosts.confirmImport();
    expect((await storedHosts(adminApi)).get('formula.host@acme.example')).toMatchObject({
      name: 'Formula Host',
      phone_number: '+27821110006',
    });
    expect(
      await page.evaluate(() => Object.getOwnPropertyNames(Object.prototype).includes('polluted')),
    ).toBe(false);
    expect(await page.evaluate(() => ({}) as Record<string, unknown>)).toEqual({});
  });

  test('a compressed bomb and a file that is not a spreadsheet are refused, and the page stays usable', async ({
    adminApi,
  }) => {
    const page = shared();
    const before = await storedHosts(adminApi);
    const hosts = await openHosts(page, adminApi);
    await hosts.chooseFile('bomb.xlsx', compressedBomb(100));
    const dialog = hosts.importDialog;
    await expect(dialog.getByRole('alert')).toContainText(
      'This spreadsheet is too large to import: at most 10 MB, unpacked too.',
    );
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'hosts.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('Name,Email,Number\nA,a@b.co,+27821110008\n'),
    });
    await expect(dialog.getByRole('alert')).toContainText(
      'This file is not an Excel spreadsheet (.xlsx). Choose an .xlsx file.',
    );
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Host directory' })).toBeVisible();
    expect([...(await storedHosts(adminApi)).keys()].sort()).toEqual([...before.keys()].sort());
  });
});
