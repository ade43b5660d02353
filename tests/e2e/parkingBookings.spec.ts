import { expect, test } from './fixtures.ts';
import { SignInPage } from './pages/SignInPage.ts';
import { demoUsers, today } from './support/demo.ts';
import { mqttSubscribed } from './support/mqtt.ts';
import { localInput, openParkingBookings } from './support/parkingFlow.ts';

const HOUR = 3_600_000;

test.describe('parking bookings', () => {
  test('an on-demand booking shows live in a second browser, an overlapping one is refused with its reason, and its cancellation shows live', async ({
    page,
    browser,
    server,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    // Today 20:00-21:00 local, so the booking is in both pages' default range (today) and keeps to
    // one day; the plate is new to this server's data.
    const evening = today().beginTime + 20 * HOUR;
    const plate = `E2E${Date.now().toString(36).toUpperCase()}`;
    const other = await browser.newContext({ baseURL: server.baseURL, locale: 'en-GB' });
    try {
      const watchingPage = await other.newPage();
      const subscribed = mqttSubscribed(watchingPage, 'parkingBookings');
      const watching = await openParkingBookings(watchingPage, site);
      await subscribed;

      const bookings = await openParkingBookings(page, site);
      const form = await bookings.openCreateOnDemand();
      await form.fill({
        firstName: 'Thandi',
        lastName: 'Mokoena',
        plate,
        start: localInput(evening),
        end: localInput(evening + HOUR),
      });
      await form.submit();
      await expect(form.created).toBeVisible();
      const ref = await form.createdRef();

      // The second browser gets the new booking live, without a reload.
      const watchedRow = watching.row(ref);
      await expect(watchedRow).toContainText(plate);
      await expect(watchedRow).toContainText('Booked');

      // The same vehicle half an hour later, while the first booking holds: refused, with the
      // rule's reason naming the booking it overlaps.
      await form.fill({
        firstName: 'Thandi',
        lastName: 'Mokoena',
        plate,
        start: localInput(evening + HOUR / 2),
        end: localInput(evening + 1.5 * HOUR),
      });
      await form.submit();
      await expect(form.refusal).toContainText(
        `The vehicle ${plate} already has booking ${ref} from `,
      );

      await bookings.goto();
      await bookings.cancel(ref).click();
      await expect(bookings.row(ref)).toContainText('Cancelled');
      await expect(watchedRow).toContainText('Cancelled');
      await expect(watching.cancel(ref)).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});

test.describe('parking analytics', () => {
  test('shows occupancy over the day, arrivals per hour and bookings vs walk-ins with their tables', async ({
    page,
  }) => {
    await new SignInPage(page).signIn(demoUsers.admin);
    await page.goto('/parking/analytics');
    const figures = page.getByTestId('parking-analytics');
    for (const title of ['Occupancy over the day', 'Arrivals per hour', 'Bookings vs walk-ins']) {
      await expect(figures.getByRole('heading', { name: title })).toBeVisible();
      // The chart (nivo, loaded lazily) and its text alternative, a table of its figures.
      await expect(figures.getByRole('img', { name: title })).toBeVisible();
      await expect(figures.getByRole('table', { name: title, includeHidden: true })).toHaveCount(1);
    }
    // The demo parks vehicles every day: the arrivals' table has 24 hours and some arrivals.
    const arrivals = page.getByTestId('parking-arrivals-table');
    await expect(arrivals.locator('tbody tr')).toHaveCount(24);
    await expect(page.getByTestId('parking-arrivals-summary')).toHaveText(/^[1-9]\d* arrivals/);
  });
});
