import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { EnvironmentFile } from '../../contract/env.ts';
import { UpdatePrompt, usePendingChanges } from '../features/pwa/index.ts';
import { i18n } from '../i18n/i18n.ts';
import { useActiveBranding } from './branding/brandStore.ts';
import { EnvironmentContext } from './EnvironmentContext.tsx';
import { MaintenancePage } from './pages/MaintenancePage.tsx';
import { StartupErrorPage } from './pages/StartupErrorPage.tsx';
import { createAppRouter } from './router/router.tsx';
import { useScreenWidthClass } from './shell/screenWidth.ts';
import { colorSchemeManager, cssVariablesResolver, themeWithPrimary } from './theme.ts';

/** Registers the service worker on the first page, signed in or not, and prompts for updates. */
function AppUpdatePrompt() {
  return <UpdatePrompt pendingChanges={usePendingChanges()} />;
}

export type AppProps = { environment: EnvironmentFile } | { environment: null; error: unknown };

/** The maintenance page replaces the app when the flag is on, unless the query has dev=true. */
export function showsMaintenance(environment: EnvironmentFile, search: string): boolean {
  return environment.flags.maintenance && new URLSearchParams(search).get('dev') !== 'true';
}

function Content({ environment }: { environment: EnvironmentFile }) {
  const [router] = useState(createAppRouter);
  if (showsMaintenance(environment, location.search)) return <MaintenancePage />;
  return (
    <EnvironmentContext.Provider value={environment}>
      <RouterProvider router={router} />
    </EnvironmentContext.Provider>
  );
}

/**
 * Providers: theme (stored preference or system, the location's brand colour), notifications,
 * the active catalog, router. The root element carries the screen-width class.
 */
export function App(props: AppProps) {
  const branding = useActiveBranding();
  const theme = useMemo(
    () => themeWithPrimary(branding.isDefaultColor ? null : branding.primaryColor),
    [branding.isDefaultColor, branding.primaryColor],
  );
  useScreenWidthClass();
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <Notifications position="top-right" />
      <I18nProvider i18n={i18n}>
        <AppUpdatePrompt />
        {props.environment ? <Content environment={props.environment} /> : <StartupErrorPage />}
      </I18nProvider>
    </MantineProvider>
  );
}
