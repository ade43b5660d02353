import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Component, lazy, type ReactNode, Suspense, useId } from 'react';
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
  const titleId = useId();
  const summaryId = useId();
  const tableId = useId();
  const { series, total, start } = report;
  const first = series[0]?.accounted ?? 0;
  const last = series.at(-1)?.accounted ?? 0;
  const from = formatTimestamp(start);
  const to = formatTimestamp(report.end);
  const steps = series.length;
  const label = t`Accounted for over time`;
  return (
    <Stack gap="xs">
      <Title order={3} id={titleId}>
        {label}
      </Title>
      <Text id={summaryId} size="sm" c="dimmed">
        <Trans>
          From {first} to {last} of {total} accounted for, {from} to {to}; the table of the {steps}{' '}
          steps follows the chart.
        </Trans>
      </Text>
      <Box
        component="figure"
        m={0}
        h={CHART_HEIGHT}
        tabIndex={0}
        className="mantine-focus-auto"
        aria-labelledby={titleId}
        aria-describedby={`${summaryId} ${tableId}`}
        data-testid="accounted-chart"
      >
        <ChartLoadBoundary>
          <Suspense fallback={<Skeleton height={CHART_HEIGHT} />}>
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
          </Suspense>
        </ChartLoadBoundary>
      </Box>
      <VisuallyHidden>
        <table id={tableId}>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Time</Trans>
              </th>
              <th scope="col">
                <Trans>Time from the start</Trans>
              </th>
              <th scope="col">
                <Trans>Accounted for</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.at}>
                <td>{formatTimestamp(point.at, REPORT_TIME_FORMAT)}</td>
                <td>{formatElapsed(point.at - start)}</td>
                <td>{point.accounted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}

/** A chart that cannot load (its chunk missing) says so instead of failing the page. */
class ChartLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Text c="dimmed" size="sm">
        <Trans>The chart could not be loaded.</Trans>
      </Text>
    );
  }
}
