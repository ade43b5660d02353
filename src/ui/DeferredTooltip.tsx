import { deferred } from './deferred.tsx';
import type { HintTooltipProps } from './HintTooltip.tsx';

/**
 * A tooltip whose code (Mantine's Tooltip and floating-ui) loads after the page has painted: a
 * table's first rows show without waiting for it; until then the element shows without its hint.
 */
export const DeferredTooltip = deferred(
  () => import('./HintTooltip.tsx').then((m) => m.HintTooltip),
  ({ children }: HintTooltipProps) => children,
);
