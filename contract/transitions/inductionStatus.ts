import {
  currentVersionOf,
  type InductionChannel,
  type InductionConfiguration,
  INDUCTION_CHANNELS,
  type PersonType,
  validityOf,
} from '../inductionConfig.ts';

/**
 * The status of an induction completion (spec/visitors.md §3 "Induction completion record", §4
 * "Induction status"): incomplete, completed, expired, skipped or N/A, shown as completed (days
 * since and channel), watched in screening room, expired (old and new version), incomplete or
 * skipped.
 *
 * Decisions where the spec is silent:
 * - A record says how the induction ended in `inductionStatus` (COMPLETED, INCOMPLETE, SKIPPED);
 *   records written before the field existed are completions (the family is the completion
 *   log). Any other value is N/A.
 * - `version` is the video version watched (the screening room's version for that channel); a
 *   record without one watched version 0.
 * - `personType` says whether a visitor or an employee was inducted (visitor when absent); it
 *   picks the per-type validity.
 * - A completion expires when the channel's current version is higher than the one watched, or
 *   when more than `validity` whole days have passed since it (0: never by days).
 */

export const DAY_MS = 86_400_000;

export const COMPLETION_OUTCOMES = ['COMPLETED', 'INCOMPLETE', 'SKIPPED'] as const;
export type CompletionOutcome = (typeof COMPLETION_OUTCOMES)[number];

export type InductionStatus = 'incomplete' | 'completed' | 'expired' | 'skipped' | 'N/A';

/** What the log shows for one completion. */
export type InductionDisplay =
  | { status: 'completed'; display: 'completed'; daysSince: number; channel: InductionChannel }
  | { status: 'completed'; display: 'screeningRoom'; daysSince: number }
  | {
      status: 'expired';
      display: 'expired';
      reason: 'version' | 'validity';
      oldVersion: number;
      newVersion: number;
      daysSince: number;
    }
  | { status: 'incomplete'; display: 'incomplete' }
  | { status: 'skipped'; display: 'skipped' }
  | { status: 'N/A'; display: 'N/A' };

/** The fields of a completion record the status reads (the record itself fits). */
export interface CompletionFacts {
  ProfileId: string;
  evtTimeStamp: number;
  inductionType: string;
  inductionStatus?: unknown;
  version?: unknown;
  personType?: unknown;
}

/** Whole days between a completion and `now` (0 on the day itself, never negative). */
export function daysSince(completedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - completedAt) / DAY_MS));
}

export function isInductionChannel(value: unknown): value is InductionChannel {
  return typeof value === 'string' && (INDUCTION_CHANNELS as readonly string[]).includes(value);
}

export function personTypeOf(record: Pick<CompletionFacts, 'personType'>): PersonType {
  return record.personType === 'employee' ? 'employee' : 'visitor';
}

export function outcomeOf(
  record: Pick<CompletionFacts, 'inductionStatus'>,
): CompletionOutcome | null {
  if (record.inductionStatus === undefined) return 'COMPLETED';
  return (COMPLETION_OUTCOMES as readonly unknown[]).includes(record.inductionStatus)
    ? (record.inductionStatus as CompletionOutcome)
    : null;
}

export function watchedVersionOf(record: Pick<CompletionFacts, 'version'>): number {
  return typeof record.version === 'number' && Number.isFinite(record.version) ? record.version : 0;
}

/**
 * The status of `record` under the configuration of its location at `now`. Without a
 * configuration (not loaded yet, or offline before it ever was) nothing can expire: a completion
 * shows as completed.
 */
export function inductionDisplay(
  record: CompletionFacts,
  config: InductionConfiguration | null,
  now: number,
): InductionDisplay {
  const outcome = outcomeOf(record);
  const channel = record.inductionType;
  if (outcome === null || !isInductionChannel(channel)) return { status: 'N/A', display: 'N/A' };
  if (outcome === 'INCOMPLETE') return { status: 'incomplete', display: 'incomplete' };
  if (outcome === 'SKIPPED') return { status: 'skipped', display: 'skipped' };
  const days = daysSince(record.evtTimeStamp, now);
  if (config) {
    const oldVersion = watchedVersionOf(record);
    const newVersion = currentVersionOf(config, channel);
    const validity = validityOf(config, channel, personTypeOf(record));
    const byVersion = newVersion > oldVersion;
    const byValidity = validity > 0 && now - record.evtTimeStamp > validity * DAY_MS;
    if (byVersion || byValidity) {
      return {
        status: 'expired',
        display: 'expired',
        reason: byVersion ? 'version' : 'validity',
        oldVersion,
        newVersion,
        daysSince: days,
      };
    }
  }
  if (channel === 'screeningRoom') {
    return { status: 'completed', display: 'screeningRoom', daysSince: days };
  }
  return { status: 'completed', display: 'completed', daysSince: days, channel };
}

/** The verified avatar of a person (visitors.md §3): shown only for verified completions. */
export function verifiedAvatarRef(profileId: string): string {
  return `public/verifiedavatars/${profileId}.jpeg`;
}

/** The induction fields of a visitor log record (spec/visitors.md §3 inductionData). */
export interface VisitorInductionFacts {
  ProfileId: string;
  evtTimeStamp: number;
  inductionData?: {
    inductionType?: string | undefined;
    version?: number | undefined;
    eventTiming?: number | undefined;
    inductionStatus?: unknown;
  };
}

/**
 * The visitor log's induction column (spec/visitors.md §2, §4): the sign-in's induction with the
 * log's display states, under its location's configuration at `now`. Decisions: a sign-in
 * without induction data is incomplete where the location has inductions on (its configuration
 * known), N/A otherwise; the induction's time is its eventTiming, else the sign-in.
 */
export function visitorInductionDisplay(
  record: VisitorInductionFacts,
  config: InductionConfiguration | null,
  now: number,
): InductionDisplay {
  const induction = record.inductionData;
  if (!induction?.inductionType) {
    return config?.inductionEnabled
      ? { status: 'incomplete', display: 'incomplete' }
      : { status: 'N/A', display: 'N/A' };
  }
  return inductionDisplay(
    {
      ProfileId: record.ProfileId,
      evtTimeStamp: induction.eventTiming ?? record.evtTimeStamp,
      inductionType: induction.inductionType,
      version: induction.version,
      inductionStatus: induction.inductionStatus,
      personType: 'visitor',
    },
    config,
    now,
  );
}
