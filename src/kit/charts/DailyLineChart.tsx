import { Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { Line } from '@nivo/line';
import { EMPLOYEES_COLOR, FALLBACK_WIDTH, NIVO_THEME, VISITS_COLOR } from './chartTheme.ts';

export interface DailySeries {
  id: string;
  data: { x: string; y: number }[];
}

export interface DailyLineChartProps {
  /** Visitors first, then (when shown) employees; days as 'YYYY-MM-DD', placeholders as 0. */
  series: DailySeries[];
  height: number;
  label: string;
  xLegend: string;
  yLegend: string;
  /** The tooltip text of one point. */
  pointText: (series: string, day: string, count: number) => string;
  /** The axis label of a day ('YYYY-MM-DD'). */
  dayLabel: (day: string) => string;
}

/** Visits (and clock-ins) per day, nivo's line (loaded lazily with the charts). */
export default function DailyLineChart(props: DailyLineChartProps) {
  const { series, height, label, xLegend, yLegend, pointText, dayLabel } = props;
  const { ref, width } = useElementSize();
  const days = series[0]?.data.length ?? 0;
  const every = Math.max(1, Math.ceil(days / 8));
  const ticks = (series[0]?.data ?? []).filter((_, i) => i % every === 0).map((p) => p.x);
  const highest = Math.max(1, ...series.flatMap((s) => s.data.map((p) => p.y)));
  return (
    <div ref={ref} style={{ width: '100%', height }}>
      <Line
        data={series}
        width={width > 0 ? width : FALLBACK_WIDTH}
        height={height}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: highest }}
        margin={{ top: 16, right: 24, bottom: 56, left: 56 }}
        colors={[VISITS_COLOR, EMPLOYEES_COLOR]}
        theme={NIVO_THEME}
        pointSize={5}
        useMesh
        animate={false}
        tooltip={({ point }) => (
          <Paper shadow="sm" px="xs" py={4} withBorder>
            <Text size="sm">
              {pointText(point.seriesId, String(point.data.x), Number(point.data.y))}
            </Text>
          </Paper>
        )}
        axisBottom={{
          legend: xLegend,
          legendOffset: 44,
          legendPosition: 'middle',
          tickValues: ticks,
          format: (day: string) => dayLabel(day),
        }}
        axisLeft={{
          legend: yLegend,
          legendOffset: -44,
          legendPosition: 'middle',
          tickValues: Math.min(highest, 6),
          format: '>-d',
        }}
        role="img"
        ariaLabel={label}
      />
    </div>
  );
}
