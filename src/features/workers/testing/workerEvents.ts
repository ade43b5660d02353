import type { FamilyRecord } from '../../../kit/index.ts';

type WorkerRecord = FamilyRecord<'workerLog'>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A worker log record for tests, with the fields pairing and the columns read. */
export function workerEvent(
  eventType: WorkerRecord['eventType'],
  at: number,
  extra: Partial<WorkerRecord> = {},
): WorkerRecord {
  const ProfileId = extra.ProfileId ?? 'worker-1';
  return {
    EntityHierarchy: 'acme#north#mill',
    evtTimeStampProfileID: `${at}#${ProfileId}`,
    evtTimeStamp: at,
    eventType,
    ProfileId,
    referenceTimeStamp: at,
    biometricProcessingStatus: 'BIOMETRIC_N/A',
    lmt: at,
    changeSeq: 1,
    workerFullDetails: { firstName: 'Thandi', lastName: ProfileId },
    ...extra,
  };
}

/**
 * A month of a large site: `workers` people clocking in each weekday morning and out each
 * evening (a few night shifts across midnight, a few missed clock-outs, a few PENDING events),
 * `days` days ending at `end`, in the order a Dexie read gives them (newest first).
 */
export function largeSiteMonth(workers: number, days: number, end: number): WorkerRecord[] {
  const events: WorkerRecord[] = [];
  const firstDay = end - days * DAY;
  for (let day = 0; day < days; day++) {
    const dayStart = firstDay + day * DAY;
    for (let w = 0; w < workers; w++) {
      const ProfileId = `worker-${w}`;
      const night = w % 10 === 0;
      const clockIn = dayStart + (night ? 20 : 7) * HOUR + ((w * 7919) % 3_600_000);
      const clockOut = clockIn + 9 * HOUR;
      events.push(
        workerEvent('CLOCK_IN', clockIn, {
          ProfileId,
          ...(w % 97 === 3 ? { biometricProcessingStatus: 'PENDING' } : {}),
        }),
      );
      if ((w + day) % 53 !== 0) {
        events.push(workerEvent('CLOCK_OUT', clockOut, { ProfileId, referenceTimeStamp: clockIn }));
      }
    }
  }
  return events.sort((a, b) => b.evtTimeStamp - a.evtTimeStamp);
}
