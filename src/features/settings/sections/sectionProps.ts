import type {
  LocationSettingsSection,
  SectionState,
} from '../../../../contract/locationSettings.ts';

/** What every section of the location settings receives. */
export interface SectionProps<K extends LocationSettingsSection> {
  at: string;
  labelOf: (key: string) => string;
  state: SectionState<K>;
  /** Called after a save or reset: the settings are read again. */
  onSaved: () => void;
}
