import type { InviteRecord } from '../../contract/index.ts';
import { expect, test } from './fixtures.ts';
import { InviteLogPage, NewInvitePage } from './pages/InvitePages.ts';
import { SignInPage } from './pages/SignInPage.ts';
import type { GatehouseApi, Site } from './support/api.ts';
import { demoUsers, today, uniqueVisitorName } from './support/demo.ts';
import { withServerDatabase } from './support/serverDatabase.ts';

/**
 * Invites, assisted check-in and the visitors overview (issue 11 items 3 and 5,
 * spec/visitors.md §2–§8) as the demo admin uses them at a site (a location without children).
 */

const HOST = { name: 'Refilwe Molefe', email: 'refilwe.molefe@acme.example' };
const HOUR = 3_600_000;

/** A visitor with a unique name and an email made from it. */
function newVisitor(label: string) {
  const name = uniqueVisitorName(label);
  return { ...name, email: `${name.firstName}.${name.lastName}@example.com`.toLowerCase() };
}

const fullName = (visitor: { firstName: string; lastName: string }) =>
  `${visitor.firstName} ${visitor.lastName}`;

/** The site's invites on the server from the start of today onwards. */
async function serverInvites(api: GatehouseApi, site: Site): Promise<InviteRecord[]> {
  const { Items } = await api.invites({
    hierarchies: [site.hierarchy],
    beginTime: today().beginTime,
    endTime: 9_999_999_999_999,
  });
  return Items.filter((invite) => invite.EntityHierarchy === site.hierarchy);
}

async function serverInvite(api: GatehouseApi, site: Site, email: string) {
  return (await serverInvites(api, site)).find((invite) => invite.email === email);
}

/** The visitor log sign-ins of the last two hours made by marking `lastName`'s invite arrived. */
async function arrivalSignIns(api: GatehouseApi, site: Site, lastName: string): Promise<number> {
  const { Items } = await api.visitorLog({
    hierarchies: [site.hierarchy],
    beginTime: Date.now() - 2 * HOUR,
    endTime: Date.now() + HOUR,
  });
  return Items.filter(
    (item) =>
      item.visitorFullDetails.lastName === lastName && item.sourceOfIdentification === 'dashboard',
  ).length;
}

/** Creates invites for `visitors` to one event through the API, arriving in an hour. */
async function inviteThroughApi(
  api: GatehouseApi,
  site: Site,
  eventName: string,
  visitors: { firstName: string; lastName: string; email: string }[],
): Promise<InviteRecord[]> {
  const arrivalTime = Date.now() + HOUR;
  const answer = await api.call<{ items: InviteRecord[] }>(
    'inviteOperations/upsertDashboardInvites',
    {
      upsert: {
        create: {
          EntityHierarchy: site.hierarchy,
          host: {
            name: HOST.name,
            uniqueAttributeValue: HOST.email,
            arrivalTime,
            departureTime: arrivalTime + HOUR,
            evtTimeZone: 'UTC',
            location: site.name,
            eventName,
          },
          visitors,
        },
      },
    },
  );
  return answer.items;
}

