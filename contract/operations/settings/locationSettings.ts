import { z } from 'zod';
import {
  LOCATION_SETTINGS_RETRIEVED,
  LOCATION_SETTINGS_SAVED,
  locationSettingsState,
  retrieveLocationSettingsRequest,
  saveLocationSettingsRequest,
} from '../../locationSettings.ts';
import { epochMs } from '../../records.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * Location configuration and branding (workers.md §2 settings/account): ADMIN only, online only
 * (a save is checked against the stored lmt at that moment; the logo goes to the server), at a
 * location of the organisation; no module or feature.
 */
const locationSettingsAdministration = {
  roles: ['ADMIN'],
  accountFlags: [],
  module: null,
  features: [],
  connectivity: 'onlineOnly',
  targetsMustExist: true,
} as const;

export const retrieveLocationSettingsOperation = defineOperation({
  name: 'configurationOperations/retrieveLocationSettings',
  request: retrieveLocationSettingsRequest,
  response: z.object({
    key: z.literal(LOCATION_SETTINGS_RETRIEVED),
    EntityHierarchy: z.string(),
    settings: locationSettingsState,
  }),
  mutates: false,
  successKeys: [LOCATION_SETTINGS_RETRIEVED],
  policy: { ...locationSettingsAdministration, targets: (body) => [body.EntityHierarchy] },
});

export const saveLocationSettingsOperation = defineOperation({
  name: 'configurationOperations/saveLocationSettings',
  request: saveLocationSettingsRequest,
  response: z.object({
    key: z.literal(LOCATION_SETTINGS_SAVED),
    /** The section's own lmt after the save (0 after a reset). */
    updatedLmt: z.number().int().nonnegative(),
    savedAt: epochMs,
  }),
  mutates: true,
  successKeys: [LOCATION_SETTINGS_SAVED],
  policy: { ...locationSettingsAdministration, targets: (body) => [body.EntityHierarchy] },
});
