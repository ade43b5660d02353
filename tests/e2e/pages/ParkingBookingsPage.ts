import type { Locator, Page } from '@playwright/test';

/**
 * /parking/bookings (the demo's parking label is the default, Parking) and its on-demand create
 * page. Each booking is a row of the 'Bookings' table whose first cell is its reference.
 */
export class ParkingBookingsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/parking/bookings');
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Bookings' });
  }

  /** The row of the booking with reference `ref`. */
  row(ref: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name: ref }) });
  }

  cancel(ref: string): Locator {
    return this.page.getByRole('button', { name: `Cancel booking ${ref}`, exact: true });
  }

  async openCreateOnDemand(): Promise<CreateBookingForm> {
    await this.page.getByRole('link', { name: 'Create on-demand booking' }).click();
    const form = new CreateBookingForm(this.page);
    await form.heading.waitFor();
    return form;
  }
}

/** The create page's form: required fields, times as datetime-local values, and its answers. */
export class CreateBookingForm {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Create on-demand booking' });
  }

  /** The 'Booking created' notice, which names the new booking's reference. */
  get created(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Booking created' });
  }

  /** The refusal notice (the server's reason). */
  get refusal(): Locator {
    return this.page.getByRole('alert');
  }

  async fill(booking: {
    firstName: string;
    lastName: string;
    plate: string;
    start: string;
    end: string;
  }): Promise<void> {
    await this.page.getByRole('textbox', { name: 'First name' }).fill(booking.firstName);
    await this.page.getByRole('textbox', { name: 'Last name' }).fill(booking.lastName);
    await this.page
      .getByRole('textbox', { name: 'Licence plate', exact: true })
      .fill(booking.plate);
    await this.page.getByLabel('Start').fill(booking.start);
    await this.page.getByLabel('End').fill(booking.end);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create booking' }).click();
  }

  /** The reference in the 'Booking created' notice ('Booking {ref} from {time}'). */
  async createdRef(): Promise<string> {
    const text = (await this.created.textContent()) ?? '';
    const ref = /Booking (\S+) from/.exec(text)?.[1];
    if (!ref) throw new Error(`No booking reference in "${text}"`);
    return ref;
  }
}
