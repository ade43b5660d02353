import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, ColorInput, Group, SimpleGrid, Text } from '@mantine/core';
import {
  type BrandingColorsSettings,
  textOnPrimaryContrast,
} from '../../../../contract/locationSettings.ts';
import { MINIMUM_TEXT_CONTRAST, parseColour } from '../../../ui/contrast.ts';
import { SectionCard } from '../SectionCard.tsx';
import { useSectionDraft } from '../useSectionDraft.ts';
import { useSectionSave } from '../useSectionSave.ts';
import type { SectionProps } from './sectionProps.ts';

/** The text colour on the primary colour, live, against the minimum a save needs. */
function ContrastFigure({ colours }: { colours: BrandingColorsSettings }) {
  const ratio = textOnPrimaryContrast(colours);
  const enough = ratio >= MINIMUM_TEXT_CONTRAST;
  const figure = ratio.toFixed(2);
  const minimum = MINIMUM_TEXT_CONTRAST;
  return (
    <Text size="sm" c={enough ? 'green' : 'red'} aria-live="polite" data-testid="contrast-figure">
      {enough ? (
        <Trans>
          Contrast of the text colour on the primary colour: {figure}:1 (at least {minimum}:1
          needed).
        </Trans>
      ) : (
        <Trans>
          Contrast of the text colour on the primary colour: {figure}:1, below the {minimum}:1
          needed. Choose a darker primary or another text colour.
        </Trans>
      )}
    </Text>
  );
}

/** What a button and a header in these colours look like. */
function Preview({ colours }: { colours: BrandingColorsSettings }) {
  const { t } = useLingui();
  const usable = Object.values(colours).every((value) => parseColour(value) !== null);
  if (!usable) return null;
  return (
    <Box
      p="sm"
      style={{ background: colours.secondary, borderRadius: 8 }}
      aria-label={t`Preview`}
      data-testid="brand-preview"
    >
      <Group gap="sm">
        <Button style={{ background: colours.primary, color: colours.text }} tabIndex={-1}>
          <Trans>Primary button</Trans>
        </Button>
        <Box
          px="sm"
          py={6}
          style={{ background: colours.tertiary, color: colours.text, borderRadius: 6 }}
        >
          <Trans>Tertiary</Trans>
        </Box>
      </Group>
    </Box>
  );
}

/** Brand colours: primary, secondary, tertiary and text, with a live contrast check. */
export function BrandColoursSection(props: SectionProps<'brandingColors'>) {
  const { t } = useLingui();
  const { state } = props;
  const { draft, setDraft, dirty } = useSectionDraft(state.effective);
  const { card, store, inherited } = useSectionSave('brandingColors', props);
  const valid =
    Object.values(draft).every((value) => parseColour(value) !== null) &&
    textOnPrimaryContrast(draft) >= MINIMUM_TEXT_CONTRAST;
  const field = (name: keyof BrandingColorsSettings, label: string) => (
    <ColorInput
      label={label}
      format="hex"
      value={draft[name]}
      onChange={(value) => setDraft({ ...draft, [name]: value })}
      error={parseColour(draft[name]) ? undefined : t`Enter a colour such as #1a5f9e`}
    />
  );
  return (
    <SectionCard
      id="brand-colours"
      title={<Trans>Brand colours</Trans>}
      {...card}
      canSave={valid && (dirty || inherited)}
      onSave={() => store(draft)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('primary', t`Primary colour`)}
        {field('secondary', t`Secondary colour`)}
        {field('tertiary', t`Tertiary colour`)}
        {field('text', t`Text colour`)}
      </SimpleGrid>
      <ContrastFigure colours={draft} />
      <Preview colours={draft} />
    </SectionCard>
  );
}
