import type { Locator, Page } from '@playwright/test';

/** /visitors/analytics: the visitor analytics of the selected location (last 30 days by default). */
export class VisitorAnalyticsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/visitors/analytics');
  }

  get totalVisits(): Locator {
    return this.page.getByTestId('analytics-total-visits');
  }

  /** A chart's focusable figure (daily, hourly, weekdays, heatmap, hosts, types). */
  chart(name: string): Locator {
    return this.page.getByTestId(`analytics-${name}`);
  }

  /** A chart's visually hidden table: its text alternative. */
  table(name: string): Locator {
    return this.page.getByTestId(`analytics-${name}-table`);
  }

  /** Every figure row of a chart's table (header excluded), as text cells. */
  async rows(chart: string): Promise<string[][]> {
    return this.table(chart)
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.children, (cell) => cell.textContent ?? '')),
      );
  }
}
