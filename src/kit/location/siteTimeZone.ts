import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { localDay } from '../../../contract/analytics/zonedTime.ts';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import {
  runtimeTimeZone,
  sameDaysIn,
  siteDay,
  siteDayLimits,
  siteTodayRange,
} from '../../../contract/siteDays.ts';
import type { DateRange } from '../../ui/dateRanges.ts';
import { useLocationSelection } from './useLocationSelection.ts';

/**
 * The zone a selection's days are cut in (docs/midnight-and-time-zones.md): the selected
 * location's time zone (its location configuration, own or inherited, as the hierarchy
 * configuration carries it); for all locations, the zone every top-level location shares; else
 * the browser's zone.
 */
export function siteTimeZoneOf(
  config: HierarchyConfiguration | null,
  root: string | undefined,
  fallback = runtimeTimeZone(),
): string {
  if (!config || !root) return fallback;
  const zoneOf = (key: string) => config.tenantFlags[key]?.entityLocationData.timeZone;
  if (config.tenantFlags[root]) return zoneOf(root) ?? fallback;
  const zones = new Set(config.deepStructure.map((node) => zoneOf(node.hierarchyStructure)));
  const [only] = zones;
  return zones.size === 1 && only ? only : fallback;
}

/**
 * The time zone of any location of the configuration (a record's site: its own or inherited
 * zone; the browser's when it names none), for stamping a record's time where it happened.
 */
export function useZoneOfLocation(): (location: string) => string {
  const { config } = useLocationSelection();
  return useCallback((location) => siteTimeZoneOf(config, location), [config]);
}

/** The time zone of the selected location (siteTimeZoneOf). */
export function useSiteTimeZone(): string {
  const { config, root } = useLocationSelection();
  return useMemo(() => siteTimeZoneOf(config, root), [config, root]);
}

/**
 * An analytics range as whole days of the selected site, with the site's zone to cut its days in
 * (contract/analytics/rangeDays.ts). The date range picker picks site days already; a range that
 * does not begin at a site midnight (a default computed before the site's zone was known) is read
 * as the browser's calendar days and moved to the same days at the site.
 */
export function useSiteDays(range: { beginTime: number; endTime: number }): {
  range: { beginTime: number; endTime: number };
  timeZone: string;
} {
  const timeZone = useSiteTimeZone();
  const { beginTime, endTime } = range;
  return useMemo(() => {
    const atSiteMidnight =
      beginTime === siteDayLimits(localDay(beginTime, timeZone), timeZone).begin;
    const days = sameDaysIn(
      { begin: beginTime, end: endTime },
      atSiteMidnight ? timeZone : runtimeTimeZone(),
      timeZone,
    );
    return { range: { beginTime: days.begin, endTime: days.end }, timeZone };
  }, [beginTime, endTime, timeZone]);
}

/**
 * A log page's range, first the spec's default cut at the selected site's midnight (today to the
 * open end unless `initial` says otherwise), not the browser's: at 00:30 in Johannesburg a
 * browser in London still shows the site's today.
 *
 * Until the user picks a range, the default follows: it is cut again when the site's zone becomes
 * known (the configuration arrives after the first rows on a cold start) and at the site's next
 * midnight on a screen left open (a reception tablet shows the new day's visitors without a
 * reload). Picking the default range again follows it again; any other range stays as picked.
 */
export function useSiteRangeState(
  initial: (now: number, zone: string) => DateRange = siteTodayRange,
): [DateRange, (range: DateRange) => void] {
  const zone = useSiteTimeZone();
  const [picked, setPicked] = useState<DateRange | null>(null);
  const [now, setNow] = useState(Date.now);
  const makeDefault = useRef(initial);
  makeDefault.current = initial;
  const fallback = useMemo(() => makeDefault.current(now, zone), [now, zone]);
  useEffect(() => {
    if (picked) return;
    const nextMidnight = siteDayLimits(siteDay(now, zone), zone).end + 1;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextMidnight - Date.now()));
    return () => clearTimeout(timer);
  }, [picked, now, zone]);
  const pick = useCallback(
    (range: DateRange) => {
      const current = makeDefault.current(Date.now(), zone);
      const isDefault = range.begin === current.begin && range.end === current.end;
      setPicked(isDefault ? null : range);
      if (isDefault) setNow(Date.now());
    },
    [zone],
  );
  return [picked ?? fallback, pick];
}
