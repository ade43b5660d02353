import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useHierarchyConfigState } from '../../config/hierarchyConfigStore.ts';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened.tsx';
import { ConfigurationRetry } from './ConfigurationRetry.tsx';
import { useConfigurationRejected } from './configurationRejection.ts';

const ConfigurationFailedModal = lazyWhenOpened(() =>
  import('./ConfigurationFailedModal.tsx').then((m) => m.ConfigurationFailedModal),
);

/**
 * Where each configuration failure text of spec/frame.md §8 appears:
 *
 * - 'There was an error loading configuration for the dashboard. Would you like to retry?' with
 *   Retry (reloads the page) replaces the page when there is nothing to work from: the hierarchy
 *   configuration failed to load and no cached copy exists (here, in the shell's content area,
 *   while the header shows 'Location Selector Error'), or the environment file failed with none
 *   cached (StartupErrorPage, before the shell).
 * - The modal 'Failed to load configuration - please refresh the page or contact support.' opens
 *   when the server refused the configuration (a 4xx or a result key that is not a success) while
 *   the app works from its cached copy: a retry would get the same answer, so the user is pointed
 *   to a refresh or to support. Network and server faults with a cached copy stay silent, as the
 *   app is offline-first and refreshes the configuration when it is back online.
 */
export function ConfigurationGate({ children }: { children: ReactNode }) {
  const state = useHierarchyConfigState();
  const rejected = useConfigurationRejected();
  if (state.status === 'error') {
    return <ConfigurationRetry title={<Trans>Error</Trans>} />;
  }
  return (
    <>
      {children}
      <ConfigurationFailedModal opened={rejected && state.status === 'ready'} />
    </>
  );
}
