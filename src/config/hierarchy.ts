import { ALL_LOCATIONS, isInSubtree } from '../../contract/hierarchy.ts';
import type {
  HierarchyConfiguration,
  HierarchyNode,
  TenantFlags,
} from '../../contract/hierarchyConfig.ts';

/** One location of the tree in display order, with its depth (0 for top-level locations). */
export interface FlatLocation {
  key: string;
  level: number;
  hasChildren: boolean;
}

/**
 * The label of a location (spec/frame.md §2): 'company - short location description' when both
 * are known, else the hierarchy key.
 */
export function locationLabel(
  key: string,
  tenantFlags: Record<string, Pick<TenantFlags, 'entityLocationData'>> | undefined,
): string {
  const data = tenantFlags?.[key]?.entityLocationData;
  const company = data?.companyName?.trim();
  const description = data?.locationShortDescription?.trim();
  return company && description ? `${company} - ${description}` : key;
}

/** Depth-first, parents before children, in the configured order. */
export function flattenTree(nodes: readonly HierarchyNode[], level = 0): FlatLocation[] {
  return nodes.flatMap((node) => [
    { key: node.hierarchyStructure, level, hasChildren: node.children.length > 0 },
    ...flattenTree(node.children, level + 1),
  ]);
}

/** The 'ALL' entry exists only when more than one top-level location exists. */
export function offersAllLocations(nodes: readonly HierarchyNode[]): boolean {
  return nodes.length > 1;
}

/** Every location key of the subtree under `root` ('ALL': every location), root first. */
export function subtreeKeys(nodes: readonly HierarchyNode[], root: string): string[] {
  return flattenTree(nodes)
    .map((location) => location.key)
    .filter((key) => isInSubtree(key, root));
}

/** True when `key` is 'ALL' (and 'ALL' is offered) or a location of the tree. */
export function isSelectable(nodes: readonly HierarchyNode[], key: string): boolean {
  if (key === ALL_LOCATIONS) return offersAllLocations(nodes);
  return flattenTree(nodes).some((location) => location.key === key);
}

/**
 * The location to show: the stored choice when it is still selectable, else 'ALL' when offered,
 * else the first top-level location (undefined when the user has no location at all).
 */
export function defaultSelection(
  nodes: readonly HierarchyNode[],
  stored: string | null,
): string | undefined {
  if (stored && isSelectable(nodes, stored)) return stored;
  if (offersAllLocations(nodes)) return ALL_LOCATIONS;
  return nodes[0]?.hierarchyStructure;
}

/** The node of `key`, for child checks (undefined for 'ALL' or an unknown key). */
export function findNode(nodes: readonly HierarchyNode[], key: string): HierarchyNode | undefined {
  for (const node of nodes) {
    if (node.hierarchyStructure === key) return node;
    const found = findNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}

/** The label for the selector button: 'ALL' or the location label. */
export function selectionLabel(config: HierarchyConfiguration, key: string): string {
  return key === ALL_LOCATIONS ? ALL_LOCATIONS : locationLabel(key, config.tenantFlags);
}
