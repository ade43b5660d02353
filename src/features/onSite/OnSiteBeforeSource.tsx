import { useEffect, useMemo } from 'react';
import { OPEN_END } from '../../../contract/primitives.ts';
import { type FamilyRecord, useFamilyRecords } from '../../kit/index.ts';
import { ON_SITE_LOOKBACK_MS, type StayFamily, stillOnSiteBefore } from './onSiteStays.ts';

/**
 * Whether a log's range holds the present moment (its begin is past, its end is not): only then
 * do people who arrived before its begin and are still on site belong in it.
 */
export function rangeHoldsNow(range: { begin: number; end: number }, now = Date.now()): boolean {
  return range.begin > 0 && range.begin <= now && now <= range.end;
}

export interface OnSiteBeforeSourceProps<F extends StayFamily> {
  family: F;
  /** The selected location or 'ALL'. */
  root: string;
  /** Every location key of the selected subtree. */
  hierarchies: readonly string[];
  /** The begin of the log's range: arrivals before it that are still on site are reported. */
  before: number;
  /** The arrivals still on site (newest first), or null while unread and once unmounted. */
  onChange: (records: FamilyRecord<F>[] | null) => void;
}

/**
 * Reports who arrived in the on-site look-back before a log's range and has not left (the roll
 * call's rule, onSiteStays.ts), so a log whose range starts at midnight keeps them in view. Opens
 * the look-back window's sync scope while mounted: the engine retrieves it like any log window.
 * A visitor record carries its own sign-out, so visitors need only the look-back before the
 * range; clock-outs and vehicles leaving are events of their own, so for workers and parking the
 * window runs on to the open end (as the roll call's does). Render it only while the range holds
 * the present (rangeHoldsNow).
 */
export function OnSiteBeforeSource<F extends StayFamily>({
  family,
  root,
  hierarchies,
  before,
  onChange,
}: OnSiteBeforeSourceProps<F>) {
  const { records } = useFamilyRecords({
    family,
    root,
    hierarchies,
    beginTime: Math.max(0, before - ON_SITE_LOOKBACK_MS),
    endTime: family === 'visitorLog' ? before - 1 : OPEN_END,
    firstContent: false,
  });
  const onSite = useMemo(
    () => (records ? stillOnSiteBefore(family, records, before) : null),
    [family, records, before],
  );
  useEffect(() => {
    onChange(onSite);
  }, [onSite, onChange]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}
