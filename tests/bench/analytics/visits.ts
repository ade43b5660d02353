import { endOfLocalDay, startOfLocalDay } from '../../../contract/analytics/index.ts';
import { visitorSortKey } from '../../../contract/records.ts';

/**
 * The analytics bench's organisation: SITES sites under one root, 30 days of visits (about
 * 150,000: 320 a site a working day, fewer at weekends), deterministic so that the device and the
 * server aggregate the same records. Written as server images (sort key, lmt, changeSeq).
 */
export const ANALYTICS_ROOT = 'benchorg';
export const SITES = 20;
export const ANALYTICS_ZONE = 'Europe/London';
export const FIRST_DAY = '2026-10-01';
export const DAYS = 30;
export const ANALYTICS_RANGE = {
  beginTime: startOfLocalDay(FIRST_DAY, ANALYTICS_ZONE),
  endTime: endOfLocalDay('2026-10-30', ANALYTICS_ZONE),
};
const ZONES = ['Europe/London', 'Africa/Johannesburg', 'America/New_York', 'Asia/Kolkata'];
const TYPES = ['Guest', 'Contractor', 'Interview', 'Delivery', 'Auditor'];

export const siteKey = (site: number) => `${ANALYTICS_ROOT}#region${site % 4}#site${site}`;

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type BenchVisit = {
  EntityHierarchy: string;
  evtTimeStampProfileID: string;
  evtTimeStamp: number;
  evtTimeStampOut?: number;
  evtTimeZone: string;
  ProfileId: string;
  visitorType: string;
  visitorFullDetails: { ProfileId: string; firstName: string; lastName: string };
  hostDetails: { name: string; uniqueAttributeValue: string };
  lmt: number;
  changeSeq: number;
};

/** The bench's visits, `perWorkingDay` a site on weekdays and a fifth of that at weekends. */
export function makeAnalyticsVisits(perWorkingDay = 320): BenchVisit[] {
  const next = random(16);
  const visits: BenchVisit[] = [];
  for (let site = 0; site < SITES; site++) {
    const hierarchy = siteKey(site);
    const zone = ZONES[site % ZONES.length] ?? 'UTC';
    for (let d = 0; d < DAYS; d++) {
      const dayStart = ANALYTICS_RANGE.beginTime + d * 86_400_000;
      const weekday = new Date(dayStart + 43_200_000).getUTCDay();
      const count = weekday === 0 || weekday === 6 ? perWorkingDay / 5 : perWorkingDay;
      for (let i = 0; i < count; i++) {
        // Sign-ins from about 06:00 to 20:00 UTC, most around midday; seconds apart, never equal.
        const evtTimeStamp =
          Math.floor(dayStart + (6 + 14 * (next() + next()) * 0.5) * 3_600_000) + i;
        const id = `p${site}-${d}-${i}`;
        const host = Math.floor(next() * 40);
        const visit: BenchVisit = {
          EntityHierarchy: hierarchy,
          evtTimeStampProfileID: visitorSortKey(evtTimeStamp, id),
          evtTimeStamp,
          evtTimeZone: zone,
          ProfileId: id,
          visitorType: TYPES[Math.floor(next() * TYPES.length)] ?? 'Guest',
          visitorFullDetails: { ProfileId: id, firstName: 'Bench', lastName: id },
          hostDetails: {
            name: `Host ${site}-${host}`,
            uniqueAttributeValue: `host${site}-${host}@example.com`,
          },
          lmt: evtTimeStamp,
          changeSeq: visits.length + 1,
        };
        if (next() < 0.8) visit.evtTimeStampOut = evtTimeStamp + Math.floor(next() * 4 * 3_600_000);
        visits.push(visit);
      }
    }
  }
  return visits;
}

export const ANALYTICS_HIERARCHIES = Array.from({ length: SITES }, (_, site) => siteKey(site));
