import { Trans, useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import type { FeaturesSettings } from '../../../../contract/locationSettings.ts';
import { SectionCard } from '../SectionCard.tsx';
import { useSectionDraft } from '../useSectionDraft.ts';
import { useSectionSave } from '../useSectionSave.ts';
import type { SectionProps } from './sectionProps.ts';

/** Features: badge printing (with auto cut and reprint) and voice feedback. */
export function FeaturesSection(props: SectionProps<'features'>) {
  const { t } = useLingui();
  const { state } = props;
  const { draft, setDraft, dirty } = useSectionDraft(state.effective);
  const { card, store, inherited } = useSectionSave('features', props);
  const toggle = (field: keyof FeaturesSettings) => (event: { currentTarget: HTMLInputElement }) =>
    setDraft({ ...draft, [field]: event.currentTarget.checked });
  return (
    <SectionCard
      id="features"
      title={<Trans>Features</Trans>}
      {...card}
      canSave={dirty || inherited}
      onSave={() => store(draft)}
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
