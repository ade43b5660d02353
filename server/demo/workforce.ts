import { SHIFT_CHECK_IN_FIELD } from '../../contract/operations/workers/recordClockEvent.ts';
import type { RecordUpsert } from '../api/records/writeRecords.ts';
import { pick, randomPerson } from './people.ts';
import { startOfDay } from './visitorHistory.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const WORKERS_PER_SITE = 6;
const TAGS = ['FIRST_AID', 'FORKLIFT', 'CONTRACTOR', 'CLEANING', 'SECURITY'];

/** A worker of the demo directory: stable id per site and index. */
export interface DemoWorker {
  hierarchy: string;
  ProfileId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  organizationIdValue: string;
}

export function demoWorkers(sites: readonly string[], random: () => number): DemoWorker[] {
  return sites.flatMap((site) =>
    Array.from({ length: WORKERS_PER_SITE }, (_, i) => {
      const person = randomPerson(random);
      const slug = site.split('#').at(-1) ?? site;
      return {
        hierarchy: site,
        ProfileId: `worker-${slug}-${i + 1}`,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email.replace(/@.*/, '@acme.example'),
        phoneNumber: person.phoneNumber.replaceAll(' ', ''),
        organizationIdValue: `EMP${slug.slice(0, 3).toUpperCase()}${String(i + 1).padStart(3, '0')}`,
      };
    }),
  );
}

export function directoryUpsert(worker: DemoWorker, random: () => number): RecordUpsert {
  return {
    kind: 'upsert',
    hierarchy: worker.hierarchy,
    key: worker.ProfileId,
    eventTime: null,
    record: {
      ProfileId: worker.ProfileId,
      firstName: worker.firstName,
      lastName: worker.lastName,
      email: worker.email,
      phoneNumber: worker.phoneNumber,
      personalIdentificationNr: `ID${worker.organizationIdValue}`,
      organizationIdValue: worker.organizationIdValue,
      lineManagers: ['refilwe.molefe@acme.example'],
      tags: [pick(random, TAGS)],
      flowTypeRef: { flowId: 'workers', flowNature: 1 },
    },
  };
}

/** The demo's check-in field: which shift, a single-select drop-down. */
const SHIFT_FIELD = SHIFT_CHECK_IN_FIELD;

export interface WorkerEventOptions {
  /** PENDING while biometric analysis runs (the worker log hides it and counts it). */
  biometricPending?: boolean;
  /** The check-in field's value (clock-ins only). */
  shift?: 'DAY' | 'NIGHT';
}

/** A CLOCK_IN or CLOCK_OUT; `referenceTimeStamp` pairs an out with its in. */
export function workerEventUpsert(
  worker: DemoWorker,
  eventType: 'CLOCK_IN' | 'CLOCK_OUT',
  at: number,
  referenceTimeStamp: number,
  options: WorkerEventOptions = {},
): RecordUpsert {
  const key = `${at}#${worker.ProfileId}`;
  return {
    kind: 'upsert',
    hierarchy: worker.hierarchy,
    key,
    eventTime: at,
    record: {
      evtTimeStampProfileID: key,
      evtTimeStamp: at,
      actualEvtTimeStamp: at,
      eventType,
      ProfileId: worker.ProfileId,
      referenceTimeStamp,
      biometricProcessingStatus: options.biometricPending ? 'PENDING' : 'BIOMETRIC_N/A',
      workerFullDetails: {
        firstName: worker.firstName,
        lastName: worker.lastName,
        phoneNumber: worker.phoneNumber,
        email: worker.email,
        organizationIdValue: worker.organizationIdValue,
      },
      flowIdentityType: { additionalFlowDataCapturing: { checkIn: [SHIFT_FIELD] } },
      ...(eventType === 'CLOCK_IN' && options.shift
        ? { checkInFieldValues: { [SHIFT_FIELD.id]: options.shift } }
        : {}),
    },
  };
}

