import { useElementSize } from '@mantine/hooks';
import { FALLBACK_WIDTH } from './chartTheme.ts';

export interface HeatmapChartProps {
  /** Row labels (weekdays) and column labels (hours). */
  rows: readonly string[];
  columns: readonly string[];
  /** values[row][column]. */
  values: readonly (readonly number[])[];
  height: number;
  label: string;
}

const AXIS = 'var(--mantine-color-dimmed)';

/** Blue with an opacity growing with the value; empty cells stay faint. */
function cellFill(value: number, highest: number): string {
  const strength = highest === 0 ? 0 : value / highest;
  return `rgba(34, 139, 230, ${(0.06 + strength * 0.94).toFixed(3)})`;
}

/**
 * The weekday × hour heatmap in plain SVG (@nivo/heatmap is not installed: see README "Visitor
 * analytics"); each cell prints its count, dark cells in white.
 */
export default function HeatmapChart({ rows, columns, values, height, label }: HeatmapChartProps) {
  const { ref, width: measured } = useElementSize();
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const margin = { top: 24, left: 48, right: 8, bottom: 4 };
  const cellWidth = (width - margin.left - margin.right) / Math.max(1, columns.length);
  const cellHeight = (height - margin.top - margin.bottom) / Math.max(1, rows.length);
  const highest = Math.max(0, ...values.flat());
  return (
    <div ref={ref} style={{ width: '100%', height }}>
      <svg width={width} height={height} role="img" aria-label={label}>
        <g transform={`translate(${margin.left},${margin.top})`}>
          {columns.map((column, c) => (
            <text
              key={column}
              x={c * cellWidth + cellWidth / 2}
              y={-8}
              textAnchor="middle"
              fontSize={11}
              fill={AXIS}
            >
              {column}
            </text>
          ))}
          {rows.map((row, r) => (
            <g key={row}>
              <text
                x={-8}
                y={r * cellHeight + cellHeight / 2}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={11}
                fill={AXIS}
              >
                {row}
              </text>
              {columns.map((column, c) => {
                const value = values[r]?.[c] ?? 0;
                const dark = highest > 0 && value / highest > 0.55;
                return (
                  <g key={column}>
                    <rect
                      x={c * cellWidth + 1}
                      y={r * cellHeight + 1}
                      width={cellWidth - 2}
                      height={cellHeight - 2}
                      rx={2}
                      fill={cellFill(value, highest)}
                    />
                    <text
                      x={c * cellWidth + cellWidth / 2}
                      y={r * cellHeight + cellHeight / 2}
                      textAnchor="middle"
                      dominantBaseline="middle"
                      fontSize={11}
                      fill={dark ? '#fff' : 'var(--mantine-color-text)'}
                    >
                      {value}
                    </text>
                  </g>
                );
              })}
            </g>
          ))}
        </g>
      </svg>
    </div>
  );
}
