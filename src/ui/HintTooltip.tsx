import { Tooltip } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

export interface HintTooltipProps {
  label: ReactNode;
  /** The element the tooltip describes (it must take a ref, as Mantine's components do). */
  children: ReactElement;
}

/** Mantine's Tooltip, in its own chunk: see DeferredTooltip. */
export function HintTooltip({ label, children }: HintTooltipProps) {
  return <Tooltip label={label}>{children}</Tooltip>;
}
