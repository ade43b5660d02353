import { array, oneOf, string } from '../../../contract/plainCheck.ts';
import { definePreference, jsonText, plainText, preferenceGroup } from '../../kit/index.ts';
import { VISITOR_LOG_FILTERS } from './visitorLogFilters.ts';

/** The visitor log's preferences (spec/frame.md §9). */
export const visitorLogFilter = definePreference(
  'visitorLogFilter',
  plainText(oneOf(VISITOR_LOG_FILTERS)),
  'all',
);
/** The columns chosen for the log; null: the default ones. */
export const visitorLogColumns = definePreference(
  'visitorLogColumns',
  jsonText(array(string())),
  null,
);

const visitorPreferences = { visitorLogFilter, visitorLogColumns };
export const { readPreference, writePreference } =
  preferenceGroup<typeof visitorPreferences>(visitorPreferences);
