import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack } from '@mantine/core';
import { lazy, useMemo } from 'react';
import type { ParkingFigures } from '../../../contract/analytics/parking.ts';
import { ChartFigure } from '../../kit/charts/ChartFigure.tsx';
import { dayLabel, hourLabel, hourSpan } from '../../kit/charts/labels.ts';
import { useLocationFeatures, useSiteDays } from '../../kit/index.ts';
import {
  AnalyticsFigures,
  AnalyticsNowFigure,
  AnalyticsPage,
} from '../../kit/pages/AnalyticsPage.tsx';
import { parkingCsvRows, useParkingAnalytics } from './parkingAnalytics.ts';

/** nivo loads with the charts, never with the page's first paint. */
const BarChart = lazy(() => import('../../kit/charts/BarChart.tsx'));
const DailyLineChart = lazy(() => import('../../kit/charts/DailyLineChart.tsx'));

/**
 * {p}/analytics (issue 14; not for HOST): occupancy over the day, arrivals per hour and bookings
 * vs walk-ins of the selected subtree, from the parking log on this device, with the range rules
 * of visitor analytics (default the last 30 days, at most a year and a day).
 */
export function ParkingAnalyticsPage() {
  return (
    <AnalyticsPage title={<Trans>Parking analytics</Trans>}>
      {(where) => <Analytics {...where} />}
    </AnalyticsPage>
  );
}

function Analytics(props: {
  root: string;
  hierarchies: string[];
  range: { beginTime: number; endTime: number };
}) {
  const { t } = useLingui();
  const features = useLocationFeatures();
  // The picked days at the site, cut at its own midnight (docs/midnight-and-time-zones.md).
  const { range, timeZone } = useSiteDays(props.range);
  const { figures, loading, syncing, failed, onSiteNow } = useParkingAnalytics({
    ...props,
    range,
    timeZone,
  });
  const csvRows = useMemo(
    () =>
      figures
        ? parkingCsvRows(
            figures,
            {
              arrivals: t`Arrivals per hour`,
              occupancy: t`Average vehicles on site`,
              peak: t`Most vehicles on site`,
              booked: t`Booked arrivals`,
              walkIns: t`Walk-in arrivals`,
            },
            hourSpan,
          )
        : [],
    [figures, t],
  );
  return (
    <AnalyticsFigures
      failure={
        failed && !figures?.totals.arrivals ? (
          <Trans>We could not load the parking log. Please try again.</Trans>
        ) : null
      }
      loading={loading || !figures}
      syncing={
        syncing ? (
          <Trans>Figures from this device; the latest parking events are still being loaded.</Trans>
        ) : null
      }
      csv={{
        name: 'parking-analytics',
        columns: [
          { title: t`Figure`, key: 'figure' },
          { title: t`Item`, key: 'item' },
          { title: t`Value`, key: 'value' },
        ],
        rows: csvRows,
        disabled: !features.exports.parking,
      }}
      testId="parking-analytics"
    >
      {figures && onSiteNow !== null && (
        <AnalyticsNowFigure
          label={<Trans>Vehicles on site now</Trans>}
          note={
            <Trans>
              Vehicles not gone yet, including those that arrived before the first day of the range.
            </Trans>
          }
          value={onSiteNow}
          testId="parking-on-site-now"
        />
      )}
      {figures && <ParkingCharts figures={figures} />}
    </AnalyticsFigures>
  );
}

function ParkingCharts({ figures }: { figures: ParkingFigures }) {
  const { t, i18n } = useLingui();
  const { totals, hours, days } = figures;
  const { arrivals, booked, walkIns, peakOccupancy } = totals;
  const busiest = [...hours].sort((a, b) => b.averageOccupancy - a.averageOccupancy)[0];
  const busiestSpan = busiest && busiest.averageOccupancy > 0 ? hourSpan(busiest.hour) : '–';
  const bookedName = t`Booked`;
  const walkInName = t`Walk-in`;
  return (
    <Stack gap="xl">
      <ChartFigure
        title={t`Occupancy over the day`}
        summary={t`Average vehicles on site in each hour of the day; most at once: ${peakOccupancy}; busiest hour ${busiestSpan}.`}
        height={260}
        testId="parking-occupancy"
        table={{
          columns: [t`Hour`, t`Average vehicles on site`, t`Most vehicles on site`],
          rows: hours.map((h) => [hourSpan(h.hour), h.averageOccupancy, h.peakOccupancy]),
        }}
      >
        <BarChart
          height={260}
          label={t`Occupancy over the day`}
          bars={hours.map((h) => ({ label: hourLabel(h.hour), value: h.averageOccupancy }))}
        />
      </ChartFigure>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <ChartFigure
          title={t`Arrivals per hour`}
          summary={t`${arrivals} arrivals in the range, by the hour they arrived.`}
          height={240}
          testId="parking-arrivals"
          table={{
            columns: [t`Hour`, t`Arrivals`],
            rows: hours.map((h) => [hourSpan(h.hour), h.arrivals]),
          }}
        >
          <BarChart
            height={240}
            label={t`Arrivals per hour`}
            bars={hours.map((h) => ({ label: hourLabel(h.hour), value: h.arrivals }))}
          />
        </ChartFigure>
        <ChartFigure
          title={t`Bookings vs walk-ins`}
          summary={t`${booked} arrivals with a booking and ${walkIns} walk-ins.`}
          height={240}
          testId="parking-bookings"
          table={{
            columns: [t`Day`, bookedName, walkInName],
            rows: days.map((d) => [d.day, d.booked, d.walkIns]),
          }}
        >
          <DailyLineChart
            height={240}
            label={t`Bookings vs walk-ins`}
            xLegend={t`Day`}
            yLegend={t`Arrivals`}
            dayLabel={(day) => dayLabel(day, i18n.locale)}
            pointText={(series, day, count) => `${series}, ${dayLabel(day, i18n.locale)}: ${count}`}
            series={[
              { id: bookedName, data: days.map((d) => ({ x: d.day, y: d.booked })) },
              { id: walkInName, data: days.map((d) => ({ x: d.day, y: d.walkIns })) },
            ]}
          />
        </ChartFigure>
      </SimpleGrid>
    </Stack>
  );
}
