import { useElementSize } from '@mantine/hooks';
import { FALLBACK_WIDTH, VISITS_COLOR } from './chartTheme.ts';

export interface Bar {
  label: string;
  value: number;
}

export interface BarChartProps {
  bars: readonly Bar[];
  height: number;
  label: string;
  /** Horizontal bars suit long labels (hosts, visitor types). */
  horizontal?: boolean;
}

const AXIS = 'var(--mantine-color-dimmed)';
const TEXT = 'var(--mantine-color-text)';

/**
 * A bar chart in plain SVG, drawn in the nivo charts' theme (@nivo/bar is not installed: see
 * README "Visitor analytics"). Each bar shows its value.
 */
export default function BarChart({ bars, height, label, horizontal = false }: BarChartProps) {
  const { ref, width: measured } = useElementSize();
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const highest = Math.max(1, ...bars.map((bar) => bar.value));
  const count = Math.max(1, bars.length);
  return (
    <div ref={ref} style={{ width: '100%', height }}>
      <svg width={width} height={height} role="img" aria-label={label}>
        {horizontal ? (
          <HorizontalBars
            bars={bars}
            width={width}
            height={height}
            highest={highest}
            count={count}
          />
        ) : (
          <VerticalBars bars={bars} width={width} height={height} highest={highest} count={count} />
        )}
      </svg>
    </div>
  );
}

interface BarsProps {
  bars: readonly Bar[];
  width: number;
  height: number;
  highest: number;
  count: number;
}

function VerticalBars({ bars, width, height, highest, count }: BarsProps) {
  const margin = { top: 20, bottom: 28, left: 8, right: 8 };
  const inner = height - margin.top - margin.bottom;
  const slot = (width - margin.left - margin.right) / count;
  return (
    <g transform={`translate(${margin.left},${margin.top})`}>
      <line x1={0} x2={slot * count} y1={inner} y2={inner} stroke={AXIS} />
      {bars.map((bar, i) => {
        const h = (bar.value / highest) * inner;
        const x = i * slot + slot * 0.15;
        return (
          <g key={bar.label}>
            <rect x={x} y={inner - h} width={slot * 0.7} height={h} fill={VISITS_COLOR} rx={2} />
            <text
              x={x + slot * 0.35}
              y={inner - h - 4}
              textAnchor="middle"
              fontSize={11}
              fill={TEXT}
            >
              {bar.value}
            </text>
            <text x={x + slot * 0.35} y={inner + 16} textAnchor="middle" fontSize={11} fill={AXIS}>
              {bar.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function HorizontalBars({ bars, width, height, highest, count }: BarsProps) {
  const labelWidth = Math.min(180, width * 0.35);
  const margin = { top: 4, bottom: 4, left: labelWidth + 8, right: 48 };
  const slot = (height - margin.top - margin.bottom) / count;
  const inner = width - margin.left - margin.right;
  return (
    <g transform={`translate(${margin.left},${margin.top})`}>
      <line x1={0} x2={0} y1={0} y2={slot * count} stroke={AXIS} />
      {bars.map((bar, i) => {
        const w = (bar.value / highest) * inner;
        const y = i * slot + slot * 0.15;
        const middle = y + slot * 0.35;
        return (
          <g key={bar.label}>
            <text
              x={-8}
              y={middle}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={11}
              fill={AXIS}
            >
              {bar.label.length > 28 ? `${bar.label.slice(0, 27)}…` : bar.label}
            </text>
            <rect x={0} y={y} width={w} height={slot * 0.7} fill={VISITS_COLOR} rx={2} />
            <text x={w + 4} y={middle} dominantBaseline="middle" fontSize={11} fill={TEXT}>
              {bar.value}
            </text>
          </g>
        );
      })}
    </g>
  );
}
