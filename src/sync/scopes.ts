import { type FamilyName, isInSubtree } from '../../contract/index.ts';
import type { ScopeRow } from '../db/database.ts';

/** What a view mirrors: one family, one location subtree (its keys), one time window. */
export interface ScopeSpec {
  family: FamilyName;
  /** The selected location, or 'ALL'. */
  root: string;
  /** Every location key of the subtree, as sent to retrieval. */
  hierarchies: string[];
  beginTime: number;
  endTime: number;
}

/**
 * Two views of the same root and window may ask for different location sets (a marshal's pack keeps
 * only the locations they may evacuate; a log keeps the whole subtree), so the set is part of the id:
 * one row per distinct set, instead of one row that each view resets in turn.
 */
export function scopeId(spec: ScopeSpec): string {
  const locations = fnv1a([...spec.hierarchies].sort().join(','));
  return [spec.family, spec.root, spec.beginTime, spec.endTime, locations].join('|');
}

/** A short stable hash, so ids stay readable in logs however large the subtree. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Catch-up order: marshals' marks and the evacuations they belong to first. A phone back from an
 * evacuation offline must agree with the other marshals within seconds; the logs can follow.
 */
const CATCH_UP_FIRST: readonly FamilyName[] = ['evacResponses', 'evacuations'];

/** `ids` (scope ids) with the evacuation families first, otherwise in the given order. */
export function inCatchUpOrder(ids: readonly string[]): string[] {
  const rank = (id: string) => {
    const at = CATCH_UP_FIRST.indexOf(id.slice(0, id.indexOf('|')) as FamilyName);
    return at === -1 ? CATCH_UP_FIRST.length : at;
  };
  return ids
    .map((id, index) => ({ id, index, rank: rank(id) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ id }) => id);
}

/** A scope counts as loaded once a retrieval stored its cursor. */
export function isLoaded(scope: ScopeRow): boolean {
  return scope.cursor !== null;
}

/** Cursors are change-feed sequence numbers written as decimal strings. */
export function cursorValue(cursor: string | null): number {
  return cursor === null ? -1 : Number(cursor);
}

/** True when a record at `hierarchy` with time `time` lies inside the scope's subtree and window. */
export function scopeCovers(scope: ScopeRow, hierarchy: string, time: number | null): boolean {
  if (!isInSubtree(hierarchy, scope.root)) return false;
  if (!scope.hierarchies.includes(hierarchy)) return false;
  if (time === null) return true;
  return time >= scope.beginTime && time <= scope.endTime;
}

export function sameSpec(a: ScopeSpec, b: ScopeSpec): boolean {
  return scopeId(a) === scopeId(b);
}