test.describe('invites', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a single invite made on the new invite screen shows in the log as Sent, is marked arrived and its arrival reverted after a confirmation', async ({
    page,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const visitor = newVisitor('Single');
    const name = fullName(visitor);
    await new SignInPage(page).signInAt(demoUsers.admin, site.name);

    const form = new NewInvitePage(page);
    await form.goto();
    await form.chooseHost(HOST.name, HOST.email);
    await form.fillEvent('E2e single invite');
    await form.fillVisitor(visitor);
    await form.send();
    await expect(page.getByText('Invites created: 1')).toBeVisible();
    await expect(page).toHaveURL(/\/visitors\/invites$/);

    const log = new InviteLogPage(page);
    await expect(log.row(name)).toBeVisible();
    await expect(log.row(name).getByText('Sent', { exact: true })).toBeVisible();
    await expect(log.row(name).getByText('Not arrived')).toBeVisible();
    const created = await serverInvite(adminApi, site, visitor.email);
    expect(created).toMatchObject({
      firstName: visitor.firstName,
      eventName: 'E2e single invite',
      firstHostFullDetails: { name: HOST.name, uniqueAttributeValue: HOST.email },
    });
    // Empty fields (phone number, company) are dropped from the payload, not stored empty.
    expect(created).not.toHaveProperty('phoneNumber');
    expect(created).not.toHaveProperty('company');
    // The demo's invites were never sent from the dashboard.
    await expect(log.table.getByText('Not Sent', { exact: true }).first()).toBeVisible();

    await log.markArrivedButton(name).click();
    await expect(log.revertArrivalButton(name)).toBeVisible();
    await expect(log.row(name).getByText('Not arrived')).toBeHidden();
    await expect(log.pendingMarker(name)).toBeHidden({ timeout: 60_000 });
    await expect
      .poll(async () => (await serverInvite(adminApi, site, visitor.email))?.arrivalSource)
      .toBe('DASHBOARD');
    // The arrival signed the visitor in: the visitor log has them, source dashboard.
    await expect.poll(() => arrivalSignIns(adminApi, site, visitor.lastName)).toBe(1);

    await log.revertArrivalButton(name).click();
    const confirm = page.getByRole('dialog', { name: 'Revert arrival?' });
    await expect(confirm).toContainText(`${name} will show as not arrived again`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(log.revertArrivalButton(name)).toBeVisible();

    await log.revertArrivalButton(name).click();
    await confirm.getByRole('button', { name: 'Revert arrival' }).click();
    await expect(log.markArrivedButton(name)).toBeVisible();
    await expect(log.row(name).getByText('Not arrived')).toBeVisible();
    await expect
      .poll(async () => {
        const stored = await serverInvite(adminApi, site, visitor.email);
        return stored && (stored.evtTimeStampArrival ?? stored.arrivalSource ?? 'not arrived');
      })
      .toBe('not arrived');
    // The revert removed that sign-in.
    await expect.poll(() => arrivalSignIns(adminApi, site, visitor.lastName)).toBe(0);
  });

  test('resend and delete report how many succeeded and failed; none succeeding gives the spec message', async ({
    page,
    adminApi,
    server,
  }) => {
    const site = await adminApi.firstSite();
    const reachable = newVisitor('Reachable');
    const unreachable = newVisitor('Unreachable');
    const eventName = `E2e resend ${Date.now().toString(36)}`;
    const [, noContact] = await inviteThroughApi(adminApi, site, eventName, [
      reachable,
      unreachable,
    ]);
    if (!noContact) throw new Error('the second invite was not created');
    // An invite with neither email nor number cannot be sent (written to the store: the API
    // refuses to create one).
    await withServerDatabase(server, (database) =>
      database.query(
        `UPDATE invites SET record = record - 'email' - 'phoneNumber'
         WHERE hierarchy = $1 AND sort_key = $2`,
        [site.hierarchy, noContact.EventUidEmail],
      ),
    );
    await new SignInPage(page).signInAt(demoUsers.admin, site.name);
    const log = new InviteLogPage(page);
    await log.goto();
    // The log's table renders only the rows in view: the event's two invites are all it shows.
    await log.search(eventName);

    await log.select(fullName(reachable)).check();
    await log.select(fullName(unreachable)).check();
    await log.resend();
    await expect(log.result).toHaveText('Invites resent: 1, failed: 1');

    await log.select(fullName(reachable)).uncheck();
    await log.resend();
    await expect(log.failure).toContainText('Failed to resend all invites');

    await log.select(fullName(reachable)).check();
    await log.delete();
    await expect(log.result).toHaveText('Invites deleted: 2, failed: 0');
    await expect(log.row(fullName(reachable))).toBeHidden();
    await expect(log.row(fullName(unreachable))).toBeHidden();
    const left = await serverInvites(adminApi, site);
    expect(left.filter((invite) => invite.eventName === eventName)).toEqual([]);
  });

  test('a group invite lists duplicate emails with their row numbers, leaves invalid rows out and invites the rest', async ({
    page,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const first = newVisitor('GroupA');
    const second = newVisitor('GroupB');
    const repeated = newVisitor('GroupC');
    const nameless = newVisitor('GroupD');
    await new SignInPage(page).signInAt(demoUsers.admin, site.name);
    const form = new NewInvitePage(page);
    await form.goto();
    await form.chooseGroupInvite();
    await form.chooseHost(HOST.name, HOST.email);
    await form.fillEvent('E2e group invite');
    await form.groupVisitors.fill(
      [
        `${first.firstName}, ${first.lastName}, ${first.email}`,
        `${second.firstName}; ${second.lastName}; ${second.email}`,
        `${repeated.firstName}, ${repeated.lastName}, ${first.email.toUpperCase()}`,
        `${nameless.firstName}, , ${nameless.email}`,
      ].join('\n'),
    );
    await expect(page.getByText('2 visitors will be invited')).toBeVisible();
    await expect(form.rowsLeftOut).toContainText('Row 3: Duplicate found in rows 1, 3');
    await expect(form.rowsLeftOut).toContainText('Row 4: Last name cannot be blank');
    await form.send();
    await expect(page.getByText('Invites created: 2')).toBeVisible();

    const log = new InviteLogPage(page);
    await expect(log.row(fullName(first))).toBeVisible();
    await expect(log.row(fullName(second))).toBeVisible();
    const invited = (await serverInvites(adminApi, site))
      .filter((invite) => invite.eventName === 'E2e group invite')
      .map((invite) => invite.email)
      .sort();
    expect(invited).toEqual([first.email, second.email].sort());
  });

  test('a new invite with required fields left empty names each one and sends nothing', async ({
    page,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const before = (await serverInvites(adminApi, site)).length;
    await new SignInPage(page).signInAt(demoUsers.admin, site.name);
    const form = new NewInvitePage(page);
    await form.goto();
    await page.getByLabel('Arrival time').fill('');
    await form.send();
    await expect(page.getByText('Arrival time is required!')).toBeVisible();
    await expect(page.getByText('Host is required!')).toBeVisible();
    await expect(page.getByText('Event name is required!')).toBeVisible();
    await expect(page.getByText('First name cannot be blank')).toBeVisible();
    await expect(page.getByText('Either an email or a mobile number is required')).toBeVisible();
    await expect(page).toHaveURL(/\/visitors\/invites\/add$/);
    expect((await serverInvites(adminApi, site)).length).toBe(before);
  });
});

