import { Trans, useLingui } from '@lingui/react/macro';
import { Switch, Textarea, TextInput } from '@mantine/core';
import { useSaveSection } from '../mutations.ts';
import { SectionCard } from '../SectionCard.tsx';
import { newAttempt, useSectionDraft } from '../useSectionDraft.ts';
import type { SectionProps } from './sectionProps.ts';

/** Texts: company name, welcome message, whether they show on the landing page. */
export function TextsSection({ at, labelOf, state, onSaved }: SectionProps<'texts'>) {
  const { t } = useLingui();
  const { draft, setDraft, dirty } = useSectionDraft(state.effective);
  const save = useSaveSection(onSaved);
  const valid = draft.companyName.length <= 120 && draft.welcomeMessage.length <= 500;
  return (
    <SectionCard
      id="texts"
      title={<Trans>Texts</Trans>}
      origin={state}
      at={at}
      labelOf={labelOf}
      save={save}
      canSave={valid && (dirty || state.source !== at)}
      onSave={() =>
        void save.run(
          { EntityHierarchy: at, section: 'texts', lmt: state.lmt, value: draft },
          newAttempt(),
        )
      }
      onReset={() =>
        void save.run(
          { EntityHierarchy: at, section: 'texts', lmt: state.lmt, value: null },
          newAttempt(),
        )
      }
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
