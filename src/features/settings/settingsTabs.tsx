import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { CustomFieldsPanel } from '../customFields/index.ts';
import { LoginAuditPanel } from '../resources/LoginAuditPanel.tsx';
import { LocationSettingsTab } from './LocationSettingsTab.tsx';

/**
 * THE TAB LIST of settings/account, in order (the first opens by default). Other settings
 * ("Custom fields", "Sign-ins", ...) are added here as one entry each.
 */
export const SETTINGS_TABS: readonly {
  value: string;
  label: MessageDescriptor;
  Panel: ComponentType;
}[] = [
  { value: 'location', label: msg`Location`, Panel: LocationSettingsTab },
  { value: 'custom-fields', label: msg`Custom fields`, Panel: CustomFieldsPanel },
  { value: 'sign-ins', label: msg`Sign-ins`, Panel: LoginAuditPanel },
];
