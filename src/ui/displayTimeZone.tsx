import { createContext, type ReactNode, useContext } from 'react';
import { runtimeTimeZone } from '../../contract/siteDays.ts';

/**
 * The zone the screens pick days in and show times in: the selected site's
 * (docs/midnight-and-time-zones.md). The kit provides it (SiteTimeZoneProvider); without a
 * provider, the browser's zone.
 */
const DisplayTimeZone = createContext<string | undefined>(undefined);

export function DisplayTimeZoneProvider({ zone, children }: { zone: string; children: ReactNode }) {
  return <DisplayTimeZone.Provider value={zone}>{children}</DisplayTimeZone.Provider>;
}

export function useDisplayTimeZone(): string {
  return useContext(DisplayTimeZone) ?? runtimeTimeZone();
}
