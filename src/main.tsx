import './zodWithoutEval.ts';
import './app/styles/mantine.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { EnvironmentFile } from '../contract/env.ts';
import { App } from './app/App.tsx';
import { storeLocation } from './kit/location/selectedLocation.ts';
import { createAppRouter } from './app/router/router.tsx';
import { loadOutsideServices } from './app/services/outsideServices.ts';
import { initLaunchOptions } from './app/shell/launchOptions.ts';
import { environmentHost } from './app/shell/stagingEnvironment.ts';
import { ensureSession } from './auth/sessionStore.ts';
import { loadEnvironment } from './config/environment.ts';
import { initialLocale, startLocale } from './i18n/i18n.ts';

async function start(): Promise<void> {
  // The session is asked for beside the environment and the first render, not after them: the
  // router's guard awaits the same answer (ensureSession resolves once per page load).
  void ensureSession();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const options = initLaunchOptions();
  if (options.root) storeLocation(options.root);
  // Created before the environment loads: it starts loading the opened page's chunks at once.
  const router = createAppRouter();
  const [environment] = await Promise.allSettled([
    loadEnvironment(environmentHost(location.hostname)),
    startLocale(initialLocale()),
  ]);
  const root = createRoot(container);
  if (environment.status === 'fulfilled') {
    loadOutsideServices(environment.value);
    // A transition renders in slices that yield to the browser (none over a few ms), where a plain
    // first render is one long task: the first paint's rows stay scrollable while the app mounts.
    startTransition(() =>
      root.render(
        <App environment={environment.value satisfies EnvironmentFile} router={router} />,
      ),
    );
  } else {
    root.render(<App environment={null} error={environment.reason} />);
  }
}

void start();
