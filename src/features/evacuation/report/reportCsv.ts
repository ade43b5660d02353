import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { CsvColumn } from '../../../ui/csv.ts';
import { STATUS_LABELS } from '../components/EvacStatusBadge.tsx';
import type { EvacuationReport } from '../queries.ts';
import { formatElapsed } from './elapsed.ts';

/** One line of the report's CSV: every part of the report in the same five columns. */
export interface ReportCsvRow {
  section: string;
  item: string;
  value: string | number;
  /** Exported as its ISO time (src/ui/csv.ts). */
  time: Date | null;
  detail: string;
}

const at = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * The report as CSV rows and columns, for CsvExportButton (formula neutralisation and the file
 * name's timestamp come with it): the summary, the times to 50 / 90 / 100 %, the marks per
 * marshal, the people unaccounted for at the end, and the accounted-over-time series.
 */
export function useReportCsv(report: EvacuationReport, location: string) {
  const { t, i18n } = useLingui();
  const columns = useMemo<CsvColumn<ReportCsvRow>[]>(
    () => [
      { title: t`Section`, key: 'section' },
      { title: t`Item`, key: 'item' },
      { title: t`Value`, key: 'value' },
      { title: t`Time`, key: 'time' },
      { title: t`Detail`, key: 'detail' },
    ],
    [t],
  );
  const rows = useMemo<ReportCsvRow[]>(() => {
    const summary = t`Summary`;
    const shares = t`Time to accounted for`;
    const marshals = t`Marks per marshal`;
    const unaccounted = t`Unaccounted for at the end`;
    const overTime = t`Accounted for over time`;
    const total = report.total;
    return [
      { section: summary, item: t`Location`, value: location, time: null, detail: '' },
      { section: summary, item: t`Started`, value: '', time: at(report.start), detail: '' },
      {
        section: summary,
        item: report.ended ? t`Ended` : t`Still active at`,
        value: '',
        time: at(report.end),
        detail: '',
      },
      { section: summary, item: t`People`, value: report.total, time: null, detail: '' },
      { section: summary, item: t`Accounted for`, value: report.accounted, time: null, detail: '' },
      { section: summary, item: t`Marks`, value: report.markCount, time: null, detail: '' },
      ...report.milestones.map(({ percent, needed, afterMs, at: reached }) => ({
        section: shares,
        item: i18n.number(percent / 100, { style: 'percent' }),
        value: afterMs === null ? t`Not reached` : formatElapsed(afterMs),
        time: at(reached),
        detail: t`${needed} of ${total}`,
      })),
      ...report.marshals.map(({ name, email, marks, safe, notSafe }) => ({
        section: marshals,
        item: name || t`Unknown marshal`,
        value: marks,
        time: null,
        detail: t`${email}: Safe ${safe}, Not Safe ${notSafe}`,
      })),
      ...report.unaccounted.map((u) => ({
        section: unaccounted,
        item: u.person.name,
        value: i18n._(STATUS_LABELS[u.status]),
        time: at(u.current?.responseTimestamp ?? null),
        detail: u.current?.respondedBy?.name ?? '',
      })),
      ...report.series.map((point) => ({
        section: overTime,
        item: formatElapsed(point.at - report.start),
        value: point.accounted,
        time: at(point.at),
        detail: '',
      })),
    ];
  }, [report, location, t, i18n]);
  return { columns, rows };
}
