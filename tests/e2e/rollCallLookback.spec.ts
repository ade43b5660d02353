import { visitorSortKey } from '../../contract/records.ts';
import { expect, test } from './fixtures.ts';
import { RollCallPage } from './pages/RollCallPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { SignInPage } from './pages/SignInPage.ts';
import { demoUsers } from './support/demo.ts';
import { startEvacuation } from './support/evacuationApi.ts';
import { withServerDatabase } from './support/serverDatabase.ts';

const HOUR = 3_600_000;
/** A site no other spec evacuates. */
const SITE = 'acme#north#polokwane';

/**
 * Issue 35 item 2: the roll call counts everyone on site however long ago they arrived (up to the
 * on-site look-back, 7 days by default), not only the last 24 hours.
 */
test.describe('roll call look-back', () => {
  test('a visitor signed in 30 hours before an evacuation and never signed out is on its roll call', async ({
    page,
    adminApi,
    server,
  }) => {
    const site = await adminApi.site(SITE);
    // "Aaron" sorts the row to the top of the roll call (its table renders only the rows in view).
    const suffix = Date.now().toString(36);
    const visitor = await adminApi.signInVisitor({
      EntityHierarchy: site.hierarchy,
      firstName: 'Aaron',
      lastName: `Longstay${suffix}`,
    });
    const name = `Aaron Longstay${suffix}`;

    // The sign-in went through the API; its time moves 30 hours back, as if it happened then.
    const signedInAt = Date.now() - 30 * HOUR;
    const sortKey = visitorSortKey(signedInAt, visitor.ProfileId);
    await withServerDatabase(server, (database) =>
      database.query(
        `UPDATE visitor_log
            SET sort_key = $3, evt_time = $4,
                record = record || jsonb_build_object('evtTimeStamp', $4::bigint,
                                                      'evtTimeStampProfileID', $3::text)
          WHERE hierarchy = $1 AND sort_key = $2`,
        [site.hierarchy, visitor.evtTimeStampProfileID, sortKey, signedInAt],
      ),
    );

    const evacuation = await startEvacuation(adminApi, site);
    try {
      await new SignInPage(page).signIn(demoUsers.admin);
      const rollCall = new RollCallPage(page);
      await rollCall.goto();
      await new ShellPage(page).chooseLocation(site.name);
      await expect(rollCall.status(name)).toHaveAttribute('data-evac-status', 'NOTIFIED');
    } finally {
      await evacuation.end();
    }
  });
});
