import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdatePromptView } from './UpdatePromptView.tsx';

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
 * Accepts the waiting version and reloads once it controls the page. vite-plugin-pwa reloads by
 * itself only when the page was already controlled when it loaded, not in the session that first
 * installed the service worker; listening for the controller change covers both.
 */
function switchToNewVersion(updateServiceWorker: () => Promise<void>): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void updateServiceWorker();
}

/**
 * Registers the service worker and, when a new version has installed, asks the user before
 * switching to it (DESIGN.md §4). Render it once, inside the app's providers.
 */
export function UpdatePrompt({ pendingChanges }: UpdatePromptProps) {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW: (_url, registration) => checkForUpdatesPeriodically(registration),
    onRegisterError: (error) => console.error('Service worker registration failed', error),
  });

  if (!needRefresh) {
    return null;
  }
  return (
    <UpdatePromptView
      pendingChanges={pendingChanges}
      onReload={() => switchToNewVersion(updateServiceWorker)}
      onLater={() => setNeedRefresh(false)}
    />
  );
}
