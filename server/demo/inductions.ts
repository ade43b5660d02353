import { randomUUID } from 'node:crypto';
import { readInductionConfigurations } from '../api/induction/inductionConfigurations.ts';
import { type RecordUpsert, writeRecords } from '../api/records/writeRecords.ts';
import type { Database } from '../db/database.ts';
import { pick, randomPerson } from './people.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo organisation's induction configuration, stored at its top location so every site
 * inherits it. Written in the older shape on purpose (the kiosk's single `validity` number, as a
 * configuration saved by an earlier version would be): it loads as a per-type validity of 14 days
 * for visitors and employees (contract/inductionConfig.ts).
 */
export const DEMO_INDUCTION_CONFIG = {
  inductionEnabled: true,
  kiosk: {
    enabled: true,
    validity: 14,
    video: {
      state: 'ACTIVATED',
      version: 2,
      duration: 185,
      url: 'https://videos.example.com/acme/kiosk-safety.mp4',
    },
    questions: {
      enabled: true,
      randomOrder: true,
      amountToAsk: 5,
      minimumPassCount: 4,
      maximumRetryBeforeRewatch: 2,
    },
  },
  preRegistration: {
    enabled: true,
    validity: 100,
    video: {
      state: 'ACTIVATED',
      version: 1,
      duration: 240,
      url: 'https://videos.example.com/acme/visitor-induction.mp4',
    },
  },
  employeeLink: { enabled: false, validity: 0 },
  screeningRoom: { enabled: true, validityType: { visitor: 365, employee: 180 }, version: 1 },
} as const;

interface PlannedCompletion {
  inductionType: 'kiosk' | 'preRegistration' | 'employeeLink' | 'screeningRoom';
  inductionStatus: 'COMPLETED' | 'INCOMPLETE' | 'SKIPPED';
  version: number;
  personType: 'visitor' | 'employee';
  /** Days before now (plus up to half a day). */
  daysAgo: number;
}

/** One of each state the induction log shows, under DEMO_INDUCTION_CONFIG. */
const PER_SITE: readonly PlannedCompletion[] = [
  // Completed, shown with days since and channel.
  {
    inductionType: 'kiosk',
    inductionStatus: 'COMPLETED',
    version: 2,
    personType: 'visitor',
    daysAgo: 1,
  },
  {
    inductionType: 'preRegistration',
    inductionStatus: 'COMPLETED',
    version: 1,
    personType: 'visitor',
    daysAgo: 4,
  },
  // Expired: the kiosk video is at version 2 now.
  {
    inductionType: 'kiosk',
    inductionStatus: 'COMPLETED',
    version: 1,
    personType: 'visitor',
    daysAgo: 6,
  },
  // Expired: older than the kiosk's 14 days.
  {
    inductionType: 'kiosk',
    inductionStatus: 'COMPLETED',
    version: 2,
    personType: 'employee',
    daysAgo: 20,
  },
  // Watched in the screening room.
  {
    inductionType: 'screeningRoom',
    inductionStatus: 'COMPLETED',
    version: 1,
    personType: 'visitor',
    daysAgo: 2,
  },
  {
    inductionType: 'preRegistration',
    inductionStatus: 'INCOMPLETE',
    version: 1,
    personType: 'visitor',
    daysAgo: 3,
  },
  {
    inductionType: 'employeeLink',
    inductionStatus: 'SKIPPED',
    version: 0,
    personType: 'employee',
    daysAgo: 8,
  },
];

/** An induction completion record of a random person at `site`. */
export function completionUpsert(
  site: string,
  at: number,
  planned: Omit<PlannedCompletion, 'daysAgo'>,
  random: () => number,
): RecordUpsert {
  const person = randomPerson(random);
  const ProfileId = `induct-${randomUUID()}`;
  const key = `${at}#${ProfileId}`;
  return {
    kind: 'upsert',
    hierarchy: site,
    key,
    eventTime: at,
    record: {
      evtTimeStampProfileID: key,
      evtTimeStamp: at,
      ProfileId,
      inductionType: planned.inductionType,
      inductionStatus: planned.inductionStatus,
      version: planned.version,
      personType: planned.personType,
      isVerified: random() < 0.7,
      userDetails: {
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phoneNumber: person.phoneNumber,
      },
    },
  };
}

/** Every display state of the induction log at each site, over the last three weeks. */
export function planInductions(sites: readonly string[], now: number, random: () => number) {
  return sites.flatMap((site) =>
    PER_SITE.map(({ daysAgo, ...planned }) =>
      completionUpsert(
        site,
        now - daysAgo * DAY - Math.floor(random() * 12 * HOUR),
        planned,
        random,
      ),
    ),
  );
}

/** What the simulator's kiosk and pre-registration inductions end in, mostly completed. */
export function simulatedCompletion(
  random: () => number,
  versions: { kiosk: number; preRegistration: number },
): Omit<PlannedCompletion, 'daysAgo'> {
  const inductionType = pick(random, ['kiosk', 'preRegistration'] as const);
  const roll = random();
  return {
    inductionType,
    inductionStatus: roll < 0.8 ? 'COMPLETED' : roll < 0.9 ? 'INCOMPLETE' : 'SKIPPED',
    version: versions[inductionType],
    personType: random() < 0.8 ? 'visitor' : 'employee',
  };
}

/**
 * The simulator's induction: someone at one of `sites` finishes a kiosk or pre-registration
 * induction, on the video version configured there now. Written through the server's write path,
 * so the change feed announces it (globalEvents) like any other change.
 */
export async function simulateInduction(
  db: Database,
  sites: readonly string[],
  random: () => number,
  now: number,
): Promise<{ action: 'induction'; hierarchy: string; key: string } | null> {
  if (sites.length === 0) return null;
  const site = pick(random, sites);
  const [config] = await readInductionConfigurations(db, [site]);
  const versions = {
    kiosk: config?.configuration.kiosk.video.version ?? 0,
    preRegistration: config?.configuration.preRegistration.video.version ?? 0,
  };
  const upsert = completionUpsert(site, now, simulatedCompletion(random, versions), random);
  await db.transaction((tx) => writeRecords(tx, 'inductionCompletions', [upsert], now));
  return { action: 'induction', hierarchy: site, key: upsert.key };
}
