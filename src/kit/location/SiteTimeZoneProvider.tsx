import type { ReactNode } from 'react';
import { DisplayTimeZoneProvider } from '../../ui/displayTimeZone.tsx';
import { useSiteTimeZone } from './siteTimeZone.ts';

/** Gives the screens below the selected site's zone to pick days in (ui/displayTimeZone.tsx). */
export function SiteTimeZoneProvider({ children }: { children: ReactNode }) {
  return <DisplayTimeZoneProvider zone={useSiteTimeZone()}>{children}</DisplayTimeZoneProvider>;
}
