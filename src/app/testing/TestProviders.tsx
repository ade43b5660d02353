import type { ReactNode } from 'react';
import { TestProviders as SharedTestProviders } from '../../ui/testing/TestProviders.tsx';
import { theme } from '../theme.ts';

/** The shared test providers with the app's theme. */
export function TestProviders({ children }: { children: ReactNode }) {
  return <SharedTestProviders theme={theme}>{children}</SharedTestProviders>;
}
