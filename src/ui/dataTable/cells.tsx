import type { CSSProperties, ReactNode } from 'react';

/**
 * Mantine's Group and Text for the cells of a large table, as the plain elements they render
 * (their classes and CSS variables): a live burst creates several rows a frame, and as components
 * each was a Box with its props and styles resolved on every creation (bench
 * live-burst-longest-task). cells.test.tsx checks they render as Group and Text do.
 */

type Spacing = 'xs' | 'sm' | 'md';

interface CellGroupProps {
  gap: Spacing;
  justify?: 'space-between';
  children: ReactNode;
}

/** `<Group gap={gap} wrap="nowrap" justify={justify}>`. */
export function CellGroup({ gap, justify, children }: CellGroupProps) {
  const style = {
    '--group-gap': `var(--mantine-spacing-${gap})`,
    '--group-align': 'center',
    '--group-justify': justify ?? 'flex-start',
    '--group-wrap': 'nowrap',
  } as CSSProperties;
  return (
    <div className="m_4081bf90 mantine-Group-root" style={style}>
      {children}
    </div>
  );
}

interface CellTextProps {
  /** fw={500} */
  strong?: boolean;
  /** c="dimmed" */
  dimmed?: boolean;
  truncate?: boolean;
  children: ReactNode;
}

/** `<Text size="sm">` with the props above. */
export function CellText({ strong, dimmed, truncate, children }: CellTextProps) {
  const style = {
    ...(strong ? { fontWeight: 500 } : {}),
    ...(dimmed ? { color: 'var(--mantine-color-dimmed)' } : {}),
    '--text-fz': 'var(--mantine-font-size-sm)',
    '--text-lh': 'var(--mantine-line-height-sm)',
  } as CSSProperties;
  return (
    <p
      className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
      style={style}
      data-size="sm"
      data-truncate={truncate ? 'end' : undefined}
    >
      {children}
    </p>
  );
}
