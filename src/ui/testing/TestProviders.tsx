import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import type { ReactNode } from 'react';

i18n.loadAndActivate({ locale: 'en-GB', messages: {} });

/**
 * Mantine (test environment: no transitions or portals) and Lingui with the source messages.
 * The app passes its theme (src/app/testing/TestProviders.tsx); shared components test without.
 */
export function TestProviders({
  children,
  theme,
}: {
  children: ReactNode;
  theme?: MantineThemeOverride;
}) {
  return (
    <MantineProvider theme={theme} env="test">
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </MantineProvider>
  );
}
