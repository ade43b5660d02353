import type { Locator, Page } from '@playwright/test';

/** The audiences the control may offer, by their checkbox labels, in its order. */
const AUDIENCE_LABELS = [
  'Visitors on site',
  'Employees on site',
  'Employee directory',
  'Parking on site',
] as const;
export type EvacuationAudienceLabel = (typeof AUDIENCE_LABELS)[number];

/**
 * The evacuation control (src/features/evacuation/control): the 'Evacuation' button at the top
 * right of the visitor log and the evacuation page, and its confirmation popover.
 */
export class EvacuationControlPanel {
  constructor(private readonly page: Page) {}

  /** 'Evacuation' while none is active, 'Evacuation since {time}' while one is. */
  get button(): Locator {
    return this.page.getByRole('button', { name: /^(Evacuation active )?Evacuation( since .+)?$/ });
  }

  /** The red dot the button carries while an evacuation is active. */
  get activeDot(): Locator {
    return this.page.getByRole('img', { name: 'Evacuation active' });
  }

  get audiences(): Locator {
    return this.page.getByRole('group', { name: 'Audiences' });
  }

  audience(label: EvacuationAudienceLabel): Locator {
    return this.audiences.getByRole('checkbox', { name: label, exact: true });
  }

  /**
   * Opens the confirmation, ticks exactly `audiences` among those offered, starts the evacuation
   * and waits for 'Evacuation started' and the active button.
   */
  async start(audiences: readonly EvacuationAudienceLabel[]): Promise<void> {
    await this.button.click();
    await this.audiences.waitFor();
    // Unticking first: ticking the directory or employees on site unticks the other one.
    for (const label of AUDIENCE_LABELS) {
      const box = this.audience(label);
      if (!audiences.includes(label) && (await box.count()) > 0) await box.setChecked(false);
    }
    for (const label of audiences) await this.audience(label).setChecked(true);
    await this.page.getByRole('button', { name: 'Start evacuation', exact: true }).click();
    await this.page.getByText('Evacuation started', { exact: true }).waitFor();
    await this.activeDot.waitFor();
  }

  /** Opens the popover of the active evacuation, ends it and waits for 'Evacuation ended'. */
  async end(): Promise<void> {
    await this.button.click();
    await this.page.getByRole('button', { name: 'End evacuation', exact: true }).click();
    await this.page.getByText('Evacuation ended', { exact: true }).waitFor();
    await this.activeDot.waitFor({ state: 'detached' });
  }
}
