import { EVAC_AUDIENCE_FLAGS, type EvacAudience } from '../../../../contract/evacuation.ts';
import type { HierarchyNode } from '../../../../contract/hierarchyConfig.ts';
import { OPEN_END } from '../../../../contract/operations.ts';
import type { FamilyName, FeatureSet, ScopeSpec } from '../../../kit/index.ts';
import { ON_SITE_LOOKBACK_MS } from '../rollCallPeople.ts';

/** A retrieval names at most this many locations (contract/retrieval.ts). */
export const MAX_SCOPE_LOCATIONS = 500;

const DAY_MS = 24 * 60 * 60_000;

/** How far back the pack keeps evacuation responses (marks of evacuations still going on). */
export const PACK_RESPONSES_LOOKBACK_MS = 7 * DAY_MS;

/**
 * The windows of the pack at `now`. Decision: the logs (visitors, workers, parking) from the start
 * of yesterday (UTC) minus the on-site look-back, so the pack holds what the roll call of any
 * evacuation started since yesterday reads (arrivals up to the look-back before its start); the window
 * moves once a day, not on every render. Evacuation responses a week back, evacuations and the
 * directory in full.
 */
export function packWindows(
  now: number,
  lookbackMs = ON_SITE_LOOKBACK_MS,
): { logsBegin: number; responsesBegin: number } {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return {
    logsBegin: Math.max(0, today - DAY_MS - lookbackMs),
    responsesBegin: Math.max(0, today - PACK_RESPONSES_LOOKBACK_MS),
  };
}

/** One retrieval's worth of locations: a root and the chosen keys at or below it. */
export interface ScopeGroup {
  root: string;
  hierarchies: string[];
}

function keysOf(node: HierarchyNode): string[] {
  return [node.hierarchyStructure, ...node.children.flatMap(keysOf)];
}

/**
 * The kept locations of the tree in groups of at most `max`, one per subtree root: a subtree that
 * fits is one group; a larger one gives its own location (when kept) and the groups of its
 * children. Roots differ, so the groups' scopes never share an id.
 */
export function scopeGroups(
  tree: readonly HierarchyNode[],
  keep: (key: string) => boolean,
  max = MAX_SCOPE_LOCATIONS,
): ScopeGroup[] {
  const groupsOf = (node: HierarchyNode): ScopeGroup[] => {
    const kept = keysOf(node).filter(keep);
    if (kept.length === 0) return [];
    if (kept.length <= max) return [{ root: node.hierarchyStructure, hierarchies: kept }];
    const own = keep(node.hierarchyStructure)
      ? [{ root: node.hierarchyStructure, hierarchies: [node.hierarchyStructure] }]
      : [];
    return [...own, ...node.children.flatMap(groupsOf)];
  };
  return tree.flatMap(groupsOf);
}

/** What the pack needs to know of each location. */
export interface PackLocation {
  /** Whether the user may mark people there (the access policy of updateEvacStatus). */
  mayMark: boolean;
  features: FeatureSet;
}

/** The families the pack keeps for locations whose tenant enables `audience`. */
const AUDIENCE_FAMILIES: readonly [EvacAudience, FamilyName][] = [
  ['onsiteVisitors', 'visitorLog'],
  ['onsiteEmployees', 'workerLog'],
  ['onsiteParking', 'parkingLog'],
  ['employeeDirectory', 'directory'],
];

/**
 * The sync scopes of the evacuation pack: for every location where the user may mark people,
 * its evacuations and evacuation responses, and the people of each audience its tenant enables
 * (visitor log, worker log, parking log, directory), in groups of at most 500 locations.
 */
export function evacuationPackScopes(
  tree: readonly HierarchyNode[],
  locationOf: (key: string) => PackLocation,
  now: number,
  lookbackMs = ON_SITE_LOOKBACK_MS,
): ScopeSpec[] {
  const { logsBegin, responsesBegin } = packWindows(now, lookbackMs);
  const mayMark = (key: string) => locationOf(key).mayMark;
  const specs: ScopeSpec[] = [];
  const add = (family: ScopeSpec['family'], keep: (key: string) => boolean, beginTime: number) => {
    for (const group of scopeGroups(tree, keep)) {
      specs.push({ family, ...group, beginTime, endTime: OPEN_END });
    }
  };
  add('evacuations', mayMark, 0);
  add('evacResponses', mayMark, responsesBegin);
  for (const [audience, family] of AUDIENCE_FAMILIES) {
    const enabled = (key: string) => {
      const location = locationOf(key);
      const flag = EVAC_AUDIENCE_FLAGS[audience];
      return location.mayMark && location.features.evacuation.audienceEnablement[flag];
    };
    add(family, enabled, family === 'directory' ? 0 : logsBegin);
  }
  return specs;
}