test.describe('visitors overview and assisted check-in', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the overview shows the site’s figures for the demo admin; assisted check-in signs a visitor in', async ({
    page,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    await new SignInPage(page).signInAt(demoUsers.admin, site.name);
    await page.goto('/visitors');
    await expect(page.getByRole('heading', { name: 'Visitors', exact: true })).toBeVisible();
    const { beginTime, endTime } = today();
    const expected = (await serverInvites(adminApi, site)).filter(
      (invite) => invite.arrivalTime >= beginTime && invite.arrivalTime <= endTime,
    );
    const onSite = (
      await adminApi.visitorLog({ hierarchies: [site.hierarchy], beginTime, endTime })
    ).Items.filter((visitor) => visitor.evtTimeStampOut === undefined);
    await expect(page.getByLabel(`Expected today: ${expected.length}`)).toBeVisible();
    await expect(page.getByLabel(`On site now: ${onSite.length}`)).toBeVisible();

    await page.getByRole('link', { name: 'Assisted check-in' }).click();
    await expect(page).toHaveURL(/\/visitors\/assisted-check-in$/);
    await expect(page.getByRole('heading', { name: 'Assisted check-in' })).toBeVisible();
    const visitor = uniqueVisitorName('Assisted');
    await page.getByLabel('First name').fill(visitor.firstName);
    await page.getByLabel('Last name').fill(visitor.lastName);
    await page.getByLabel('Company').fill('E2e Assisted Ltd');
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    // The visitor needs an email or a mobile number.
    await expect(page.getByText('Email or mobile number is required').first()).toBeVisible();
    await page.getByLabel('Mobile number').fill('+27821234567');
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(
      page.getByText(`${fullName(visitor)} is signed in and shows on the visitor log.`),
    ).toBeVisible();
    const { Items } = await adminApi.visitorLog({
      hierarchies: [site.hierarchy],
      beginTime,
      endTime,
    });
    const signedIn = Items.find((item) => item.visitorFullDetails.lastName === visitor.lastName);
    expect(signedIn).toMatchObject({
      visitorFullDetails: { firstName: visitor.firstName, company: 'E2e Assisted Ltd' },
      sourceOfIdentification: 'dashboard',
    });
    expect(signedIn?.evtTimeStampOut).toBeUndefined();

    await page.getByRole('link', { name: 'Open the visitor log' }).click();
    await expect(page.getByRole('row', { name: fullName(visitor), exact: true })).toBeVisible();
  });
});
