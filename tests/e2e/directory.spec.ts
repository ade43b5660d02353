import type { Page } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import {
  TEMPLATE_MARKER_PREFIX,
  TEMPLATE_SHEET_NAME,
  type TemplateOptions,
  templateRows,
} from '../../contract/directory/importTemplate.ts';
import { compressedBomb } from '../fixtures/xlsx.ts';
import { expect, test } from './fixtures.ts';
import { DirectoryPage } from './pages/DirectoryPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { SignInPage } from './pages/SignInPage.ts';
import type { GatehouseApi } from './support/api.ts';
import { GatehouseApi as Api } from './support/api.ts';
import { demoUsers } from './support/demo.ts';
import { waitForServiceWorkerControl } from './support/serviceWorker.ts';

/**
 * The directory (issue 13): one person added through the form while offline (a mutator, sent
 * when the network is back), and bulk imports of `.xlsx` files built like the build's template:
 * valid rows with invalid ones fixed inline, then uploaded; an old template version, a file that
 * is not a spreadsheet and a compressed bomb are refused with the spec's messages.
 */

const SITE = 'acme#north#pretoria';
/** The demo location's options: line managers and tags on, no alternate ID. */
const DEMO_OPTIONS: TemplateOptions = { alternateId: false, lineManagers: true, tags: true };

interface StoredPerson {
  EntityHierarchy: string;
  ProfileId: string;
  firstName?: string;
  personalIdentificationNr?: string;
  email?: string;
  tags?: string[];
}

async function storedPeople(api: GatehouseApi): Promise<StoredPerson[]> {
  const answer = await api.call<{ Items?: StoredPerson[]; logItems?: StoredPerson[] }>(
    'directoryOperations/retrieveDirectory',
    { query: { hierarchies: [SITE], beginTime: 0, endTime: 9_999_999_999_999 } },
  );
  return (answer.Items ?? answer.logItems ?? []).filter((p) => p.EntityHierarchy === SITE);
}

/** A sheet as the template is (5 header rows, the marker in A2) with `people` from row 6. */
async function templateFile(people: (string | null)[][], marker?: string): Promise<Uint8Array> {
  const rows: (string | null)[][] = [...templateRows('employees', DEMO_OPTIONS), ...people];
  if (marker !== undefined) rows[1] = [marker];
  const buffer = await writeXlsxFile(rows, { sheet: TEMPLATE_SHEET_NAME }).toBuffer();
  return new Uint8Array(buffer);
}

const suffix = () => Date.now().toString(36).toUpperCase();

let signedIn: { page: Page; close: () => Promise<void> } | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'en-GB' });
  const page = await context.newPage();
  await new SignInPage(page).signIn(demoUsers.admin);
  const site = await new Api(context.request).site(SITE);
  await new ShellPage(page).chooseLocation(site.name);
  signedIn = { page, close: () => context.close() };
});

test.afterAll(async () => {
  await signedIn?.close();
});

function shared(): Page {
  if (!signedIn) throw new Error('not signed in');
  return signedIn.page;
}

test.describe('directory', () => {
  test('a person added offline shows at once and reaches the server when back online', async ({
    adminApi,
  }) => {
    const page = shared();
    const directory = new DirectoryPage(page);
    await directory.goto();
    // Offline, the app's chunks come from the service worker's precache.
    await waitForServiceWorkerControl(page);
    const id = `OFF${suffix()}`;
    await page.context().setOffline(true);
    try {
      await directory.addPerson({
        firstName: 'Offline',
        lastName: 'Added',
        personalIdentificationNr: id.toLowerCase(),
        organizationIdValue: `org-${id}`,
        email: `${id}@Example.com`,
      });
      await directory.search(id);
      await expect(directory.row(id)).toBeVisible();
      expect((await storedPeople(adminApi)).some((p) => p.personalIdentificationNr === id)).toBe(
        false,
      );
    } finally {
      await page.context().setOffline(false);
    }
    await expect
      .poll(async () =>
        (await storedPeople(adminApi)).find((p) => p.personalIdentificationNr === id),
      )
      .toMatchObject({ firstName: 'Offline', email: `${id.toLowerCase()}@example.com` });
  });

  test('an import: invalid rows fixed inline, then uploaded; the people appear', async ({
    adminApi,
  }) => {
    const page = shared();
    const directory = new DirectoryPage(page);
    await directory.goto();
    const id = `IMP${suffix()}`;
    // Columns: first, last, person ID, organization ID, email, phone, line managers, tags.
    const file = await templateFile([
      [
        'Ada',
        'Import',
        `${id}-1`,
        `org-${id}-1`,
        `ada.${id}@example.com`,
        '+27821230001',
        null,
        'red; blue',
      ],
      ['Ben', 'Import', `${id}-2`, `org-${id}-2`, 'not-an-email', null, null, null],
      [null, 'Import', `${id}-3`, `org-${id}-3`, null, null, null, 'green|GREEN'],
      ['Cas', 'Import', `${id}-4`, `org-${id}-4`, null, null, `boss.${id}@example.com`, null],
    ]);
    await directory.importFile('Update Directory', 'people.xlsx', file);
    const dialog = directory.importDialog;
    await expect(dialog.getByText('Invalid (2)', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Valid (2)', { exact: true })).toBeVisible();
    const row7 = dialog.getByRole('group', { name: 'Row 7' });
    await expect(row7.getByText('The email (not-an-email) is not a valid format.')).toBeVisible();
    await row7.getByLabel('Email').fill(`ben.${id}@example.com`);
    await row7.getByRole('button', { name: 'Validate' }).click();
    await expect(dialog.getByText('Invalid (1)', { exact: true })).toBeVisible();
    const row8 = dialog.getByRole('group', { name: 'Row 8' });
    await expect(row8.getByText('The first name is required')).toBeVisible();
    await row8.getByLabel('First name').fill('Dee');
    await row8.getByLabel('Tags').fill('green');
    await row8.getByRole('button', { name: 'Validate' }).click();
    await expect(dialog.getByText('Invalid (0)', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Valid (4)', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('4 new, 0 updated, 0 unchanged, 0 removed')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByText('Great, we have updated the directory!')).toBeVisible();
    const stored = await storedPeople(adminApi);
    const mine = stored.filter((p) => p.personalIdentificationNr?.startsWith(id));
    expect(mine.map((p) => p.firstName).sort()).toEqual(['Ada', 'Ben', 'Cas', 'Dee']);
    expect(mine.find((p) => p.firstName === 'Ada')?.tags).toEqual(['RED', 'BLUE']);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await directory.search(id);
    await expect(directory.row(`${id}-4`)).toBeVisible();
    await expect(directory.row(`${id}-1`)).toBeVisible();
  });

  test('an old template, a file that is not a spreadsheet and a compressed bomb are refused', async () => {
    const page = shared();
    const directory = new DirectoryPage(page);
    await directory.goto();
    const dialog = directory.importDialog;
    await directory.importFile(
      'Update Directory',
      'old.xlsx',
      await templateFile([['Old', 'Sheet', 'OLD1', 'ORG-OLD1']], `${TEMPLATE_MARKER_PREFIX}1`),
    );
    await expect(
      dialog.getByText(
        'You seem to have an old version of the sheet, please download it again to continue.',
      ),
    ).toBeVisible();
    await directory.chooseFile('notes.xlsx', new TextEncoder().encode('just some text'));
    await expect(dialog.getByText('Problem parsing input file.')).toBeVisible();
    await directory.chooseFile('bomb.xlsx', compressedBomb(200));
    await expect(dialog.getByRole('alert')).toContainText('too large to import');
  });
});
