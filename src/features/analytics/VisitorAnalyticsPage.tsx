import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  AnalyticsRangeRefusal,
  analyticsRange,
  analyticsRangeUsable,
} from '../../kit/charts/AnalyticsRange.tsx';
import { useLocationSelection, useSessionUser, useSiteDays } from '../../kit/index.ts';
import { CsvExportButton } from '../../ui/CsvExportButton.tsx';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';
import { type DateRange, defaultAnalyticsRange } from '../../ui/dateRanges.ts';
import { analyticsCsvRows } from './analyticsCsv.ts';
import { AnalyticsCharts } from './components/AnalyticsCharts.tsx';
import { AnalyticsSummary } from './components/AnalyticsSummary.tsx';
import { useVisitorAnalytics } from './queries.ts';

/**
 * /visitors/analytics (spec visitors.md §9): the visits of the selected subtree over a range of
 * days (default the last 30), computed on this device from the local database, online or not.
 */
export function VisitorAnalyticsPage() {
  const { root, hierarchies } = useLocationSelection();
  const [picked, setPicked] = useState<DateRange>(() => defaultAnalyticsRange());
  const range = useMemo(() => analyticsRange(picked), [picked]);
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Visitor Analytics</Trans>
      </Title>
      <DateRangePicker value={picked} onChange={setPicked} />
      {!analyticsRangeUsable(range) ? (
        <AnalyticsRangeRefusal range={range} />
      ) : root ? (
        <Analytics root={root} hierarchies={hierarchies} range={range} />
      ) : (
        <Skeleton height={320} />
      )}
    </Stack>
  );
}

interface AnalyticsProps {
  root: string;
  hierarchies: string[];
  range: { beginTime: number; endTime: number };
}

function Analytics({ root, hierarchies, range: picked }: AnalyticsProps) {
  const { t, i18n } = useLingui();
  const user = useSessionUser();
  // The picked days at the site, cut at its own midnight (docs/midnight-and-time-zones.md).
  const { range, timeZone } = useSiteDays(picked);
  const { figures, error, loading, syncing } = useVisitorAnalytics({
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
  if (error) {
    return (
      <Alert color="red" role="alert" title={t`The figures could not be computed`}>
        {error}
      </Alert>
    );
  }
  if (loading || !figures) return <Skeleton height={320} data-testid="analytics-loading" />;
  return (
    <Stack gap="lg" data-testid="visitor-analytics">
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" aria-live="polite">
          {syncing ? (
            <Trans>Figures from this device; the latest visits are still being loaded.</Trans>
          ) : (
            <Trans>Figures from this device, kept up to date while you are online.</Trans>
          )}
        </Text>
        <CsvExportButton
          name="visitor-analytics"
          columns={[
            { title: t`Figure`, key: 'figure' },
            { title: t`Item`, key: 'item' },
            { title: t`Visits`, key: 'visits' },
            { title: t`Employees`, key: 'employees' },
            { title: t`Average`, key: 'average' },
          ]}
          rows={csvRows}
          disabled={user.flags.amDisableExport === true}
        />
      </Group>
      <AnalyticsSummary figures={figures} />
      <AnalyticsCharts figures={figures} />
    </Stack>
  );
}
