import type { Download, Page } from '@playwright/test';
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
/** Another location of the demo with the directory on: the source of Copy From Source. */
const SOURCE = 'acme#south#cape-town';
const SOURCE_LABEL = /Acme Cape Town/;
/** The demo location's options: line managers and tags on, no alternate ID. */
const DEMO_OPTIONS: TemplateOptions = { alternateId: false, lineManagers: true, tags: true };

interface StoredPerson {
  EntityHierarchy: string;
  ProfileId: string;
  firstName?: string;
  personalIdentificationNr?: string;
  organizationIdValue?: string;
  email?: string;
  tags?: string[];
}

async function storedPeople(api: GatehouseApi, hierarchy = SITE): Promise<StoredPerson[]> {
  // A large directory is answered through a presigned URL (ASYNC_RESPONSE_PAYLOAD): followed.
  const answer = await api.directory<StoredPerson>({
    hierarchies: [hierarchy],
    beginTime: 0,
    endTime: 9_999_999_999_999,
  });
  return answer.Items.filter((p) => p.EntityHierarchy === hierarchy);
}

/** A sheet as the template is (5 header rows, the marker in A2) with `people` from row 6. */
async function templateFile(
  people: (string | null)[][],
  marker?: string,
  change: { sheet?: string; columns?: string[] } = {},
): Promise<Uint8Array> {
  const rows: (string | null)[][] = [...templateRows('employees', DEMO_OPTIONS), ...people];
  if (marker !== undefined) rows[1] = [marker];
  if (change.columns) rows[4] = change.columns;
  const sheet = change.sheet ?? TEMPLATE_SHEET_NAME;
  const buffer = await writeXlsxFile(rows, { sheet }).toBuffer();
  return new Uint8Array(buffer);
}

