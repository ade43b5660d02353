import { Trans } from '@lingui/react/macro';
import { Skeleton, Stack, Text } from '@mantine/core';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import { OnlineOperationNotice, useLocationSelection } from '../../kit/index.ts';
import { useLocationSettings } from './queries.ts';
import { BrandColoursSection } from './sections/BrandColoursSection.tsx';
import { FeaturesSection } from './sections/FeaturesSection.tsx';
import { LocationConfigSection } from './sections/LocationConfigSection.tsx';
import { LogoSection } from './sections/LogoSection.tsx';
import { TextsSection } from './sections/TextsSection.tsx';

/**
 * The "Location" tab: the settings of the selected location, section by section, each showing
 * where its value comes from. Online only: the settings are read from and saved to the server.
 */
export function LocationSettingsTab() {
  const { root, labelOf } = useLocationSelection();
  const at = root && root !== ALL_LOCATIONS ? root : undefined;
  const settings = useLocationSettings(at);
  const { reload } = settings;
  if (!at) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Choose a location to configure it.</Trans>
      </Text>
    );
  }
  const state = settings.settings;
  const onSaved = () => void reload();
  const common = { at, labelOf, onSaved };
  const location = labelOf(at);
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          Settings of {location}. A location without its own value uses the nearest location above
          it; saving a section here overrides it for this location and those below.
        </Trans>
      </Text>
      <OnlineOperationNotice state={settings.state} onRetry={onSaved} />
      {state ? (
        <Stack gap="md" key={at}>
          <TextsSection {...common} state={state.texts} />
          <FeaturesSection {...common} state={state.features} />
          <LogoSection {...common} state={state.images} />
          <BrandColoursSection {...common} state={state.brandingColors} />
          <LocationConfigSection {...common} state={state.locationConfig} />
        </Stack>
      ) : (
        settings.state.status !== 'failed' &&
        settings.state.status !== 'needs-connection' && (
          <Stack gap="md" aria-busy="true">
            <Skeleton height={160} />
            <Skeleton height={160} />
          </Stack>
        )
      )}
    </Stack>
  );
}
