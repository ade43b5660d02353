import { useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { ChartFigure } from '../../../kit/charts/ChartFigure.tsx';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import type { EvacuationReport } from '../queries.ts';
import { formatElapsed, REPORT_TIME_FORMAT } from './elapsed.ts';

/** nivo loads with the chart, when the report is first shown: never in the first load. */
const AccountedChart = lazy(() => import('./AccountedChart.tsx'));

const CHART_HEIGHT = 280;

/**
 * Accounted for over time: the nivo chart, focusable and described by a one-line summary and a
 * visually hidden table of every step (its text alternative).
 */
export function AccountedOverTime({ report }: { report: EvacuationReport }) {
  const { t } = useLingui();
  const { series, total, start } = report;
  const first = series[0]?.accounted ?? 0;
  const last = series.at(-1)?.accounted ?? 0;
  const from = formatTimestamp(start);
  const to = formatTimestamp(report.end);
  const steps = series.length;
  const label = t`Accounted for over time`;
  return (
    <ChartFigure
      title={label}
      titleOrder={3}
      titleSize="h3"
      summary={t`From ${first} to ${last} of ${total} accounted for, ${from} to ${to}; the table of the ${steps} steps follows the chart.`}
      height={CHART_HEIGHT}
      testId="accounted-chart"
      table={{
        columns: [t`Time`, t`Time from the start`, t`Accounted for`],
        rows: series.map((point) => [
          formatTimestamp(point.at, REPORT_TIME_FORMAT),
          formatElapsed(point.at - start),
          point.accounted,
        ]),
      }}
    >
      <AccountedChart
        start={start}
        height={CHART_HEIGHT}
        series={series}
        total={total}
        label={label}
        xLegend={t`Minutes from the start`}
        yLegend={t`Accounted for`}
        stepText={(minutes, accounted) => t`${accounted} accounted for after ${minutes} min`}
      />
    </ChartFigure>
  );
}
