import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { runtimeTimeZone } from '../../contract/siteDays.ts';
import { setShownTimeZone } from './dateFormat.ts';

/**
 * The zone the screens pick days in and show times in: the selected site's
 * (docs/midnight-and-time-zones.md). The kit provides it (SiteTimeZoneProvider); without a
 * provider, the browser's zone.
 */
const DisplayTimeZone = createContext<string | undefined>(undefined);

/** Provides `zone` to the screens below, and to formatTimestamp while mounted. */
export function DisplayTimeZoneProvider({ zone, children }: { zone: string; children: ReactNode }) {
  // Set while rendering, so the children's first render already formats in the zone.
  setShownTimeZone(zone === runtimeTimeZone() ? undefined : zone);
  useEffect(() => () => setShownTimeZone(undefined), []);
  return <DisplayTimeZone.Provider value={zone}>{children}</DisplayTimeZone.Provider>;
}

export function useDisplayTimeZone(): string {
  return useContext(DisplayTimeZone) ?? runtimeTimeZone();
}
