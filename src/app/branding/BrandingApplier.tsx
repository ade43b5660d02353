import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconContrast } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocationSelection } from '../../kit/location/useLocationSelection.ts';
import { launchOptions } from '../shell/launchOptions.ts';
import { brandContrastProblem, brandingFor } from './branding.ts';
import { applyBranding, useActiveBranding } from './brandStore.ts';

/**
 * Re-applies branding whenever the chosen location changes (spec/frame.md §4), and warns when the
 * brand colour is too light to read on a white page (contrast ratio of src/ui/contrast.ts).
 */
export function BrandingApplier() {
  const { t } = useLingui();
  const { config, root } = useLocationSelection();
  const branding = useActiveBranding();
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    const options = launchOptions();
    const overrides = {
      whiteLabel: options.whiteLabel,
      ...(options.primaryColor ? { primaryColor: options.primaryColor } : {}),
      ...(options.logo ? { logo: options.logo } : {}),
    };
    applyBranding(brandingFor(config?.tenantFlags, root, overrides));
  }, [config, root]);

  const ratio = branding.isDefaultColor ? null : brandContrastProblem(branding.primaryColor);
  if (ratio === null || dismissed === branding.primaryColor) return null;
  const colour = branding.primaryColor;
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      icon={<IconContrast aria-hidden />}
      title={<Trans>Brand colour hard to read</Trans>}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={() => setDismissed(colour)}
    >
      <Trans>
        The primary colour {colour} has a contrast ratio of {ratio}:1 on white. Choose a darker
        colour in the location's branding so text and buttons stay readable.
      </Trans>
    </Alert>
  );
}
