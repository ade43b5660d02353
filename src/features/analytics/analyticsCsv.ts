import type { AnalyticsFigures } from '../../../contract/analytics/index.ts';
import { hourSpan, weekdayName } from '../../kit/charts/labels.ts';

/** One line of the analytics CSV: which figure, which item, and its numbers. */
export interface AnalyticsCsvRow {
  figure: string;
  item: string;
  visits: number | null;
  employees: number | null;
  average: number | null;
}

/** The translated names of the figures and of the items without a name. */
export interface AnalyticsCsvTexts {
  totals: string;
  visitsPerDay: string;
  hourly: string;
  weekdayAverages: string;
  heatmap: string;
  perHost: string;
  perType: string;
  notSpecified: string;
  allVisits: string;
  outsideHours: string;
  averageDuration: string;
}

/**
 * Every figure of the page as CSV rows (exported with src/ui/csv.ts, which neutralises formulas:
 * host names and visitor types are typed by people).
 */
export function analyticsCsvRows(
  figures: AnalyticsFigures,
  texts: AnalyticsCsvTexts,
  locale: string,
): AnalyticsCsvRow[] {
  const row = (
    figure: string,
    item: string,
    visits: number | null,
    employees: number | null = null,
    average: number | null = null,
  ) => ({
    figure,
    item,
    visits,
    employees,
    average,
  });
  const { totals } = figures;
  return [
    row(texts.totals, texts.allVisits, totals.visits, totals.employees),
    row(texts.totals, texts.outsideHours, totals.outsideHours),
    row(
      texts.totals,
      texts.averageDuration,
      totals.visitsWithDuration,
      null,
      totals.averageDurationMinutes,
    ),
    ...figures.days.map((day) => row(texts.visitsPerDay, day.day, day.visits, day.employees)),
    ...figures.hours.map((hour) => row(texts.hourly, hourSpan(hour.hour), hour.visits)),
    ...figures.weekdays.map((w) =>
      row(texts.weekdayAverages, weekdayName(w.weekday, locale), w.visits, null, w.average),
    ),
    ...figures.heatmap.flatMap((w) =>
      w.hours.map((hour) =>
        row(texts.heatmap, `${weekdayName(w.weekday, locale)} ${hourSpan(hour.hour)}`, hour.visits),
      ),
    ),
    ...figures.hosts.map((h) => row(texts.perHost, h.label ?? texts.notSpecified, h.visits)),
    ...figures.types.map((v) => row(texts.perType, v.label ?? texts.notSpecified, v.visits)),
  ];
}
