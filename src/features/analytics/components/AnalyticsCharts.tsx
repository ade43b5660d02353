import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack } from '@mantine/core';
import { lazy } from 'react';
import type { AnalyticsFigures } from '../../../../contract/analytics/index.ts';
import { dayLabel, hourLabel, hourSpan, weekdayName } from '../../../kit/charts/labels.ts';
import { ChartFigure } from '../../../kit/charts/ChartFigure.tsx';

/** nivo and the charts load with the analytics page, never in the first load. */
const DailyLineChart = lazy(() => import('../../../kit/charts/DailyLineChart.tsx'));
const BarChart = lazy(() => import('../../../kit/charts/BarChart.tsx'));
const HeatmapChart = lazy(() => import('../../../kit/charts/HeatmapChart.tsx'));

/** The chart of hosts and types shows the busiest ones; the table and the CSV have them all. */
const MOST = 10;

export function AnalyticsCharts({ figures }: { figures: AnalyticsFigures }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const notSpecified = t`Not specified`;
  const visitsName = t`Visitors`;
  const employeesName = t`Employees`;
  const { totals, days, hours, weekdays, heatmap } = figures;
  const dayCount = days.length;
  const emptyDays = days.filter((day) => day.placeholder).length;
  const visits = totals.visits;
  const employees = totals.employees;
  const inHours = visits - totals.outsideHours;
  const busiestHour = [...hours].sort((a, b) => b.visits - a.visits)[0];
  const busiestSpan = busiestHour && busiestHour.visits > 0 ? hourSpan(busiestHour.hour) : '–';
  const hosts = figures.hosts.map((h) => ({ label: h.label ?? notSpecified, value: h.visits }));
  const types = figures.types.map((v) => ({ label: v.label ?? notSpecified, value: v.visits }));
  const hostCount = hosts.length;
  const typeCount = types.length;
  const weekdayRows = heatmap.map((row) => weekdayName(row.weekday, locale, 'short'));
  const hourColumns = hours.map((hour) => hourLabel(hour.hour));
  return (
    <Stack gap="xl">
      <ChartFigure
        title={t`Visitors and employees per day`}
        summary={t`${visits} visits and ${employees} employee clock-ins over ${dayCount} days; ${emptyDays} days without any.`}
        height={300}
        testId="analytics-daily"
        table={{
          columns: [t`Day`, visitsName, employeesName],
          rows: days.map((day) => [day.day, day.visits, day.employees]),
        }}
      >
        <DailyLineChart
          height={300}
          label={t`Visitors and employees per day`}
          xLegend={t`Day`}
          yLegend={t`Count`}
          dayLabel={(day) => dayLabel(day, locale)}
          pointText={(series, day, count) => `${series}, ${dayLabel(day, locale)}: ${count}`}
          series={[
            { id: visitsName, data: days.map((day) => ({ x: day.day, y: day.visits })) },
            ...(employees > 0
              ? [{ id: employeesName, data: days.map((day) => ({ x: day.day, y: day.employees })) }]
              : []),
          ]}
        />
      </ChartFigure>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <ChartFigure
          title={t`Visits per hour, 08:00–17:00`}
          summary={t`${inHours} of ${visits} visits signed in between 08:00 and 17:00 (local time of each site); busiest hour ${busiestSpan}.`}
          height={240}
          testId="analytics-hourly"
          table={{
            columns: [t`Hour`, t`Visits`],
            rows: hours.map((hour) => [hourSpan(hour.hour), hour.visits]),
          }}
        >
          <BarChart
            height={240}
            label={t`Visits per hour, 08:00–17:00`}
            bars={hours.map((hour) => ({ label: hourLabel(hour.hour), value: hour.visits }))}
          />
        </ChartFigure>
        <ChartFigure
          title={t`Average visits per weekday`}
          summary={t`Visits on each weekday from Monday to Friday, divided by how many of that weekday the range holds.`}
          height={240}
          testId="analytics-weekdays"
          table={{
            columns: [t`Weekday`, t`Days`, t`Visits`, t`Average`],
            rows: weekdays.map((w) => [
              weekdayName(w.weekday, locale),
              w.days,
              w.visits,
              w.average,
            ]),
          }}
        >
          <BarChart
            height={240}
            label={t`Average visits per weekday`}
            bars={weekdays.map((w) => ({
              label: weekdayName(w.weekday, locale, 'short'),
              value: w.average,
            }))}
          />
        </ChartFigure>
      </SimpleGrid>
      <ChartFigure
        title={t`Visits per weekday and hour`}
        summary={t`Sign-ins from Monday to Friday between 08:00 and 17:00, by weekday and hour.`}
        height={220}
        testId="analytics-heatmap"
        table={{
          columns: [t`Weekday`, ...hourColumns],
          rows: heatmap.map((row) => [
            weekdayName(row.weekday, locale),
            ...row.hours.map((hour) => hour.visits),
          ]),
        }}
      >
        <HeatmapChart
          height={220}
          label={t`Visits per weekday and hour`}
          rows={weekdayRows}
          columns={hourColumns}
          values={heatmap.map((row) => row.hours.map((hour) => hour.visits))}
        />
      </ChartFigure>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <ChartFigure
          title={t`Visits per host`}
          summary={t`${hostCount} hosts; the chart shows the ${MOST} with the most visits.`}
          height={280}
          testId="analytics-hosts"
          table={{ columns: [t`Host`, t`Visits`], rows: hosts.map((h) => [h.label, h.value]) }}
        >
          <BarChart
            height={280}
            horizontal
            label={t`Visits per host`}
            bars={hosts.slice(0, MOST)}
          />
        </ChartFigure>
        <ChartFigure
          title={t`Visits per visitor type`}
          summary={t`${typeCount} visitor types; the chart shows the ${MOST} with the most visits.`}
          height={280}
          testId="analytics-types"
          table={{
            columns: [t`Visitor type`, t`Visits`],
            rows: types.map((v) => [v.label, v.value]),
          }}
        >
          <BarChart
            height={280}
            horizontal
            label={t`Visits per visitor type`}
            bars={types.slice(0, MOST)}
          />
        </ChartFigure>
      </SimpleGrid>
    </Stack>
  );
}
