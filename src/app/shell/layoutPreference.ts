import type { Layout } from '../../config/menu.ts';
import { usePreference } from '../../ui/usePreference.ts';

/** The layout preference: legacy or latest (the default). */
export function toLayout(stored: string | null): Layout {
  return stored === 'legacy' ? 'legacy' : 'latest';
}

export function useLayout(): Layout {
  return toLayout(usePreference('layout'));
}