/** The lines of a CSV download as cells (every cell quoted, commas inside cells made '|'). */
async function downloadedCsv(download: Download): Promise<string[][]> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '').replaceAll('""', '"')));
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

  test('an import with each kind of invalid row: counted, worded per row, and in the CSV of invalid rows', async ({
    adminApi,
  }) => {
    const page = shared();
    const directory = new DirectoryPage(page);
    await directory.goto();
    const id = `BAD${suffix()}`;
    const email = `val.${id.toLowerCase()}@example.com`;
    const phone = `+4479${String(Date.now()).slice(-8)}`;
    // A person already in the directory at the location: the sheet may not reuse their IDs.
    const stored = (await storedPeople(adminApi)).find((p) => p.organizationIdValue);
    if (!stored?.organizationIdValue) throw new Error('the demo location has no directory');
    const row = (n: number, cells: Partial<Record<number, string | null>>) => {
      const base: (string | null)[] = [
        `First${n}`,
        `Last${n}`,
        `${id}-${n}`,
        `ORG-${id}-${n}`,
        null,
        null,
        null,
        null,
      ];
      for (const [column, value] of Object.entries(cells)) base[Number(column)] = value ?? null;
      return base;
    };
    // Columns: 0 first, 1 last, 2 person ID, 3 organization ID, 4 email, 5 phone, 6 line
    // managers, 7 tags. Row 6 is valid; each later row breaks one rule (spec/workers.md §5
    // "Directory import row is valid only if"), rows 14-17 against row 6, row 18 against the
    // stored directory.
    const expected: [number, string][] = [
      [7, 'The first name is required'],
      [8, 'The last name is required'],
      [9, 'The field Person ID is required'],
      [10, 'The field Organization ID is required'],
      [11, 'The email (mail-at-example.com) is not a valid format.'],
      [12, 'The phone number (12ab) is not valid'],
      [13, 'Found a malformatted email: The email (boss-at-example) is not a valid format.'],
      [14, 'The field Person ID has been duplicated'],
      [15, 'The field Organization ID has been duplicated'],
      [16, `The email (${email}) has been duplicated.`],
      [17, 'The phone number has been duplicated'],
      [18, 'The field Organization ID has been duplicated'],
      [
        19,
        `Duplicate emails found: The email (boss.${id.toLowerCase()}@example.com) has been duplicated.`,
      ],
      [20, 'Duplicate tags found: The tag (RED) has been duplicated.'],
    ];
    const boss = `boss.${id.toLowerCase()}@example.com`;
    const file = await templateFile([
      row(6, { 4: email, 5: phone, 7: 'red, blue' }),
      row(7, { 0: null }),
      row(8, { 1: null }),
      row(9, { 2: null }),
      row(10, { 3: null }),
      row(11, { 4: 'mail-at-example.com' }),
      row(12, { 5: '12ab' }),
      row(13, { 6: 'boss-at-example' }),
      row(14, { 2: `${id}-6`.toLowerCase() }),
      row(15, { 3: ` org-${id}-6 ` }),
      row(16, { 4: email.toUpperCase() }),
      row(17, { 5: phone.replace('+', '00') }),
      row(18, { 3: stored.organizationIdValue }),
      row(19, { 6: `${boss}; ${boss.toUpperCase()}` }),
      row(20, { 7: 'red | Red' }),
    ]);
    await directory.importFile('Update Directory', 'invalid.xlsx', file);
    const dialog = directory.importDialog;
    await expect(dialog.getByText(`Invalid (${expected.length})`, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Valid (1)', { exact: true })).toBeVisible();
    // Four invalid rows a page (spec "Pagination"): the messages of each page in its forms.
    for (let first = 0; first < expected.length; first += 4) {
      const pageNumber = first / 4 + 1;
      if (pageNumber > 1)
        await dialog.getByRole('button', { name: String(pageNumber), exact: true }).click();
      for (const [rowNumber, message] of expected.slice(first, first + 4)) {
        const form = dialog.getByRole('group', { name: `Row ${rowNumber}`, exact: true });
        await expect(form.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(dialog.getByRole('group', { name: /^Row \d+$/ })).toHaveCount(
        Math.min(4, expected.length - first),
      );
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download invalid rows' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^workers-invalid-rows_.+\.csv$/);
    const [header, ...lines] = await downloadedCsv(download);
    expect(header?.[0]).toBe('row');
    expect(header?.at(-1)).toBe('errors');
    expect(lines.map((line) => [Number(line[0]), line.at(-1)])).toEqual(expected);
    // Nothing of the invalid rows is uploaded; the valid one is.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByText('Great, we have updated the directory!')).toBeVisible();
    const mine = (await storedPeople(adminApi)).filter((p) =>
      p.personalIdentificationNr?.startsWith(`${id}-`),
    );
    expect(mine.map((p) => p.personalIdentificationNr)).toEqual([`${id}-6`]);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
  });

  test('a sheet without the required columns, without people, or without the Directory sheet is refused', async () => {
    const page = shared();
    const directory = new DirectoryPage(page);
    await directory.goto();
    const dialog = directory.importDialog;
    await directory.importFile(
      'Update Directory',
      'columns.xlsx',
      await templateFile([['No', 'Columns', 'NC1', 'ORG-NC1']], undefined, {
        columns: ['Name', 'Surname'],
      }),
    );
    await expect(
      dialog.getByText('We could not seem to parse any data inside the imported sheet'),
    ).toBeVisible();
    await directory.chooseFile('empty.xlsx', await templateFile([]));
    await expect(dialog.getByText('The imported sheet seems to be empty.')).toBeVisible();
    await directory.chooseFile(
      'other-sheet.xlsx',
      await templateFile([['Other', 'Sheet', 'OS1', 'ORG-OS1']], undefined, { sheet: 'People' }),
    );
    await expect(
      dialog.getByText(
        `The sheet named ${TEMPLATE_SHEET_NAME} could not be found in this document`,
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
  });

  test('a copy from another location: the source people appear at the destination', async ({
    adminApi,
  }) => {
    const page = shared();
    const directory = new DirectoryPage(page);
    const id = `CPY${suffix()}`;
    const people = [1, 2].map((n) => ({
      firstName: `Copied${n}`,
      lastName: 'Source',
      personalIdentificationNr: `${id}-${n}`,
      organizationIdValue: `ORG-${id}-${n}`,
      email: `copied${n}.${id.toLowerCase()}@example.com`,
      flowTypeRef: { flowId: 'workers', flowNature: 1 },
    }));
    await adminApi.call('directoryOperations/updateEmployeeDirectory', {
      operations: { EntityHierarchy: SOURCE, upserts: people },
    });
    const sourceCount = (await storedPeople(adminApi, SOURCE)).length;
    expect(sourceCount).toBeGreaterThanOrEqual(2);
    await directory.goto();
    await directory.openImport('Update Directory');
    await directory.chooseCopySource(SOURCE_LABEL, 'workers');
    const dialog = directory.importDialog;
    await dialog.getByRole('button', { name: 'Copy Directory' }).click();
    await expect(
      dialog.getByText('The directory has been successfully copied from the source.'),
    ).toBeVisible();
    const copied = (await storedPeople(adminApi)).filter((p) =>
      p.personalIdentificationNr?.startsWith(`${id}-`),
    );
    expect(copied.map((p) => p.firstName).sort()).toEqual(['Copied1', 'Copied2']);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await directory.search(id);
    await expect(directory.row(`${id}-1`)).toBeVisible();
    await expect(directory.row(`${id}-2`)).toBeVisible();
  });

  test('offline, an import upload and a copy say they need a connection; back online, Retry sends them and nothing is lost', async ({
    adminApi,
  }) => {
    const page = shared();
    const directory = new DirectoryPage(page);
    await directory.goto();
    const id = `NET${suffix()}`;
    const file = await templateFile(
      [1, 2, 3].map((n) => [
        `Net${n}`,
        'Offline',
        `${id}-${n}`,
        `ORG-${id}-${n}`,
        null,
        null,
        null,
        null,
      ]),
    );
    await directory.importFile('Update Directory', 'offline.xlsx', file);
    const dialog = directory.importDialog;
    await expect(dialog.getByText('Valid (3)', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.context().setOffline(true);
    try {
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(
        dialog.getByRole('alert').filter({ hasText: 'This needs a connection' }),
      ).toBeVisible();
      // The sheet is still there: its rows, the count, the Upload button.
      await expect(dialog.getByText('Valid (3)', { exact: true })).toBeVisible();
      await expect(dialog.getByText('3 people will be uploaded.')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    } finally {
      await page.context().setOffline(false);
    }
    expect(
      (await storedPeople(adminApi)).some((p) => p.personalIdentificationNr?.startsWith(`${id}-`)),
    ).toBe(false);
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog.getByText('Great, we have updated the directory!')).toBeVisible();
    expect(
      (await storedPeople(adminApi))
        .filter((p) => p.personalIdentificationNr?.startsWith(`${id}-`))
        .map((p) => p.firstName)
        .sort(),
    ).toEqual(['Net1', 'Net2', 'Net3']);

    // Copy From Source, in the same dialog: offline first, then Retry.
    const copyId = `NCP${suffix()}`;
    await adminApi.call('directoryOperations/updateEmployeeDirectory', {
      operations: {
        EntityHierarchy: SOURCE,
        upserts: [
          {
            firstName: 'CopiedLater',
            lastName: 'Source',
            personalIdentificationNr: copyId,
            organizationIdValue: `ORG-${copyId}`,
            flowTypeRef: { flowId: 'workers', flowNature: 1 },
          },
        ],
      },
    });
    await directory.chooseCopySource(SOURCE_LABEL, 'workers');
    await page.context().setOffline(true);
    try {
      await dialog.getByRole('button', { name: 'Copy Directory' }).click();
      await expect(
        dialog.getByRole('alert').filter({ hasText: 'This needs a connection' }),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Copy Directory' })).toBeEnabled();
    } finally {
      await page.context().setOffline(false);
    }
    expect((await storedPeople(adminApi)).some((p) => p.personalIdentificationNr === copyId)).toBe(
      false,
    );
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(
      dialog.getByText('The directory has been successfully copied from the source.'),
    ).toBeVisible();
    expect(
      (await storedPeople(adminApi)).find((p) => p.personalIdentificationNr === copyId)?.firstName,
    ).toBe('CopiedLater');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
  });

  test('a valid 5,000-row file: checked, previewed, written by the server in the background, and every person shown', async ({
    adminApi,
  }) => {
    test.setTimeout(240_000);
    const page = shared();
    const directory = new DirectoryPage(page);
    await directory.goto();
    const id = `BIG${suffix()}`;
    const ROWS = 5_000;
    const people = Array.from({ length: ROWS }, (_, i) => [
      `First${i}`,
      `Big${i}`,
      `${id}-${i}`,
      `ORG-${id}-${i}`,
      `person${i}.${id.toLowerCase()}@example.com`,
      null,
      `manager${i % 50}@example.com`,
      `TEAM${i % 20}; SITE${i % 3}`,
    ]);
    await directory.importFile('Update Directory', 'big.xlsx', await templateFile(people));
    const dialog = directory.importDialog;
    await expect(dialog.getByText(`Valid (${ROWS})`, { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(dialog.getByText('Invalid (0)', { exact: true })).toBeVisible();
    await expect(dialog.getByText(`${ROWS} new, 0 updated, 0 unchanged, 0 removed`)).toBeVisible();
    // The valid rows a page of four at a time.
    await expect(dialog.getByRole('table', { name: 'Valid rows' }).getByRole('row')).toHaveCount(5);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText(`${ROWS} people will be uploaded.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    // More than 1,000 writes: the server answers at once and writes in the background.
    await expect(
      dialog.getByText(
        'The directory is being updated asynchronously due to the large upload size. Please check back in a few minutes...',
      ),
    ).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(
        async () =>
          (await storedPeople(adminApi)).filter((p) =>
            p.personalIdentificationNr?.startsWith(`${id}-`),
          ).length,
        { timeout: 120_000, intervals: [1_000, 2_000, 5_000] },
      )
      .toBe(ROWS);
    const stored = await storedPeople(adminApi);
    expect(stored.find((p) => p.personalIdentificationNr === `${id}-4999`)).toMatchObject({
      firstName: 'First4999',
      email: `person4999.${id.toLowerCase()}@example.com`,
      tags: ['TEAM19', 'SITE1'],
    });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    // The people arrive on the device through sync: the table finds all of them.
    await directory.search(id);
    await expect.poll(() => directory.shownCount(), { timeout: 120_000 }).toBe(ROWS);
    // Fifty a page: a directory of thousands is not rendered at once.
    await expect(page.getByRole('row').filter({ hasText: `${id}-` })).toHaveCount(50);
    await page.getByRole('button', { name: '100', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: `${id}-` })).toHaveCount(50);
    await directory.search(`${id}-4999`);
    await expect(directory.row(`${id}-4999`)).toBeVisible();
  });
});
