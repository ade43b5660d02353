import { evacResponseUpserts } from '../api/evacuation/evacResponses.ts';
import type { RecordUpsert } from '../api/records/writeRecords.ts';
import { startOfDay } from './visitorHistory.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MARSHAL = { email: 'marshal@example.com', name: 'Mia Marshal' };

/**
 * A drill at `site` on the latest day before yesterday with clock-ins there, started and ended by
 * the marshal at 10:00, with a response for each worker clocked in that day: SAFE, except the
 * first, marked NOT_SAFE and later SAFE. Nothing when the site had no attendance.
 */
export function planEvacuationDrill(
  site: string,
  workerLog: readonly RecordUpsert[],
  now: number,
): { evacuations: RecordUpsert[]; responses: RecordUpsert[] } {
  const before = startOfDay(now) - DAY;
  const clockIns = workerLog.filter(
    (e) => e.hierarchy === site && e.record.eventType === 'CLOCK_IN' && (e.eventTime ?? 0) < before,
  );
  if (clockIns.length === 0) return { evacuations: [], responses: [] };
  const last = Math.max(...clockIns.map((e) => e.eventTime ?? 0));
  const activatedTimestamp = startOfDay(last) + 10 * HOUR;
  const evacuation: RecordUpsert = {
    kind: 'upsert',
    hierarchy: site,
    key: String(activatedTimestamp),
    eventTime: activatedTimestamp,
    record: {
      activatedTimestamp,
      active: false,
      initiator: MARSHAL.email,
      initiatorName: MARSHAL.name,
      notificationType: 'EVACUATION',
      audience: ['onsiteVisitors', 'onsiteEmployees'],
      deactivatedTimestamp: activatedTimestamp + 40 * MINUTE,
      deactivatedBy: MARSHAL.email,
    },
  };
  const present = clockIns.filter((e) => startOfDay(e.eventTime ?? 0) === startOfDay(last));
  const mark = (clockIn: RecordUpsert, status: 'SAFE' | 'NOT_SAFE', after: number) =>
    evacResponseUpserts(
      {
        userData: [{ EntityHierarchy: site, type: 'EMPLOYEE', evtTimeStampProfileID: clockIn.key }],
        responseChannel: 'dashboard',
        status,
        ...(status === 'NOT_SAFE' ? { comment: 'Not at the assembly point yet' } : {}),
        responseTimestamp: activatedTimestamp + after * MINUTE,
        mutationId: `demo-drill-${after}-${clockIn.key.replaceAll(/[^A-Za-z0-9_-]/g, '-')}`,
      },
      MARSHAL,
    );
  const responses = present.flatMap((clockIn, i) =>
    i === 0
      ? [...mark(clockIn, 'NOT_SAFE', 5), ...mark(clockIn, 'SAFE', 20)]
      : mark(clockIn, 'SAFE', 3 + i),
  );
  return { evacuations: [evacuation], responses };
}
