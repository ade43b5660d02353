import { expect, test } from './fixtures.ts';
import {
  InductionCapturePage,
  InductionConfigPage,
  InductionLogPage,
} from './pages/InductionPages.ts';
import { SignInPage } from './pages/SignInPage.ts';
import { demoUsers } from './support/demo.ts';

const SITE = 'acme#north#jhb-hq';
const DAY = 86_400_000;

interface ConfigurationAnswer {
  configurations: {
    lmt: number;
    source: string | null;
    configuration: {
      kiosk: { validityType: { visitor: number; employee: number }; video: { version: number } };
    };
  }[];
}

test.describe('inductions', () => {
  test('the log shows the seeded completions with their states', async ({ page, adminApi }) => {
    const site = await adminApi.site(SITE);
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    const seeded = await adminApi.call<{ Items: unknown[] }>(
      'inductionOperations/retrieveInductionCompletions',
      {
        query: {
          hierarchies: [SITE],
          beginTime: start.getTime() - 30 * DAY,
          endTime: Date.now() + DAY,
        },
      },
    );
    expect(seeded.Items.length).toBeGreaterThan(0);

    await new SignInPage(page).signInAt(demoUsers.admin, site.name);
    const log = new InductionLogPage(page);
    await log.goto();
    await expect(log.rows).toHaveCount(seeded.Items.length);
    // The demo plans one of each state per site (server/demo/inductions.ts).
    for (const status of [
      'Completed',
      'Expired',
      'Watched in screening room',
      'Incomplete',
      'Skipped',
    ]) {
      await expect(log.rowsWithStatus(status).first(), status).toBeVisible();
    }
    // Expired by version: the kiosk video is at version 2, this completion watched version 1.
    await expect(log.rows.filter({ hasText: 'Version 1, now 2' })).toHaveCount(1);
    // Expired by the kiosk's 14 days: watched the current version.
    await expect(log.rows.filter({ hasText: 'Version 2, now 2' })).toHaveCount(1);
  });

  test('a configuration change is saved, and a version change copies the video', async ({
    page,
    adminApi,
  }) => {
    // Another site than the first test's, whose statuses this change would alter.
    const CONFIG_SITE = 'acme#north#pretoria';
    const site = await adminApi.site(CONFIG_SITE);
    const read = () =>
      adminApi.call<ConfigurationAnswer>('inductionOperations/retrieveInductionConfiguration', {
        hierarchies: [CONFIG_SITE],
      });
    const before = (await read()).configurations[0]!;
    expect(before.source).toBe('acme');

    await new SignInPage(page).signInAt(demoUsers.admin, site.name);
    const config = new InductionConfigPage(page);
    await config.goto();
    await config.setNumber('Kiosk validity for visitors', 21);
    await config.setNumber('Kiosk video version', 3);
    await expect(page.getByRole('note')).toContainText(
      'copies the video of version 2 to version 3',
    );
    await config.save();
    await expect(config.savedNotice).toBeVisible();
    await expect(config.savedNotice).toContainText(
      'The Kiosk video of version 2 was copied to version 3.',
    );

    const after = (await read()).configurations[0]!;
    expect(after.source).toBe(CONFIG_SITE);
    expect(after.lmt).toBeGreaterThan(0);
    expect(after.configuration.kiosk.validityType).toEqual({ visitor: 21, employee: 14 });
    expect(after.configuration.kiosk.video.version).toBe(3);

    // The log now shows every kiosk completion of version 2 as expired.
    const log = new InductionLogPage(page);
    await log.goto();
    await expect(log.rows.filter({ hasText: 'Version 2, now 3' }).first()).toBeVisible();
  });

  test('an induction recorded on the capture page is listed in the log', async ({
    page,
    adminApi,
  }) => {
    // A site the other tests leave alone: it inherits acme's screening room version 1.
    const CAPTURE_SITE = 'acme#south#stellenbosch';
    const site = await adminApi.site(CAPTURE_SITE);
    const name = `Capture ${Date.now()}`;

    await new SignInPage(page).signInAt(demoUsers.admin, site.name);
    const log = new InductionLogPage(page);
    await log.goto();
    await page.getByRole('link', { name: 'Record an induction' }).click();
    const capture = new InductionCapturePage(page);
    await capture.ready();
    // Without names nothing is sent.
    await capture.submit();
    await expect(page.getByText('Enter the first name')).toBeVisible();
    await capture.field('First name').fill(name);
    await capture.field('Last name').fill('Dlamini');
    await capture.field('Email').fill('capture@example.com');
    await capture.submit();
    await expect(capture.recordedNotice).toContainText(
      `Induction of ${name} Dlamini recorded (version 1).`,
    );
    await expect(capture.field('First name')).toHaveValue('');

    await log.goto();
    const row = log.rows.filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Watched in screening room');
  });
});
