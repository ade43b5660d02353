import type { AnalyticsClockIn, AnalyticsVisit } from './aggregate.ts';

/**
 * The fields analytics reads from a stored visitor log record or worker log event, type-checked
 * one by one: a row an older version stored, or one with a field of the wrong type, still counts
 * with what it has (null: no usable sign-in time, so it cannot be placed in the range).
 */

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
const time = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function field(record: object, name: string): unknown {
  return Object.hasOwn(record, name) ? Reflect.get(record, name) : undefined;
}

export function analyticsVisitOf(record: unknown): AnalyticsVisit | null {
  if (typeof record !== 'object' || record === null) return null;
  const evtTimeStamp = time(field(record, 'evtTimeStamp'));
  if (evtTimeStamp === undefined) return null;
  const host = field(record, 'hostDetails');
  return {
    evtTimeStamp,
    evtTimeStampOut: time(field(record, 'evtTimeStampOut')),
    evtTimeZone: text(field(record, 'evtTimeZone')),
    visitorType: text(field(record, 'visitorType')),
    hostDetails:
      typeof host === 'object' && host !== null
        ? {
            name: text(field(host, 'name')),
            uniqueAttributeValue: text(field(host, 'uniqueAttributeValue')),
          }
        : undefined,
  };
}

export function analyticsClockInOf(record: unknown): AnalyticsClockIn | null {
  if (typeof record !== 'object' || record === null) return null;
  const evtTimeStamp = time(field(record, 'evtTimeStamp'));
  const eventType = text(field(record, 'eventType'));
  return evtTimeStamp === undefined || eventType === undefined ? null : { evtTimeStamp, eventType };
}
