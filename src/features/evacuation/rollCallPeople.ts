import { z } from 'zod';
import type { EvacPersonRef } from '../../../contract/evacuation.ts';
import type { EVAC_AUDIENCES } from '../../../contract/familyRecords.ts';
import { presentDuring } from '../../../contract/presence.ts';
import { evacPersonKey } from '../../../contract/transitions/evacuation.ts';
import type { FamilyRecord } from '../../kit/index.ts';
import {
  licensePlate,
  parkingLeading,
  parkingStays,
  visitorStays,
  workerStays,
} from '../onSite/onSiteStays.ts';

export type EvacAudience = (typeof EVAC_AUDIENCES)[number];
export type Evacuation = FamilyRecord<'evacuations'>;

/**
 * How far before an evacuation started the roll call looks for arrivals still on site (sign-ins,
 * clock-ins, vehicles in): the on-site rule's look-back (contract/presence.ts).
 */
export { ON_SITE_LOOKBACK_MS } from '../../../contract/presence.ts';

/** Someone the roll call accounts for. */
export interface RollCallPerson {
  /** The person key of their marks (contract evacPersonKey). */
  key: string;
  /** The reference a mark names them by. */
  ref: EvacPersonRef;
  name: string;
  /** A second line: company, plate, ... */
  detail: string;
  /** The visitor's host, where the record names one. */
  host?: string;
  /** A phone number to call them on, where the record has one. */
  phone?: string;
  audience: EvacAudience;
  hierarchy: string;
  /** Arrival (sign-in, clock-in, vehicle in); for the directory, the evacuation's start. */
  arrivedAt: number;
  /** When they left during the evacuation; undefined while on site. */
  leftAt?: number;
  /** The evacuation covering them. */
  evacuation: Evacuation;
}

/** The active evacuation per location key (the newest when a location has several). */
export function activeByHierarchy(evacuations: readonly Evacuation[]): Map<string, Evacuation> {
  const active = new Map<string, Evacuation>();
  for (const evacuation of evacuations) {
    if (!evacuation.active) continue;
    const known = active.get(evacuation.EntityHierarchy);
    if (!known || known.activatedTimestamp < evacuation.activatedTimestamp) {
      active.set(evacuation.EntityHierarchy, evacuation);
    }
  }
  return active;
}

/** The audiences of an evacuation (spec default when it names none: visitors and employees). */
export function audiencesOf(evacuation: Evacuation): readonly EvacAudience[] {
  return evacuation.audience ?? ['onsiteVisitors', 'onsiteEmployees'];
}

