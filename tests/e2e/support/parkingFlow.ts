import type { Page } from '@playwright/test';
import { ParkingBookingsPage } from '../pages/ParkingBookingsPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';
import { SignInPage } from '../pages/SignInPage.ts';
import type { Site } from './api.ts';
import { demoUsers } from './demo.ts';

/** Signs the demo admin in and opens the parking bookings of `site`. */
export async function openParkingBookings(page: Page, site: Site): Promise<ParkingBookingsPage> {
  await new SignInPage(page).signIn(demoUsers.admin);
  const bookings = new ParkingBookingsPage(page);
  await bookings.goto();
  await new ShellPage(page).chooseLocation(site.name);
  // Choosing a location goes home (spec/frame.md §2): open the bookings again there.
  await bookings.goto();
  await bookings.table.waitFor();
  return bookings;
}

/** `YYYY-MM-DDTHH:mm` in the browser's (and this process's) local time: a datetime-local value. */
export function localInput(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}
