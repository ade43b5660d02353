/**
 * Custom notifications (spec/workers.md §3 "Custom notification"): each event type (group) has
 * one notification type per channel. The spec names two of the types
 * (ASSISTED_CHECKIN_BACKEND_DATA_RECEIVED_EMAIL, PARKING_SCANNER_DASHBOARD_LOG_ALERT); the others
 * follow the same pattern: `<event prefix>_<trigger>_<channel>`, LOG_ALERT as DASHBOARD_LOG_ALERT.
 */

export const EVENT_TYPES = [
  'EMPLOYEE_ASSISTED_CHECKIN',
  'EMPLOYEE_PRE_SCREENING',
  'PARKING_SCANNER',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const CHANNELS = ['EMAIL', 'SMS', 'LOG_ALERT', 'DATA_CAPTURE_COMPLETE'] as const;
export type Channel = (typeof CHANNELS)[number];

const TYPE_PREFIX: Record<EventType, string> = {
  EMPLOYEE_ASSISTED_CHECKIN: 'ASSISTED_CHECKIN_BACKEND_DATA_RECEIVED',
  EMPLOYEE_PRE_SCREENING: 'PRE_SCREENING_BACKEND_DATA_RECEIVED',
  PARKING_SCANNER: 'PARKING_SCANNER',
};

const CHANNEL_SUFFIX: Record<Channel, string> = {
  EMAIL: 'EMAIL',
  SMS: 'SMS',
  LOG_ALERT: 'DASHBOARD_LOG_ALERT',
  DATA_CAPTURE_COMPLETE: 'DATA_CAPTURE_COMPLETE',
};

/** The notification type of an event type on a channel. */
export function notificationTypeOf(eventType: EventType, channel: Channel): string {
  const prefix = TYPE_PREFIX[eventType];
  // PARKING_SCANNER_DASHBOARD_LOG_ALERT (spec) has no trigger word in it.
  return `${prefix}_${CHANNEL_SUFFIX[channel]}`;
}

/** Every notification type, with its event type and channel. */
export const NOTIFICATION_TYPES: readonly {
  eventType: EventType;
  channel: Channel;
  notificationType: string;
}[] = EVENT_TYPES.flatMap((eventType) =>
  CHANNELS.map((channel) => ({
    eventType,
    channel,
    notificationType: notificationTypeOf(eventType, channel),
  })),
);

export function describeNotificationType(
  notificationType: string,
): { eventType: EventType; channel: Channel } | undefined {
  const found = NOTIFICATION_TYPES.find((type) => type.notificationType === notificationType);
  return found && { eventType: found.eventType, channel: found.channel };
}

/** The template variables each event type offers (spec/workers.md §3). */
export const EVENT_VARIABLES: Record<EventType, readonly string[]> = {
  EMPLOYEE_ASSISTED_CHECKIN: [
    'companyName',
    'locationShortDescription',
    'employeeName',
    'phoneNumber',
    'email',
  ],
  EMPLOYEE_PRE_SCREENING: [
    'companyName',
    'locationShortDescription',
    'employeeName',
    'phoneNumber',
    'email',
  ],
  PARKING_SCANNER: [
    'companyName',
    'locationShortDescription',
    'personName',
    'processType',
    'hostName',
  ],
};

/** The values the preview puts in place of each variable. */
export const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  companyName: 'Acme Holdings',
  locationShortDescription: 'Johannesburg HQ',
  employeeName: 'Thandi Mokoena',
  phoneNumber: '+27 82 555 0100',
  email: 'thandi.mokoena@example.com',
  personName: 'Sam Driver',
  processType: 'Entry',
  hostName: 'Hugo Host',
};
