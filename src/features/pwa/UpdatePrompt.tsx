import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdatePromptView } from './UpdatePromptView.tsx';
import { switchToNewVersion } from './versionHandover.ts';
import { log } from '../../log/consoleOutput.ts';

/** How often a long-running tab (a kiosk, a reception tablet) asks the server for a new version. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface UpdatePromptProps {
  /** Mutations in the outbox that have not reached the server yet. */
  pendingChanges: number;
}

function checkForUpdatesPeriodically(registration: ServiceWorkerRegistration | undefined): void {
  if (!registration) {
    return;
  }
  setInterval(() => {
    if (navigator.onLine && !registration.installing) {
      registration.update().catch(() => undefined);
    }
  }, UPDATE_CHECK_INTERVAL_MS);
}

/**
 * Registers the service worker and, when a new version has installed, asks the user before
 * switching to it (DESIGN.md §4). Render it once, inside the app's providers.
 */
export function UpdatePrompt({ pendingChanges }: UpdatePromptProps) {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW: (_url, registration) => checkForUpdatesPeriodically(registration),
    onRegisterError: (error) => log.error('Service worker registration failed', error),
  });

  if (!needRefresh) {
    return null;
  }
  return (
    <UpdatePromptView
      pendingChanges={pendingChanges}
      onReload={() => void switchToNewVersion()}
      onLater={() => setNeedRefresh(false)}
    />
  );
}
