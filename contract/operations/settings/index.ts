import { manageApiKeysOperation, retrieveApiKeysOperation } from './apiKeys.ts';
import { customFieldProcessorOperation, retrieveCustomFieldsOperation } from './customFields.ts';
import {
  customNotificationProcessorOperation,
  retrieveCustomNotificationsOperation,
} from './customNotifications.ts';
import {
  retrieveLocationSettingsOperation,
  saveLocationSettingsOperation,
} from './locationSettings.ts';
import {
  manageDevicesOperation,
  retrieveDevicesOperation,
  retrieveUserLoginAuditOperation,
} from './resources.ts';

/** The settings and integrations area's operations (listed in DEFINED_OPERATIONS). */
export const SETTINGS_OPERATIONS = [
  retrieveApiKeysOperation,
  manageApiKeysOperation,
  retrieveCustomFieldsOperation,
  customFieldProcessorOperation,
  retrieveCustomNotificationsOperation,
  customNotificationProcessorOperation,
  retrieveLocationSettingsOperation,
  saveLocationSettingsOperation,
  retrieveDevicesOperation,
  manageDevicesOperation,
  retrieveUserLoginAuditOperation,
] as const;

export * from './apiKeys.ts';
export * from './customFields.ts';
export * from './customNotifications.ts';
export * from './locationSettings.ts';
export * from './resources.ts';
