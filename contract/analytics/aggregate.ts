import { type AnalyticsRange, rangeDays } from './rangeDays.ts';
import {
  dayNumberOf,
  localDayNumber,
  localHour,
  weekdayOf,
  weekdayOfDayNumber,
  zoneOffset,
} from './zonedTime.ts';

/**
 * Visitor analytics (spec/visitors.md §9): the figures of a range of whole days, computed the same
 * way on the device (the analytics worker, from the local database) and on the server.
 *
 * Decisions where the spec says "not shown":
 * - Days (per-day visits, gap filling, weekday averages) are local days in the range's zone, the
 *   zone the range was picked in. Hours and the weekday × hour heatmap use the visit's own
 *   location zone (evtTimeZone, the zone of the kiosk that signed it in): 09:00 is reception's
 *   09:00 at every site. A visit without a known zone uses the range's zone.
 * - The hourly distribution has one bucket per hour from 08:00 to 16:00, so it covers
 *   08:00–17:00; visits signed in before 08:00 or from 17:00 are outside it (counted apart).
 * - Weekday averages: Monday to Friday, the visits of that weekday's days in the range divided by
 *   how many of those days the range holds (days without visits count, as 0).
 * - Average duration on site: visits with a sign-out after their sign-in only, in minutes.
 * - Employees: clock-ins (CLOCK_IN events of the worker log) in the range.
 */

export interface AnalyticsVisit {
  evtTimeStamp: number;
  evtTimeStampOut?: number | undefined;
  evtTimeZone?: string | undefined;
  visitorType?: string | undefined;
  hostDetails?:
    | { name?: string | undefined; uniqueAttributeValue?: string | undefined }
    | undefined;
}

export interface AnalyticsClockIn {
  evtTimeStamp: number;
  eventType: string;
}

export interface AnalyticsInput {
  visits: Iterable<AnalyticsVisit>;
  clockIns?: Iterable<AnalyticsClockIn>;
  range: AnalyticsRange;
  /** The zone the range was picked in (IANA name). */
  timeZone: string;
}

export interface DayFigure {
  /** 'YYYY-MM-DD' in the range's zone. */
  day: string;
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
  visits: number;
  employees: number;
  /** A day without visits or clock-ins: a placeholder interval entry that keeps the axis whole. */
  placeholder: boolean;
}

export interface HourFigure {
  /** The bucket's first hour, 8 (08:00–09:00) to 16 (16:00–17:00). */
  hour: number;
  visits: number;
}

export interface WeekdayFigure {
  /** ISO weekday, 1 Monday ... 5 Friday. */
  weekday: number;
  /** How many of these weekdays the range holds. */
  days: number;
  visits: number;
  /** visits ÷ days, one decimal; 0 when the range holds none of these weekdays. */
  average: number;
}

export interface CountFigure {
  /** The host's name (or e-mail) or the visitor type; null when the visit does not say. */
  label: string | null;
  visits: number;
}

export interface AnalyticsFigures {
  timeZone: string;
  beginTime: number;
  endTime: number;
  /** Why the range was widened to day limits, or null (see rangeDays). */
  rangeProblem: string | null;
  totals: {
    visits: number;
    employees: number;
    /** Visits signed in outside 08:00–17:00 local time. */
    outsideHours: number;
    /** Mean minutes on site (one decimal) of the visits with a sign-out; null when none. */
    averageDurationMinutes: number | null;
    visitsWithDuration: number;
  };
  days: DayFigure[];
  hours: HourFigure[];
  weekdays: WeekdayFigure[];
  /** Visits per weekday (Monday–Friday) and hour (08:00–17:00), in the visit's zone. */
  heatmap: { weekday: number; hours: HourFigure[] }[];
  /** Most visits first, ties by label. */
  hosts: CountFigure[];
  types: CountFigure[];
}

export const FIRST_HOUR = 8;
/** The hour the window ends (exclusive). */
export const END_HOUR = 17;
export const WORKING_WEEKDAYS = [1, 2, 3, 4, 5] as const;

const hoursOf = () =>
  Array.from({ length: END_HOUR - FIRST_HOUR }, (_, i) => ({ hour: FIRST_HOUR + i, visits: 0 }));

const usableZones = new Map<string, boolean>();
function isUsableZone(zone: string): boolean {
  let usable = usableZones.get(zone);
  if (usable === undefined) {
    try {
      zoneOffset(0, zone);
      usable = true;
    } catch {
      usable = false;
    }
    usableZones.set(zone, usable);
  }
  return usable;
}

function hostLabel(visit: AnalyticsVisit): string | null {
  const name = visit.hostDetails?.name?.trim();
  if (name) return name;
  return visit.hostDetails?.uniqueAttributeValue?.trim() || null;
}

