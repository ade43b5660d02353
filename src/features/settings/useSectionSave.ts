import {
  type LocationSettingsSection,
  type SectionSaveValues,
  saveSectionRequest,
} from '../../../contract/locationSettings.ts';
import { useSaveSection } from './mutations.ts';
import type { SectionProps } from './sections/sectionProps.ts';
import { newAttempt } from './useSectionDraft.ts';

/**
 * Saving one section at its location: `card` is what its SectionCard needs (where the value comes
 * from, the save's state, Reset to inherited), `store` saves a value as this location's own. Each
 * click is a fresh attempt (its own Idempotency-Key), named by the lmt the administrator saw.
 */
export function useSectionSave<K extends LocationSettingsSection>(
  section: K,
  { at, labelOf, state, onSaved }: SectionProps<K>,
  afterSave: () => void = onSaved,
) {
  const save = useSaveSection(afterSave);
  const send = (value: SectionSaveValues[K] | null) =>
    void save.run(
      saveSectionRequest(section, { EntityHierarchy: at, lmt: state.lmt }, value),
      newAttempt(),
    );
  return {
    card: { origin: state, at, labelOf, save, onReset: () => send(null) },
    store: (value: SectionSaveValues[K]) => send(value),
    /** The value in effect is not this location's own: saving it unchanged makes it so. */
    inherited: state.source !== at,
  };
}
