import { Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { HeatMap } from '@nivo/heatmap';
import { FALLBACK_WIDTH, NIVO_THEME } from './chartTheme.ts';

export interface HeatmapChartProps {
  /** Row labels (weekdays) and column labels (hours). */
  rows: readonly string[];
  columns: readonly string[];
  /** values[row][column]. */
  values: readonly (readonly number[])[];
  height: number;
  label: string;
}

/** Mantine's blue 6 with an opacity growing with the value; empty cells stay faint. */
function cellFill(value: number, highest: number): string {
  const strength = highest === 0 ? 0 : value / highest;
  return `rgba(34, 139, 230, ${(0.06 + strength * 0.94).toFixed(3)})`;
}

/** Cells darker than this share of the highest value print their count in white. */
const DARK_CELL = 0.55;

/**
 * The weekday × hour heatmap, nivo's heatmap (loaded lazily with the charts); each cell prints
 * its count. The translucent blue reads on the light and the dark scheme alike.
 */
export default function HeatmapChart({ rows, columns, values, height, label }: HeatmapChartProps) {
  const { ref, width } = useElementSize();
  const highest = Math.max(0, ...values.flat());
  const data = rows.map((row, r) => ({
    id: row,
    data: columns.map((column, c) => ({ x: column, y: values[r]?.[c] ?? 0 })),
  }));
  const isDark = (value: number | null) => highest > 0 && (value ?? 0) / highest > DARK_CELL;
  return (
    <div ref={ref} style={{ width: '100%', height }}>
      <HeatMap
        data={data}
        width={width > 0 ? width : FALLBACK_WIDTH}
        height={height}
        margin={{ top: 28, left: 48, right: 8, bottom: 4 }}
        xInnerPadding={0.04}
        yInnerPadding={0.06}
        borderRadius={2}
        colors={(cell) => cellFill(cell.value ?? 0, highest)}
        labelTextColor={(cell) => (isDark(cell.value) ? '#fff' : 'var(--mantine-color-text)')}
        theme={NIVO_THEME}
        axisTop={{ tickSize: 0, tickPadding: 8 }}
        axisLeft={{ tickSize: 0, tickPadding: 8 }}
        hoverTarget="cell"
        animate={false}
        tooltip={({ cell }) => (
          <Paper shadow="sm" px="xs" py={4} withBorder>
            <Text size="sm">{`${cell.serieId}, ${cell.data.x}: ${cell.formattedValue}`}</Text>
          </Paper>
        )}
        role="img"
        ariaLabel={label}
      />
    </div>
  );
}
