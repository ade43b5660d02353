import { useEffect } from 'react';
import { useHierarchyConfigState } from '../../config/hierarchyConfigStore.ts';
import { useActiveBranding } from '../branding/brandStore.ts';
import { supportMessenger } from './supportWidget.ts';
import {
  pollSupportWidgetStyling,
  sendSupportCompany,
  styleSupportLauncher,
} from './supportWidgetSync.ts';

/**
 * Keeps the support widget in step with the shell: the company details once the configuration
 * has loaded, and the launcher in the active primary colour. Does nothing without the widget.
 */
export function useSupportWidgetSync(): void {
  const { config } = useHierarchyConfigState();
  const { primaryColor } = useActiveBranding();

  useEffect(() => {
    if (config) sendSupportCompany(config);
  }, [config]);

  useEffect(() => {
    if (!supportMessenger()) return;
    return pollSupportWidgetStyling(() => styleSupportLauncher(primaryColor));
  }, [primaryColor]);
}
