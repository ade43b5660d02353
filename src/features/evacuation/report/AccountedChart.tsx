import { Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { Line } from '@nivo/line';
import type { AccountedPoint } from '../../../../contract/evacuationReport.ts';

/**
 * The accounted-over-time chart (nivo). Loaded only when the report is opened (React.lazy in
 * AccountedOverTime.tsx): nothing else imports this module, so nivo stays out of the first load.
 * The texts come from the caller (Lingui); the same figures are in the caller's hidden table.
 * nivo's Line is given the measured width (its responsive wrapper renders nothing unmeasured).
 */
export interface AccountedChartProps {
  start: number;
  height: number;
  series: readonly AccountedPoint[];
  total: number;
  /** The series' name, also the chart's accessible name. */
  label: string;
  xLegend: string;
  yLegend: string;
  /** The tooltip of one step: minutes from the start and how many were accounted for. */
  stepText: (minutes: number, accounted: number) => string;
}

const MINUTE = 60_000;
/** The width until the container is measured (and where it cannot be, as in tests). */
const FALLBACK_WIDTH = 640;
/** Mantine's blue 6 (SVG attributes do not take CSS variables). */
const LINE_COLOR = '#228be6';
const THEME = {
  text: { fill: 'var(--mantine-color-text)' },
  grid: { line: { stroke: 'var(--mantine-color-default-border)' } },
  axis: {
    ticks: { text: { fill: 'var(--mantine-color-dimmed)' } },
    legend: { text: { fill: 'var(--mantine-color-text)' } },
  },
};

export default function AccountedChart(props: AccountedChartProps) {
  const { start, height, series, total, label, xLegend, yLegend, stepText } = props;
  const data = [
    {
      id: label,
      data: series.map((point) => ({
        x: Math.round(((point.at - start) / MINUTE) * 100) / 100,
        y: point.accounted,
      })),
    },
  ];
  const { ref, width } = useElementSize();
  return (
    <div ref={ref} style={{ width: '100%', height }}>
      <Line
        data={data}
        width={width > 0 ? width : FALLBACK_WIDTH}
        height={height}
        curve="stepAfter"
        xScale={{ type: 'linear', min: 0, max: 'auto' }}
        yScale={{ type: 'linear', min: 0, max: Math.max(1, total) }}
        margin={{ top: 16, right: 24, bottom: 48, left: 56 }}
        colors={[LINE_COLOR]}
        theme={THEME}
        pointSize={6}
        enableArea
        areaOpacity={0.1}
        useMesh
        tooltip={({ point }) => (
          <Paper shadow="sm" px="xs" py={4} withBorder>
            <Text size="sm">{stepText(point.data.x, point.data.y)}</Text>
          </Paper>
        )}
        animate={false}
        axisBottom={{ legend: xLegend, legendOffset: 36, legendPosition: 'middle' }}
        axisLeft={{
          legend: yLegend,
          legendOffset: -44,
          legendPosition: 'middle',
          tickValues: Math.min(Math.max(1, total), 6),
          format: '>-d',
        }}
        role="img"
        ariaLabel={label}
      />
    </div>
  );
}
