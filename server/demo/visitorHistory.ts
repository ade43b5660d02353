import { visitorSignInUpsert } from '../api/visitors/visitorWrites.ts';
import type { RecordUpsert } from '../api/records/writeRecords.ts';
import { pick, randomPerson } from './people.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const IDENTIFICATION_SOURCES = [
  'recognised',
  'verified',
  'unverified',
  'touchless.accesspass',
] as const;

export interface VisitPlanOptions {
  sites: readonly string[];
  now: number;
  random: () => number;
  /** Weekdays of history before today. */
  days?: number;
}

/**
 * A month of weekday visits per site (a few each, all signed out) and today's visitors, some
 * still on the premises, as visitor log upserts ready for the write path.
 */
export function planDemoVisits(options: VisitPlanOptions): RecordUpsert[] {
  const { sites, now, random } = options;
  const today = startOfDay(now);
  const visits: RecordUpsert[] = [];
  for (let back = options.days ?? 30; back >= 1; back--) {
    const day = new Date(today - back * DAY);
    if (day.getDay() === 0 || day.getDay() === 6) continue;
    for (const site of sites) {
      const count = 2 + Math.floor(random() * 5);
      for (let i = 0; i < count; i++) {
        const signIn = day.getTime() + 7 * HOUR + Math.floor(random() * 9 * HOUR);
        const stay = 20 * MINUTE + Math.floor(random() * 4 * HOUR);
        visits.push(plannedVisit(site, signIn, signIn + stay, random, now));
      }
    }
  }
  const todayFrom = Math.max(today, now - 9 * HOUR);
  for (const site of sites) {
    const count = 3 + Math.floor(random() * 4);
    for (let i = 0; i < count; i++) {
      const signIn = todayFrom + Math.floor(random() * Math.max(MINUTE, now - MINUTE - todayFrom));
      const stay = 15 * MINUTE + Math.floor(random() * 2 * HOUR);
      const leftAlready = random() < 0.4 && signIn + stay < now;
      visits.push(plannedVisit(site, signIn, leftAlready ? signIn + stay : undefined, random, now));
    }
  }
  return visits;
}

function plannedVisit(
  site: string,
  signIn: number,
  signOut: number | undefined,
  random: () => number,
  now: number,
): RecordUpsert {
  const person = randomPerson(random);
  const profileId = `demo-${hex8(random)}${hex8(random)}`;
  const upsert = visitorSignInUpsert(
    {
      EntityHierarchy: site,
      ...person,
      evtTimeStamp: signIn,
      profileId,
      sourceOfIdentification: pick(random, IDENTIFICATION_SOURCES),
      // Two visitors in three signed the agreement (from the id, so the random sequence stays).
      ...(Number.parseInt(profileId.slice(-1), 16) % 3 === 0 ? {} : { agreementVersion: '3' }),
    },
    now,
  );
  if (signOut === undefined) return upsert;
  return {
    ...upsert,
    record: {
      ...upsert.record,
      evtTimeStampOut: signOut,
      evtTZOffsetOut: upsert.record.evtTZOffset,
      evtTimeZoneOut: upsert.record.evtTimeZone,
      signOutSource: 'KIOSK',
    },
  };
}

function hex8(random: () => number): string {
  return Math.floor(random() * 2 ** 32)
    .toString(16)
    .padStart(8, '0');
}

/** Midnight of the server's local day containing `time`. */
export function startOfDay(time: number): number {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}
