import { Trans, useLingui } from '@lingui/react/macro';
import { Switch, Textarea, TextInput } from '@mantine/core';
import { SectionCard } from '../SectionCard.tsx';
import { useSectionDraft } from '../useSectionDraft.ts';
import { useSectionSave } from '../useSectionSave.ts';
import type { SectionProps } from './sectionProps.ts';

/** Texts: company name, welcome message, whether they show on the landing page. */
export function TextsSection(props: SectionProps<'texts'>) {
  const { t } = useLingui();
  const { state } = props;
  const { draft, setDraft, dirty } = useSectionDraft(state.effective);
  const { card, store, inherited } = useSectionSave('texts', props);
  const valid = draft.companyName.length <= 120 && draft.welcomeMessage.length <= 500;
  return (
    <SectionCard
      id="texts"
      title={<Trans>Texts</Trans>}
      {...card}
      canSave={valid && (dirty || inherited)}
      onSave={() => store(draft)}
    >
      <TextInput
        label={t`Company name`}
        maxLength={120}
        value={draft.companyName}
        onChange={(event) => setDraft({ ...draft, companyName: event.currentTarget.value })}
      />
      <Textarea
        label={t`Welcome message`}
        maxLength={500}
        rows={3}
        value={draft.welcomeMessage}
        onChange={(event) => setDraft({ ...draft, welcomeMessage: event.currentTarget.value })}
      />
      <Switch
        label={t`Show the texts on the landing page`}
        checked={draft.showTextsOnLanding}
        onChange={(event) =>
          setDraft({ ...draft, showTextsOnLanding: event.currentTarget.checked })
        }
      />
    </SectionCard>
  );
}
