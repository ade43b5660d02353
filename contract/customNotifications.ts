import { z } from 'zod';
import { identifier, locationKey, safeString } from './input/index.ts';
import {
  type Channel,
  describeNotificationType,
  EVENT_TYPES,
  type EventType,
} from './notifications/catalogue.ts';
import { problemText, templateProblems, typeBelongsTo } from './notifications/rules.ts';
import { epochMs } from './records.ts';

/**
 * Custom notifications (spec/workers.md §3 "Custom notification", §7 customNotificationProcessor,
 * §8 "Notifications"): per location, one notification per notification type (an event type on a
 * channel), with an email subject and a template using the event type's variables. An ADMIN with
 * amNotificationsAdmin adds, edits and deletes them online; an edit or delete names the lmt the
 * administrator saw (NOTIFICATION_INSTANCE_OBSOLETE otherwise).
 */

export * from './notifications/catalogue.ts';
export * from './notifications/gsm.ts';
export * from './notifications/rules.ts';
export * from './notifications/template.ts';

export const NOTIFICATIONS_RETRIEVED = 'NOTIFICATIONS_RETRIEVED';
export const MAX_TEMPLATE_LENGTH = 2000;

export const customNotification = z.object({
  EntityHierarchy: z.string(),
  notificationId: z.string(),
  eventType: z.enum(EVENT_TYPES),
  notificationType: z.string(),
  /** EMAIL only: the subject line (may use the same variables). */
  subject: z.optional(z.string()),
  template: z.string(),
  lmt: epochMs,
  updatedBy: z.string(),
});
export type CustomNotification = z.infer<typeof customNotification>;

/** The channel of a stored notification (from its type). */
export function channelOf(notification: { notificationType: string }): Channel | undefined {
  return describeNotificationType(notification.notificationType)?.channel;
}

const content = z.object({
  EntityHierarchy: locationKey(),
  eventType: z.enum(EVENT_TYPES),
  notificationType: identifier({ max: 100 }),
  subject: z.optional(safeString({ max: 200, trim: true, singleLine: true })),
  template: safeString({ max: MAX_TEMPLATE_LENGTH, min: 1, trim: true }),
});

type Content = z.infer<typeof content>;

function checkContent(details: Content, context: z.RefinementCtx): void {
  if (!typeBelongsTo(details.notificationType, details.eventType)) {
    context.addIssue({
      code: 'custom',
      path: ['notificationType'],
      message: `${details.notificationType} is not a notification type of ${details.eventType}`,
    });
    return;
  }
  const channel = describeNotificationType(details.notificationType)?.channel as Channel;
  const texts: [string, string][] = [['template', details.template]];
  if (details.subject !== undefined) texts.push(['subject', details.subject]);
  for (const [path, text] of texts) {
    for (const problem of templateProblems(details.eventType as EventType, channel, text)) {
      context.addIssue({ code: 'custom', path: [path], message: problemText(problem) });
    }
  }
}

const reference = {
  notificationId: identifier({ max: 100 }),
  lmt: epochMs,
};

export const customNotificationRequest = z.discriminatedUnion('operation', [
  z.object({
    operation: z.literal('addNotification'),
    notificationDetails: content.superRefine(checkContent),
  }),
  z.object({
    operation: z.literal('editNotification'),
    notificationDetails: content.extend(reference).superRefine(checkContent),
  }),
  z.object({
    operation: z.literal('deleteNotification'),
    notificationDetails: z.object({ EntityHierarchy: locationKey(), ...reference }),
  }),
]);
export type CustomNotificationRequest = z.infer<typeof customNotificationRequest>;

export const customNotificationResponse = z.object({
  key: z.literal('OPERATION_PROCESSED'),
  /** The notification after the change (for a delete: as it was, with the deletion's lmt). */
  notificationResult: customNotification,
});

export const retrieveCustomNotificationsRequest = z.object({
  hierarchies: z.array(locationKey()).min(1).max(100),
});
