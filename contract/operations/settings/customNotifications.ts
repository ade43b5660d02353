import { z } from 'zod';
import {
  customNotification,
  customNotificationRequest,
  customNotificationResponse,
  NOTIFICATIONS_RETRIEVED,
  retrieveCustomNotificationsRequest,
} from '../../customNotifications.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * Custom notifications (workers.md §6, settings/notifications): ADMIN with amNotificationsAdmin
 * where the location's notifications flag is on (the settingsNotifications feature); online only,
 * the server checks the version the administrator saw.
 */
const notificationAdministration = {
  roles: ['ADMIN'],
  accountFlags: ['amNotificationsAdmin'],
  module: null,
  features: ['settingsNotifications'],
  connectivity: 'onlineOnly',
  targetsMustExist: true,
} as const;

export const retrieveCustomNotificationsOperation = defineOperation({
  name: 'provisioningOperations/retrieveCustomNotifications',
  request: retrieveCustomNotificationsRequest,
  response: z.object({
    key: z.literal(NOTIFICATIONS_RETRIEVED),
    notifications: z.array(customNotification),
  }),
  mutates: false,
  successKeys: [NOTIFICATIONS_RETRIEVED],
  policy: { ...notificationAdministration, targets: (body) => body.hierarchies },
});

export const customNotificationProcessorOperation = defineOperation({
  name: 'provisioningOperations/customNotificationProcessor',
  request: customNotificationRequest,
  response: customNotificationResponse,
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  policy: {
    ...notificationAdministration,
    targets: (body) => [body.notificationDetails.EntityHierarchy],
  },
});
