import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Channel, EventType } from '../../../contract/customNotifications.ts';

export const EVENT_TYPE_LABELS: Record<EventType, MessageDescriptor> = {
  EMPLOYEE_ASSISTED_CHECKIN: msg`Employee assisted check-in`,
  EMPLOYEE_PRE_SCREENING: msg`Employee pre-screening`,
  PARKING_SCANNER: msg`Parking scanner`,
};

/** LOG_ALERT is shown as Dashboard (spec/workers.md §3). */
export const CHANNEL_LABELS: Record<Channel, MessageDescriptor> = {
  EMAIL: msg`Email`,
  SMS: msg`SMS`,
  LOG_ALERT: msg`Dashboard`,
  DATA_CAPTURE_COMPLETE: msg`Data capture complete`,
};
