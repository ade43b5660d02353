import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useLocationAccess, useSiteDays } from '../../kit/index.ts';
import {
  AnalyticsFigures,
  AnalyticsNowFigure,
  AnalyticsPage,
} from '../../kit/pages/AnalyticsPage.tsx';
import { analyticsCsvRows } from './analyticsCsv.ts';
import { AnalyticsCharts } from './components/AnalyticsCharts.tsx';
import { AnalyticsSummary } from './components/AnalyticsSummary.tsx';
import { useVisitorAnalytics } from './queries.ts';

/**
 * /visitors/analytics (spec visitors.md §9): the visits of the selected subtree over a range of
 * days (default the last 30), computed on this device from the local database, online or not.
 * While the range holds the present moment, "On site now" counts the visitors still on site,
 * those who signed in before its first day included (docs/midnight-and-time-zones.md).
 */
export function VisitorAnalyticsPage() {
  return (
    <AnalyticsPage title={<Trans>Visitor Analytics</Trans>}>
      {(where) => <Analytics {...where} />}
    </AnalyticsPage>
  );
}

interface AnalyticsProps {
  root: string;
  hierarchies: string[];
  range: { beginTime: number; endTime: number };
}

function Analytics({ root, hierarchies, range: picked }: AnalyticsProps) {
  const { t, i18n } = useLingui();
  // The account's export flags for the visitor module, as on the visitor log.
  const mayExport = useLocationAccess().features.exports.visitor;
  // The picked days at the site, cut at its own midnight (docs/midnight-and-time-zones.md).
  const { range, timeZone } = useSiteDays(picked);
  const { figures, error, loading, syncing, onSiteNow } = useVisitorAnalytics({
    root,
    hierarchies,
    range,
    timeZone,
  });
  const csvRows = useMemo(
    () =>
      figures
        ? analyticsCsvRows(
            figures,
            {
              totals: t`Totals`,
              visitsPerDay: t`Visits per day`,
              hourly: t`Visits per hour`,
              weekdayAverages: t`Average visits per weekday`,
              heatmap: t`Visits per weekday and hour`,
              perHost: t`Visits per host`,
              perType: t`Visits per visitor type`,
              notSpecified: t`Not specified`,
              allVisits: t`All visits`,
              outsideHours: t`Visits outside 08:00–17:00`,
              averageDuration: t`Average time on site (minutes)`,
            },
            i18n.locale,
          )
        : [],
    [figures, t, i18n.locale],
  );
  return (
    <AnalyticsFigures
      failure={error ?? null}
      loading={loading || !figures}
      syncing={
        syncing ? (
          <Trans>Figures from this device; the latest visits are still being loaded.</Trans>
        ) : null
      }
      csv={{
        name: 'visitor-analytics',
        columns: [
          { title: t`Figure`, key: 'figure' },
          { title: t`Item`, key: 'item' },
          { title: t`Visits`, key: 'visits' },
          { title: t`Employees`, key: 'employees' },
          { title: t`Average`, key: 'average' },
        ],
        rows: csvRows,
        disabled: !mayExport,
      }}
      testId="visitor-analytics"
    >
      {figures && (
        <>
          {onSiteNow !== null && (
            <AnalyticsNowFigure
              label={<Trans>On site now</Trans>}
              note={
                <Trans>
                  Visitors not signed out yet, including those who signed in before the first day of
                  the range.
                </Trans>
              }
              value={onSiteNow}
              testId="analytics-on-site-now"
            />
          )}
          <AnalyticsSummary figures={figures} />
          <AnalyticsCharts figures={figures} />
        </>
      )}
    </AnalyticsFigures>
  );
}