function counted(counts: Map<string | null, number>): CountFigure[] {
  return [...counts]
    .map(([label, visits]) => ({ label, visits }))
    .sort(
      (a, b) =>
        b.visits - a.visits ||
        (a.label ?? '\uffff').localeCompare(b.label ?? '\uffff', 'en', { sensitivity: 'base' }),
    );
}

function add(counts: Map<string | null, number>, label: string | null): void {
  counts.set(label, (counts.get(label) ?? 0) + 1);
}

/**
 * The figures of a range built up one visit and clock-in at a time (in any order), so that a
 * reader can count records as they arrive; `figures()` gives what aggregateVisits gives for the
 * same records.
 */
export interface VisitAggregator {
  addVisit(visit: AnalyticsVisit): void;
  addClockIn(event: AnalyticsClockIn): void;
  figures(): AnalyticsFigures;
}

/** The figures of `input` (records outside the range are left out). */
export function aggregateVisits(input: AnalyticsInput): AnalyticsFigures {
  const aggregator = visitAggregator(input.range, input.timeZone);
  for (const visit of input.visits) aggregator.addVisit(visit);
  for (const event of input.clockIns ?? []) aggregator.addClockIn(event);
  return aggregator.figures();
}

/** An empty VisitAggregator of `range`, its days in `timeZone`. */
export function visitAggregator(inputRange: AnalyticsRange, timeZone: string): VisitAggregator {
  if (!isUsableZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const range = rangeDays(inputRange, timeZone);
  const { beginTime, endTime } = range;
  const firstDay = dayNumberOf(range.days[0] ?? '1970-01-01');
  const days: DayFigure[] = range.days.map((day) => ({
    day,
    weekday: weekdayOf(day),
    visits: 0,
    employees: 0,
    placeholder: true,
  }));
  const hours = hoursOf();
  const heatmap = WORKING_WEEKDAYS.map((weekday) => ({ weekday, hours: hoursOf() }));
  const hosts = new Map<string | null, number>();
  const types = new Map<string | null, number>();
  let visits = 0;
  let outsideHours = 0;
  let durationSum = 0;
  let withDuration = 0;
  let employees = 0;

  function addVisit(visit: AnalyticsVisit): void {
    const time = visit.evtTimeStamp;
    if (!(time >= beginTime && time <= endTime)) return;
    visits++;
    const dayFigure = days[localDayNumber(time, timeZone) - firstDay];
    if (dayFigure) dayFigure.visits++;
    const zone =
      visit.evtTimeZone && isUsableZone(visit.evtTimeZone) ? visit.evtTimeZone : timeZone;
    const hour = localHour(time, zone);
    if (hour >= FIRST_HOUR && hour < END_HOUR) {
      const bucket = hour - FIRST_HOUR;
      hours[bucket]!.visits++;
      const weekday = weekdayOfDayNumber(localDayNumber(time, zone));
      if (weekday <= 5) heatmap[weekday - 1]!.hours[bucket]!.visits++;
    } else {
      outsideHours++;
    }
    add(hosts, hostLabel(visit));
    add(types, visit.visitorType?.trim() || null);
    const out = visit.evtTimeStampOut;
    if (out !== undefined && out > time) {
      durationSum += out - time;
      withDuration++;
    }
  }

  function addClockIn(event: AnalyticsClockIn): void {
    const time = event.evtTimeStamp;
    if (event.eventType !== 'CLOCK_IN' || !(time >= beginTime && time <= endTime)) return;
    employees++;
    const dayFigure = days[localDayNumber(time, timeZone) - firstDay];
    if (dayFigure) dayFigure.employees++;
  }

  return { addVisit, addClockIn, figures };

  function figures(): AnalyticsFigures {
    for (const day of days) day.placeholder = day.visits === 0 && day.employees === 0;

    const weekdays = WORKING_WEEKDAYS.map((weekday) => {
      const ofWeekday = days.filter((day) => day.weekday === weekday);
      const total = ofWeekday.reduce((sum, day) => sum + day.visits, 0);
      const average = ofWeekday.length === 0 ? 0 : Math.round((total / ofWeekday.length) * 10) / 10;
      return { weekday, days: ofWeekday.length, visits: total, average };
    });

    return {
      timeZone,
      beginTime,
      endTime,
      rangeProblem: range.problem,
      totals: {
        visits,
        employees,
        outsideHours,
        averageDurationMinutes:
          withDuration === 0 ? null : Math.round(durationSum / withDuration / 6_000) / 10,
        visitsWithDuration: withDuration,
      },
      days,
      hours,
      weekdays,
      heatmap,
      hosts: counted(hosts),
      types: counted(types),
    };
  }
}
