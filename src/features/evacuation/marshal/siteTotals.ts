import { ALL_LOCATIONS } from '../../../../contract/hierarchy.ts';
import type { HierarchyNode } from '../../../../contract/hierarchyConfig.ts';
import { findNode } from '../../../config/hierarchy.ts';
import type { RollCallStatus } from '../evacStatus.ts';
import { isAccounted } from '../rollCallRows.ts';

/** The people of one location and everything below it. */
export interface SiteTotal {
  key: string;
  /** Depth below the selected location (0: the selection's top nodes). */
  depth: number;
  accounted: number;
  unaccounted: number;
}

/**
 * Accounted (Safe, Signed-out) and unaccounted people per location of the selected subtree, each
 * location's figures including everyone below it, in tree order. Locations with nobody on the
 * roll call at or below them are left out.
 */
export function siteTotals(
  tree: readonly HierarchyNode[],
  root: string,
  rows: readonly { hierarchy: string; status: RollCallStatus }[],
): SiteTotal[] {
  const own = new Map<string, { accounted: number; unaccounted: number }>();
  for (const row of rows) {
    const counts = own.get(row.hierarchy) ?? { accounted: 0, unaccounted: 0 };
    if (isAccounted(row.status)) counts.accounted += 1;
    else counts.unaccounted += 1;
    own.set(row.hierarchy, counts);
  }
  const top = root === ALL_LOCATIONS ? tree : [findNode(tree, root)].filter((n) => n !== undefined);
  const totals: SiteTotal[] = [];
  const visit = (
    node: HierarchyNode,
    depth: number,
  ): { accounted: number; unaccounted: number } => {
    const at = totals.length;
    const sum = { ...(own.get(node.hierarchyStructure) ?? { accounted: 0, unaccounted: 0 }) };
    totals.push({ key: node.hierarchyStructure, depth, accounted: 0, unaccounted: 0 });
    for (const child of node.children) {
      const below = visit(child, depth + 1);
      sum.accounted += below.accounted;
      sum.unaccounted += below.unaccounted;
    }
    if (sum.accounted + sum.unaccounted === 0) totals.splice(at, 1);
    else totals[at] = { key: node.hierarchyStructure, depth, ...sum };
    return sum;
  };
  for (const node of top) visit(node, 0);
  return totals;
}
