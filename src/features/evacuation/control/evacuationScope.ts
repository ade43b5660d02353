import { ALL_LOCATIONS, isInSubtree } from '../../../../contract/hierarchy.ts';
import type { HierarchyNode } from '../../../../contract/hierarchyConfig.ts';

/** The top-level locations of the user's tree (one activation each when 'ALL' is selected). */
export function topLevelKeys(tree: readonly HierarchyNode[]): string[] {
  return tree.map((node) => node.hierarchyStructure);
}

/**
 * Where the control starts an evacuation: the selected location (the evacuation covers it and
 * every descendant), or for 'ALL' each top-level location.
 */
export function activationTargets(tree: readonly HierarchyNode[], root: string): string[] {
  return root === ALL_LOCATIONS ? topLevelKeys(tree) : [root];
}

/** A sync scope of the evacuations family: its root and every location key under it. */
export interface EvacuationWatch {
  root: string;
  hierarchies: string[];
}

function keysOf(node: HierarchyNode): string[] {
  return [node.hierarchyStructure, ...node.children.flatMap(keysOf)];
}

/**
 * The evacuations the control watches: those of the whole top-level location holding the
 * selection (so one started above the selected location shows too), or of every location for
 * 'ALL'. Undefined when the selection is not in the tree.
 */
export function evacuationWatch(
  tree: readonly HierarchyNode[],
  root: string,
): EvacuationWatch | undefined {
  if (root === ALL_LOCATIONS) return { root, hierarchies: tree.flatMap(keysOf) };
  const top = tree.find((node) => isInSubtree(root, node.hierarchyStructure));
  return top && { root: top.hierarchyStructure, hierarchies: keysOf(top) };
}

/** True when an evacuation at `hierarchy` covers part of the selection (at, above or below it). */
export function overlapsSelection(hierarchy: string, root: string): boolean {
  return isInSubtree(hierarchy, root) || isInSubtree(root, hierarchy);
}
