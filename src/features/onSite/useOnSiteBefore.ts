import { useMemo } from 'react';
import { OPEN_END } from '../../../contract/primitives.ts';
import { type FamilyRecord, useFamilyRecords, useOnSiteLookbackMs } from '../../kit/index.ts';
import { type StayFamily, stillOnSiteBefore } from './onSiteStays.ts';

/**
 * Whether a log's range holds the present moment (its begin is past, its end is not): only then
 * do people who arrived before its begin and are still on site belong in it.
 */
export function rangeHoldsNow(range: { begin: number; end: number }, now = Date.now()): boolean {
  return range.begin > 0 && range.begin <= now && now <= range.end;
}

/**
 * Who arrived in the on-site look-back before a log's range and has not left (the roll call's
 * rule, onSiteStays.ts), newest first, so a log whose range starts at midnight keeps them in view;
 * null while unread and while not `enabled` (pass rangeHoldsNow(range)). While enabled it opens
 * the look-back window's sync scope: the engine retrieves it like any log window. A visitor record
 * carries its own sign-out, so visitors need only the look-back before the range; clock-outs and
 * vehicles leaving are events of their own, so for workers and parking the window runs on to the
 * open end (as the roll call's does).
 */
export function useOnSiteBefore<F extends StayFamily>(
  family: F,
  root: string,
  hierarchies: readonly string[],
  before: number,
  enabled: boolean,
): FamilyRecord<F>[] | null {
  const beginTime = Math.max(0, before - useOnSiteLookbackMs());
  const { records } = useFamilyRecords({
    family,
    root,
    hierarchies,
    beginTime,
    endTime: family === 'visitorLog' ? before - 1 : OPEN_END,
    firstContent: false,
    enabled,
  });
  return useMemo(() => {
    if (!enabled || !records) return null;
    // Rows of the previous window can show for a moment after `before` moves (a new range):
    // only the look-back's own count.
    return stillOnSiteBefore(family, records, before, beginTime);
  }, [enabled, family, records, before, beginTime]);
}

/**
 * A log's records of its range, then those who arrived before it and are still on site
 * (useOnSiteBefore while the range holds now) that the log's own filter keeps.
 */
export function useWithStillOnSite<F extends StayFamily>(
  family: F,
  where: { root: string; hierarchies: readonly string[]; range: { begin: number; end: number } },
  records: FamilyRecord<F>[] | null | undefined,
  keep: (record: FamilyRecord<F>) => boolean,
): FamilyRecord<F>[] {
  const { root, hierarchies, range } = where;
  const earlier = useOnSiteBefore(family, root, hierarchies, range.begin, rangeHoldsNow(range));
  return useMemo(() => {
    const kept = (earlier ?? []).filter(keep);
    return kept.length === 0 ? (records ?? []) : [...(records ?? []), ...kept];
  }, [records, earlier, keep]);
}
