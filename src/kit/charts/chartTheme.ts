/** Mantine's blue 6 and teal 6 (SVG attributes do not take CSS variables). */
export const VISITS_COLOR = '#228be6';
export const EMPLOYEES_COLOR = '#12b886';

export const NIVO_THEME = {
  text: { fill: 'var(--mantine-color-text)' },
  grid: { line: { stroke: 'var(--mantine-color-default-border)' } },
  axis: {
    ticks: { text: { fill: 'var(--mantine-color-dimmed)' } },
    legend: { text: { fill: 'var(--mantine-color-text)' } },
  },
};

/** The width until the container is measured (and where it cannot be, as in tests). */
export const FALLBACK_WIDTH = 640;
