import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, useMemo, useState } from 'react';
import type { EnvironmentFile } from '../../contract/env.ts';
import { usePendingChanges } from '../features/pwa/pendingChanges.ts';
import { i18n } from '../i18n/i18n.ts';
import { lazyAfterFirstContent } from '../ui/firstContent.ts';
import { useActiveBranding } from './branding/brandStore.ts';
import { EnvironmentContext } from './EnvironmentContext.tsx';
import { MaintenancePage } from './pages/MaintenancePage.tsx';
import { StartupErrorPage } from './pages/StartupErrorPage.tsx';
import { createAppRouter } from './router/router.tsx';
import { useScreenWidthClass } from './shell/screenWidth.ts';
import { showsMaintenance, useLiveMaintenance } from './useLiveMaintenance.ts';
import { colorSchemeManager, cssVariablesResolver, themeWithPrimary } from './theme.ts';

/*
 * Loaded once the first page has shown its content (ui/firstContent.ts): the notification stack
 * (notifications shown before it mounts wait in its store) and the update prompt, which registers
 * the service worker.
 */
const NotificationStack = lazyAfterFirstContent(() =>
  import('./NotificationStack.tsx').then((m) => m.NotificationStack),
);
const UpdatePrompt = lazyAfterFirstContent(() =>
  import('../features/pwa/UpdatePrompt.tsx').then((m) => m.UpdatePrompt),
);

/** Registers the service worker on the first page, signed in or not, and prompts for updates. */
function AppUpdatePrompt() {
  return <UpdatePrompt pendingChanges={usePendingChanges()} />;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

export type AppProps = (
  | { environment: EnvironmentFile }
  | { environment: null; error: unknown }
) & {
  /** A router created before the environment loaded (main.tsx); else one is created here. */
  router?: AppRouter;
};

function Content({ environment, early }: { environment: EnvironmentFile; early?: AppRouter }) {
  const [router] = useState(() => early ?? createAppRouter());
  const maintenance = useLiveMaintenance(environment);
  if (showsMaintenance(maintenance, location.search)) return <MaintenancePage />;
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
      <Suspense fallback={null}>
        <NotificationStack />
      </Suspense>
      <I18nProvider i18n={i18n}>
        <Suspense fallback={null}>
          <AppUpdatePrompt />
        </Suspense>
        {props.environment ? (
          <Content environment={props.environment} early={props.router} />
        ) : (
          <StartupErrorPage />
        )}
      </I18nProvider>
    </MantineProvider>
  );
}
