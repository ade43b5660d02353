import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import {
  LOGO_CONTENT_TYPES,
  type LogoContentType,
  MAX_LOGO_BYTES,
} from '../../../../contract/locationSettings.ts';
import { isOneOf } from '../../../../contract/plainCheck.ts';
import { SectionCard } from '../SectionCard.tsx';
import { useSectionSave } from '../useSectionSave.ts';
import type { SectionProps } from './sectionProps.ts';

interface ChosenLogo {
  name: string;
  contentType: LogoContentType;
  data: string;
  preview: string;
}

async function readLogo(file: File, contentType: LogoContentType): Promise<ChosenLogo> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  const data = btoa(binary);
  return { name: file.name, contentType, data, preview: `data:${contentType};base64,${data}` };
}

/**
 * Logo image: a transparent PNG is advised; PNG, JPEG or SVG; the size is checked here before the
 * upload (the server checks it, and the content, again).
 */
export function LogoSection(props: SectionProps<'images'>) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<ChosenLogo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { card, store } = useSectionSave('images', props, () => {
    setChosen(null);
    props.onSaved();
  });
  const choose = async (file: File | null) => {
    setChosen(null);
    setProblem(null);
    if (!file) return;
    const contentType = file.type;
    if (!isOneOf(LOGO_CONTENT_TYPES, contentType)) {
      setProblem(t`Choose a PNG, JPEG or SVG image.`);
      return;
    }
    if (file.size > MAX_LOGO_BYTES) {
      const limit = MAX_LOGO_BYTES / 1024;
      setProblem(t`The logo is larger than ${limit} KiB. Choose a smaller image.`);
      return;
    }
    setChosen(await readLogo(file, contentType));
  };
  const current = chosen?.preview ?? props.state.effective.logoImage;
  return (
    <SectionCard
      id="logo"
      title={<Trans>Logo image</Trans>}
      {...card}
      canSave={chosen !== null}
      onSave={() => {
        if (chosen) store({ contentType: chosen.contentType, data: chosen.data });
      }}
    >
      <Text size="sm" c="dimmed">
        <Trans>Logo advice: transparent PNG up to 1000px wide or 600px tall.</Trans>
      </Text>
      {current ? (
        <img
          src={current}
          alt={t`Logo`}
          style={{ maxWidth: 240, maxHeight: 120, objectFit: 'contain' }}
        />
      ) : (
        <Text size="sm">
          <Trans>No logo.</Trans>
        </Text>
      )}
      <Group gap="sm">
        <FileButton onChange={(file) => void choose(file)} accept={LOGO_CONTENT_TYPES.join(',')}>
          {(props) => (
            <Button variant="default" {...props}>
              <Trans>Choose a logo</Trans>
            </Button>
          )}
        </FileButton>
        {chosen && <Text size="sm">{chosen.name}</Text>}
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </SectionCard>
  );
}
