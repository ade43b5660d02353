import { oneOf } from '../../../contract/plainCheck.ts';
import type { Layout } from '../../config/menu.ts';
import { definePreference, plainText } from '../../kit/preferences/definePreference.ts';
import { usePreference } from '../../kit/preferences/usePreference.ts';

export const LAYOUTS = ['legacy', 'latest'] as const;
export const layoutPreference = definePreference('layout', plainText(oneOf(LAYOUTS)), 'latest');

/** The layout preference: legacy or latest (the default). */
export function toLayout(stored: string | null): Layout {
  return stored === 'legacy' ? 'legacy' : 'latest';
}

export function useLayout(): Layout {
  return toLayout(usePreference(layoutPreference));
}