function preScreeningUpsert(worker: DemoWorker, date: number, random: () => number): RecordUpsert {
  const key = `${date}#${worker.ProfileId}`;
  const roll = random();
  const screeningStatus = roll < 0.85 ? 'PASSED' : roll < 0.95 ? 'FAILED' : 'INCOMPLETE';
  return {
    kind: 'upsert',
    hierarchy: worker.hierarchy,
    key,
    eventTime: date,
    record: {
      preScreeningDateProfileID: key,
      preScreeningDate: date,
      screeningStatus,
      flowTypeRef: { flowId: 'workers', flowNature: 1 },
      employeeDetails: { firstName: worker.firstName, lastName: worker.lastName },
      leadingSubmission: {
        submissionValues: { temperatureOk: screeningStatus === 'PASSED' },
        processingTimeStamp: date + Math.floor(random() * 2 * MINUTE),
      },
    },
  };
}

export interface WorkforcePlan {
  directory: RecordUpsert[];
  workerLog: RecordUpsert[];
  preScreening: RecordUpsert[];
}

/** One worker per site works nights: in at about 21:00, out the next morning. */
export function worksNights(worker: DemoWorker): boolean {
  return worker.ProfileId.endsWith(`-${WORKERS_PER_SITE}`);
}

/**
 * Weekend cover: on Saturdays and Sundays the night worker and the first worker of each site
 * work (every weekend day, so a site always has shifts on a weekend day after the morning).
 */
export function coversWeekends(worker: DemoWorker): boolean {
  return worksNights(worker) || worker.ProfileId.endsWith('-1');
}

/** How often a shift misses its clock-out or its clock-in (a missed punch). */
const MISSED_CLOCK_OUT = 0.05;
const MISSED_CLOCK_IN = 0.03;
/** How often an event of the last day is still in biometric analysis. */
const BIOMETRIC_PENDING = 0.08;

/**
 * The directory of each site and attendance on the last `days` days and today: on weekdays a
 * screening and a clock-in each morning for most workers (weekends: the cover, coversWeekends), a clock-out each evening (only when
 * it has passed, so some are still on site); one worker per site on night shifts across midnight; now
 * and then a missed clock-out or clock-in; and some events of the last day still PENDING
 * biometric analysis.
 */
export function planWorkforce(
  workers: readonly DemoWorker[],
  now: number,
  random: () => number,
  days = 10,
): WorkforcePlan {
  const plan: WorkforcePlan = { directory: [], workerLog: [], preScreening: [] };
  for (const worker of workers) plan.directory.push(directoryUpsert(worker, random));
  const today = startOfDay(now);
  for (let back = days; back >= 0; back--) {
    const day = today - back * DAY;
    const weekday = new Date(day).getDay();
    const weekend = weekday === 0 || weekday === 6;
    for (const worker of workers) {
      if (weekend ? !coversWeekends(worker) : random() < 0.15) continue;
      const night = worksNights(worker);
      const clockIn = day + (night ? 21 : 6) * HOUR + Math.floor(random() * 3 * HOUR);
      if (clockIn >= now) continue;
      const clockOut = night
        ? day + DAY + 5 * HOUR + Math.floor(random() * 2 * HOUR)
        : day + 15 * HOUR + Math.floor(random() * 3 * HOUR);
      const pending = (at: number) => at >= now - DAY && random() < BIOMETRIC_PENDING;
      const missed = random();
      const missedIn = missed < MISSED_CLOCK_IN;
      const missedOut = !missedIn && missed < MISSED_CLOCK_IN + MISSED_CLOCK_OUT;
      plan.preScreening.push(preScreeningUpsert(worker, clockIn - 10 * MINUTE, random));
      if (!missedIn) {
        plan.workerLog.push(
          workerEventUpsert(worker, 'CLOCK_IN', clockIn, clockIn, {
            biometricPending: pending(clockIn),
            shift: night ? 'NIGHT' : 'DAY',
          }),
        );
      }
      if (clockOut < now && !missedOut) {
        plan.workerLog.push(
          workerEventUpsert(worker, 'CLOCK_OUT', clockOut, clockIn, {
            biometricPending: pending(clockOut),
          }),
        );
      }
    }
  }
  return plan;
}
