import {
  type PageFirstPaint,
  useFirstPaintRecipe as useKitFirstPaintRecipe,
} from '../../../kit/index.ts';
import type { VisitorRecord } from '../visitorRows.ts';
import { type FirstPaintColumn, firstPaint, type VisitorLogFirstPaintPage } from './recipe.ts';

export type VisitorLogPageFirstPaint = PageFirstPaint<VisitorLogFirstPaintPage, FirstPaintColumn>;

/**
 * Leaves the visitor log's first paint (recipe.ts) for the next start of the page: see the kit's
 * useFirstPaintRecipe.
 */
export function useFirstPaintRecipe(
  page: VisitorLogPageFirstPaint,
  shown: boolean,
  rows?: readonly VisitorRecord[],
): void {
  useKitFirstPaintRecipe(firstPaint, page, shown, rows);
}
