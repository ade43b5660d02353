import { array, string } from '../../../contract/plainCheck.ts';
import { definePreference, jsonText, preferenceGroup } from '../../kit/index.ts';

/** The columns chosen for the parking log (spec/frame.md §9); null: the default ones. */
export const parkingLogColumns = definePreference(
  'parkingLogColumns',
  jsonText(array(string())),
  null,
);

const parkingPreferences = { parkingLogColumns };
export const { usePreference, writePreference } =
  preferenceGroup<typeof parkingPreferences>(parkingPreferences);
