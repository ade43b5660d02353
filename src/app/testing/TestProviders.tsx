import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../theme.ts';

i18n.loadAndActivate({ locale: 'en-GB', messages: {} });

/** Mantine (test environment: no transitions or portals) and Lingui with the source messages. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </MantineProvider>
  );
}