/** The locations whose evacuation includes `audience`. */
export function hierarchiesWith(
  evacuations: ReadonlyMap<string, Evacuation>,
  audience: EvacAudience,
): string[] {
  return [...evacuations.values()]
    .filter((evacuation) => audiencesOf(evacuation).includes(audience))
    .map((evacuation) => evacuation.EntityHierarchy)
    .sort();
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const nameParts = z.looseObject({ firstName: z.unknown(), lastName: z.unknown() });
const phoneField = z.looseObject({ phoneNumber: z.unknown() });

/** `{ phone }` when the details carry a phone number, else nothing (for spreading). */
function phoneOf(details: unknown): { phone?: string } {
  const parsed = phoneField.safeParse(details);
  const phone = parsed.success ? text(parsed.data.phoneNumber) : '';
  return phone ? { phone } : {};
}

/** `{ host }` when the text is not empty (for spreading). */
function hostOf(name: unknown): { host?: string } {
  const host = text(name);
  return host ? { host } : {};
}

function fullName(details: unknown, fallback: string): string {
  const parts = nameParts.safeParse(details);
  const name = parts.success
    ? [text(parts.data.firstName), text(parts.data.lastName)].filter(Boolean).join(' ')
    : '';
  return name || fallback;
}

function covering(
  evacuations: ReadonlyMap<string, Evacuation>,
  hierarchy: string,
  audience: EvacAudience,
): Evacuation | undefined {
  const evacuation = evacuations.get(hierarchy);
  return evacuation && audiencesOf(evacuation).includes(audience) ? evacuation : undefined;
}

/** Visitors signed in and not signed out before the evacuation started. */
export function visitorsOnSite(
  records: readonly FamilyRecord<'visitorLog'>[],
  evacuations: ReadonlyMap<string, Evacuation>,
): RollCallPerson[] {
  return visitorStays(records).flatMap(({ arrival: record, leftAt }) => {
    const evacuation = covering(evacuations, record.EntityHierarchy, 'onsiteVisitors');
    if (!evacuation || !presentDuring(evacuation.activatedTimestamp, leftAt)) return [];
    const ref: EvacPersonRef = {
      EntityHierarchy: record.EntityHierarchy,
      type: 'VISITOR',
      evtTimeStampProfileID: record.evtTimeStampProfileID,
    };
    return [
      {
        key: evacPersonKey(ref),
        ref,
        name: fullName(record.visitorFullDetails, record.ProfileId),
        detail: text(record.visitorFullDetails.company),
        ...hostOf(record.hostDetails?.name),
        ...phoneOf(record.visitorFullDetails),
        audience: 'onsiteVisitors',
        hierarchy: record.EntityHierarchy,
        arrivedAt: record.evtTimeStamp,
        ...(leftAt === undefined ? {} : { leftAt }),
        evacuation,
      },
    ];
  });
}

/** Workers whose latest clock-in had no clock-out before the evacuation started. */
export function workersOnSite(
  records: readonly FamilyRecord<'workerLog'>[],
  evacuations: ReadonlyMap<string, Evacuation>,
): RollCallPerson[] {
  return workerStays(records).flatMap(({ arrival, leftAt }) => {
    const evacuation = covering(evacuations, arrival.EntityHierarchy, 'onsiteEmployees');
    if (!evacuation || !presentDuring(evacuation.activatedTimestamp, leftAt)) return [];
    const ref: EvacPersonRef = {
      EntityHierarchy: arrival.EntityHierarchy,
      type: 'EMPLOYEE',
      evtTimeStampProfileID: arrival.evtTimeStampProfileID,
    };
    return [
      {
        key: evacPersonKey(ref),
        ref,
        name: fullName(arrival.workerFullDetails, arrival.ProfileId),
        detail: '',
        ...phoneOf(arrival.workerFullDetails),
        audience: 'onsiteEmployees',
        hierarchy: arrival.EntityHierarchy,
        arrivedAt: arrival.evtTimeStamp,
        ...(leftAt === undefined ? {} : { leftAt }),
        evacuation,
      },
    ];
  });
}

/** Vehicles whose latest arrival (ON_SITE) had no departure before the evacuation started. */
export function parkingOnSite(
  records: readonly FamilyRecord<'parkingLog'>[],
  evacuations: ReadonlyMap<string, Evacuation>,
): RollCallPerson[] {
  return parkingStays(records).flatMap(({ arrival, leftAt }) => {
    const evacuation = covering(evacuations, arrival.EntityHierarchy, 'onsiteParking');
    if (!evacuation || !presentDuring(evacuation.activatedTimestamp, leftAt)) return [];
    const ref: EvacPersonRef = {
      EntityHierarchy: arrival.EntityHierarchy,
      type: 'PARKING',
      evtTimeStampUniqueAttributeValue: arrival.evtTimeStampUniqueAttributeValue,
    };
    const plate = licensePlate(arrival);
    return [
      {
        key: evacPersonKey(ref),
        ref,
        name: fullName(parkingLeading(arrival)?.personDetails, plate || ref.type),
        detail: plate,
        ...phoneOf(parkingLeading(arrival)?.personDetails),
        audience: 'onsiteParking',
        hierarchy: arrival.EntityHierarchy,
        arrivedAt: arrival.evtTimeStamp,
        ...(leftAt === undefined ? {} : { leftAt }),
        evacuation,
      },
    ];
  });
}

/**
 * Everyone in the directory of a location whose evacuation notifies the employee directory.
 * Decision: a directory person has no log event, so their reference is
 * `{activatedTimestamp}#{ProfileId}` (the log keys' shape), one per person and evacuation.
 */
export function directoryPeople(
  records: readonly FamilyRecord<'directory'>[],
  evacuations: ReadonlyMap<string, Evacuation>,
): RollCallPerson[] {
  return records.flatMap((record) => {
    const evacuation = covering(evacuations, record.EntityHierarchy, 'employeeDirectory');
    if (!evacuation) return [];
    const ref: EvacPersonRef = {
      EntityHierarchy: record.EntityHierarchy,
      type: 'EMPLOYEE',
      evtTimeStampProfileID: `${evacuation.activatedTimestamp}#${record.ProfileId}`,
    };
    return [
      {
        key: evacPersonKey(ref),
        ref,
        name: fullName(record, record.ProfileId),
        detail: '',
        ...phoneOf(record),
        audience: 'employeeDirectory',
        hierarchy: record.EntityHierarchy,
        arrivedAt: evacuation.activatedTimestamp,
        evacuation,
      },
    ];
  });
}
