import { Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { Bar as NivoBar } from '@nivo/bar';
import { FALLBACK_WIDTH, NIVO_THEME, VISITS_COLOR } from './chartTheme.ts';

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

/** One bar as nivo takes it: indexed by its position, so equal labels stay separate bars. */
type BarDatum = { index: string; label: string; value: number };

const LONGEST_LABEL = 28;
/** The height of one horizontal bar with its gap: what ten bars take in the 280 px charts. */
const HORIZONTAL_SLOT = 27;

function shortened(label: string): string {
  return label.length > LONGEST_LABEL ? `${label.slice(0, LONGEST_LABEL - 1)}…` : label;
}

/**
 * A bar chart, nivo's bar (loaded lazily with the charts); each bar shows its value. Horizontal
 * bars run from the first at the top (nivo draws the first at the bottom, hence the reversal).
 */
export default function BarChart({ bars, height, label, horizontal = false }: BarChartProps) {
  const { ref, width: measured } = useElementSize();
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const highest = Math.max(1, ...bars.map((bar) => bar.value));
  const data: BarDatum[] = bars.map((bar, i) => ({ index: String(i), ...bar }));
  const labelOf = (index: string | number) => data[Number(index)]?.label ?? '';
  const labelWidth = Math.min(180, width * 0.35);
  // Few horizontal bars keep a bar's thickness instead of filling the whole height.
  const drawnHeight = horizontal ? Math.min(height, 8 + bars.length * HORIZONTAL_SLOT) : height;
  return (
    <div ref={ref} style={{ width: '100%', height }}>
      <NivoBar<BarDatum>
        data={horizontal ? [...data].reverse() : data}
        keys={['value']}
        indexBy="index"
        layout={horizontal ? 'horizontal' : 'vertical'}
        width={width}
        height={drawnHeight}
        margin={
          horizontal
            ? { top: 4, bottom: 4, left: labelWidth + 8, right: 48 }
            : { top: 20, bottom: 28, left: 8, right: 8 }
        }
        padding={0.3}
        valueScale={{ type: 'linear', min: 0, max: highest }}
        colors={[VISITS_COLOR]}
        borderRadius={2}
        theme={NIVO_THEME}
        enableGridX={false}
        enableGridY={false}
        enableLabel={false}
        enableTotals
        totalsOffset={horizontal ? 4 : 6}
        axisLeft={
          horizontal ? { tickSize: 0, tickPadding: 8, format: (i) => shortened(labelOf(i)) } : null
        }
        axisBottom={horizontal ? null : { tickSize: 0, tickPadding: 8, format: labelOf }}
        animate={false}
        tooltip={({ data: bar, formattedValue }) => (
          <Paper shadow="sm" px="xs" py={4} withBorder>
            <Text size="sm">{`${bar.label}: ${formattedValue}`}</Text>
          </Paper>
        )}
        role="img"
        ariaLabel={label}
      />
    </div>
  );
}
