import { Trans, useLingui } from '@lingui/react/macro';
import { Switch, TextInput } from '@mantine/core';
import { SectionCard } from '../SectionCard.tsx';
import { useSectionDraft } from '../useSectionDraft.ts';
import { useSectionSave } from '../useSectionSave.ts';
import type { SectionProps } from './sectionProps.ts';

/**
 * Location configuration: disabled by default (spec/workers.md §2); its fields can be changed
 * once it is enabled.
 */
export function LocationConfigSection(props: SectionProps<'locationConfig'>) {
  const { t } = useLingui();
  const { state } = props;
  const { draft, setDraft, dirty } = useSectionDraft(state.effective);
  const { card, store } = useSectionSave('locationConfig', props);
  return (
    <SectionCard
      id="location-config"
      title={<Trans>Location configuration</Trans>}
      {...card}
      enabled={draft.enabled}
      canSave={dirty}
      enabledControl={
        <Switch
          label={t`Enable location configuration`}
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.currentTarget.checked })}
        />
      }
      onSave={() => store(draft)}
    >
      <TextInput
        label={t`Short description`}
        disabled={!draft.enabled}
        maxLength={200}
        value={draft.locationShortDescription}
        onChange={(event) =>
          setDraft({ ...draft, locationShortDescription: event.currentTarget.value })
        }
      />
      <TextInput
        label={t`Time zone`}
        disabled={!draft.enabled}
        description={t`An IANA time zone, for example Africa/Johannesburg`}
        maxLength={64}
        value={draft.timeZone}
        onChange={(event) => setDraft({ ...draft, timeZone: event.currentTarget.value })}
      />
      <TextInput
        label={t`Country`}
        disabled={!draft.enabled}
        description={t`Two letters, for example ZA or GB: phone numbers typed without a country code are read in it. Empty: the parent location's.`}
        maxLength={2}
        value={draft.country ?? ''}
        onChange={(event) =>
          setDraft({ ...draft, country: event.currentTarget.value.toUpperCase() })
        }
      />
    </SectionCard>
  );
}
