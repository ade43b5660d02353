import { Trans, useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import type { FeaturesSettings } from '../../../../contract/locationSettings.ts';
import { useSaveSection } from '../mutations.ts';
import { SectionCard } from '../SectionCard.tsx';
import { newAttempt, useSectionDraft } from '../useSectionDraft.ts';
import type { SectionProps } from './sectionProps.ts';

/** Features: badge printing (with auto cut and reprint) and voice feedback. */
export function FeaturesSection({ at, labelOf, state, onSaved }: SectionProps<'features'>) {
  const { t } = useLingui();
  const { draft, setDraft, dirty } = useSectionDraft(state.effective);
  const save = useSaveSection(onSaved);
  const toggle = (field: keyof FeaturesSettings) => (event: { currentTarget: HTMLInputElement }) =>
    setDraft({ ...draft, [field]: event.currentTarget.checked });
  return (
    <SectionCard
      id="features"
      title={<Trans>Features</Trans>}
      origin={state}
      at={at}
      labelOf={labelOf}
      save={save}
      canSave={dirty || state.source !== at}
      onSave={() =>
        void save.run(
          { EntityHierarchy: at, section: 'features', lmt: state.lmt, value: draft },
          newAttempt(),
        )
      }
      onReset={() =>
        void save.run(
          { EntityHierarchy: at, section: 'features', lmt: state.lmt, value: null },
          newAttempt(),
        )
      }
    >
      <Switch
        label={t`Badge printing`}
        checked={draft.badgePrintingEnabled}
        onChange={toggle('badgePrintingEnabled')}
      />
      <Switch
        label={t`Cut each badge automatically`}
        checked={draft.badgePrintingAutoCut}
        disabled={!draft.badgePrintingEnabled}
        onChange={toggle('badgePrintingAutoCut')}
      />
      <Switch
        label={t`Allow badge reprints`}
        checked={draft.badgeReprintAllowed}
        disabled={!draft.badgePrintingEnabled}
        onChange={toggle('badgeReprintAllowed')}
      />
      <Switch
        label={t`Voice feedback`}
        checked={draft.voiceFeedbackEnabled}
        onChange={toggle('voiceFeedbackEnabled')}
      />
    </SectionCard>
  );
}
