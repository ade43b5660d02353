import {
  ALL_LOCATIONS,
  globalTopic,
  isInSubtree,
  type LocationTopicFamily,
  MAX_SUBSCRIBED_TOPICS,
  subtreeTopicFilter,
} from '../../../contract/index.ts';
import type { ScopeRow } from '../../db/database.ts';
import { syncFamily } from '../families.ts';

/**
 * The topic filters for the open scopes: one subtree filter per scope root (each top-level
 * location for ALL), roots inside another root dropped, plus globalEvents/{org}. Never more than
 * MAX_SUBSCRIBED_TOPICS: past that, the organisation's subtree replaces the location filters.
 */
export function topicsForScopes(
  scopes: readonly ScopeRow[],
  organisationId: string,
  topLevelLocations: readonly string[],
): string[] {
  const byFamily = new Map<LocationTopicFamily, Set<string>>();
  for (const scope of scopes) {
    const topic = syncFamily(scope.family).topic;
    if (!topic) continue;
    const roots = byFamily.get(topic) ?? new Set<string>();
    const scopeRoots = scope.root === ALL_LOCATIONS ? topLevelLocations : [scope.root];
    for (const root of scopeRoots) roots.add(root);
    byFamily.set(topic, roots);
  }
  const filters: string[] = [];
  for (const [topic, roots] of byFamily) {
    const minimal = [...roots].filter(
      (root) => ![...roots].some((other) => other !== root && isInSubtree(root, other)),
    );
    for (const root of minimal.sort()) {
      filters.push(subtreeTopicFilter(topic, root));
    }
  }
  if (filters.length > MAX_SUBSCRIBED_TOPICS - 1) {
    const families = [...byFamily.keys()];
    return [
      ...families.map((f) => subtreeTopicFilter(f, organisationId)),
      globalTopic(organisationId),
    ].slice(0, MAX_SUBSCRIBED_TOPICS);
  }
  return [...filters, globalTopic(organisationId)];
}
