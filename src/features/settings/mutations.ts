import { useLingui } from '@lingui/react/macro';
import {
  BRANDING_SECTIONS,
  LOGO_NOT_ACCEPTED,
  type SaveLocationSettingsRequest,
  SETTINGS_OBSOLETE,
} from '../../../contract/locationSettings.ts';
import {
  refusalKey,
  requestConfigurationRefresh,
  useApiClient,
  useOnlineOperation,
} from '../../kit/index.ts';

/**
 * Saves one section (spec/workers.md §4 "Configuration saves"): its own loading and error state;
 * a value of null resets the section to the inherited one. Saving texts, the logo or the colours
 * re-reads the configuration at once, so this device's branding changes without waiting for the
 * live notice that tells every other device.
 */
export function useSaveSection(onSaved: () => void) {
  const api = useApiClient();
  const { t } = useLingui();
  return useOnlineOperation(async (request: SaveLocationSettingsRequest, attempt: string) => {
    try {
      await api.call('configurationOperations/saveLocationSettings', request, {
        idempotencyKey: attempt,
      });
    } catch (error) {
      const key = refusalKey(error);
      if (key === undefined) throw error;
      if (key === SETTINGS_OBSOLETE) {
        throw new Error(
          t`These settings were changed by someone else since they were loaded. Reload them and try again.`,
        );
      }
      if (key === LOGO_NOT_ACCEPTED) {
        throw new Error(
          t`The logo was not accepted: use a PNG, JPEG or SVG image without scripts.`,
        );
      }
      throw new Error(t`Failed to save the configuration. Please try again or contact support.`);
    }
    if (BRANDING_SECTIONS.includes(request.section)) requestConfigurationRefresh();
    onSaved();
  });
}
