import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import type { EnvironmentFile } from '../contract/env.ts';
import { App } from './app/App.tsx';
import { loadEnvironment } from './config/environment.ts';
import { activateLocale, initialLocale } from './i18n/i18n.ts';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const [environment] = await Promise.allSettled([
    loadEnvironment(),
    activateLocale(initialLocale()).catch(() => activateLocale('en-GB')),
  ]);
  const root = createRoot(container);
  if (environment.status === 'fulfilled') {
    root.render(<App environment={environment.value satisfies EnvironmentFile} />);
  } else {
    root.render(<App environment={null} error={environment.reason} />);
  }
}

void start();
