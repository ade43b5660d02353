import {
  type CustomNotification,
  NOTIFICATION_ALREADY_EXISTS,
  NOTIFICATION_INSTANCE_OBSOLETE,
  NOTIFICATION_NOT_FOUND,
  NOTIFICATIONS_RETRIEVED,
} from '../../../contract/customNotifications.ts';
import type { Sql } from '../../db/database.ts';
import { announceConfigurationChange } from '../../locationSettings/settingsStore.ts';
import {
  deleteNotification,
  hasNotificationOfType,
  insertNotification,
  newNotificationId,
  readNotificationForUpdate,
  readNotifications,
  updateNotification,
} from '../../notifications/notificationStore.ts';
import type { Caller } from '../access.ts';
import { ApiError } from '../errors.ts';
import type { OperationHandler } from '../operationTypes.ts';

/**
 * retrieveCustomNotifications: the live notifications at the queried locations. Role, account
 * flag (amNotificationsAdmin) and the location's notifications flag: the access policy.
 */
export const retrieveCustomNotifications: OperationHandler<
  'provisioningOperations/retrieveCustomNotifications'
> = async ({ sql, caller }, { hierarchies }) => ({
  key: NOTIFICATIONS_RETRIEVED,
  notifications: await readNotifications(sql, caller.organisationId, hierarchies),
});

/** The stored notification an edit or delete names, at its location and version, or a refusal. */
async function notificationToChange(
  tx: Sql,
  caller: Caller,
  details: { EntityHierarchy: string; notificationId: string; lmt: number },
): Promise<CustomNotification> {
  const stored = await readNotificationForUpdate(tx, caller.organisationId, details.notificationId);
  if (!stored || stored.EntityHierarchy !== details.EntityHierarchy) {
    throw new ApiError(404, NOTIFICATION_NOT_FOUND, 'The notification could not be found');
  }
  if (stored.lmt !== details.lmt) {
    throw new ApiError(
      409,
      NOTIFICATION_INSTANCE_OBSOLETE,
      'The notification has changed since it was read',
    );
  }
  return stored;
}

/**
 * customNotificationProcessor (spec/workers.md §7): addNotification (one per type and location),
 * editNotification (subject and template; the event and notification type stay), and
 * deleteNotification. Edits and deletes name the lmt the administrator saw. The request schema
 * has checked the template (variables of the event type, the GSM rule for SMS).
 */
export const customNotificationProcessor: OperationHandler<
  'provisioningOperations/customNotificationProcessor'
> = async ({ sql, caller, now }, { operation, notificationDetails: details }) => {
  if (operation === 'addNotification') {
    const exists = await hasNotificationOfType(
      sql,
      caller.organisationId,
      details.EntityHierarchy,
      details.notificationType,
    );
    if (exists) {
      throw new ApiError(
        409,
        NOTIFICATION_ALREADY_EXISTS,
        'The location already has a notification of this type',
      );
    }
    const notification: CustomNotification = {
      EntityHierarchy: details.EntityHierarchy,
      notificationId: newNotificationId(),
      eventType: details.eventType,
      notificationType: details.notificationType,
      ...(details.subject ? { subject: details.subject } : {}),
      template: details.template,
      lmt: now,
      updatedBy: caller.email,
    };
    await insertNotification(sql, caller.organisationId, notification);
    await announceConfigurationChange(
      sql,
      notification.EntityHierarchy,
      'customNotifications',
      now,
    );
    return { key: 'OPERATION_PROCESSED', notificationResult: notification };
  }
  const stored = await notificationToChange(sql, caller, details);
  const lmt = Math.max(now, stored.lmt + 1);
  if (operation === 'deleteNotification') {
    await deleteNotification(sql, caller.organisationId, stored.notificationId, lmt, caller.email);
    await announceConfigurationChange(sql, stored.EntityHierarchy, 'customNotifications', lmt);
    return {
      key: 'OPERATION_PROCESSED',
      notificationResult: { ...stored, lmt, updatedBy: caller.email },
    };
  }
  if (
    details.eventType !== stored.eventType ||
    details.notificationType !== stored.notificationType
  ) {
    throw new ApiError(
      409,
      NOTIFICATION_INSTANCE_OBSOLETE,
      'The notification type cannot change; it does not match the stored notification',
    );
  }
  const { subject: _old, ...rest } = stored;
  const changed: CustomNotification = {
    ...rest,
    ...(details.subject ? { subject: details.subject } : {}),
    template: details.template,
    lmt,
    updatedBy: caller.email,
  };
  await updateNotification(sql, caller.organisationId, changed);
  await announceConfigurationChange(sql, changed.EntityHierarchy, 'customNotifications', lmt);
  return { key: 'OPERATION_PROCESSED', notificationResult: changed };
};
