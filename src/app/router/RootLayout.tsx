import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { hasUnsavedChanges } from '../../kit/form/unsavedChanges.ts';
import { LeavePageConfirmation } from '../../ui/LeavePageConfirmation.tsx';
import { useEnvironment } from '../EnvironmentContext.tsx';
import { RouteProgressBar } from '../shell/RouteProgressBar.tsx';
import { isStagingHost } from '../shell/stagingEnvironment.ts';

const EnvironmentSelector = lazy(() =>
  import('../shell/EnvironmentSelector.tsx').then((m) => ({ default: m.EnvironmentSelector })),
);

/** The environment selector, loaded only on a staging host that lists environments. */
function StagingEnvironmentSelector() {
  const { stagingEnvironments } = useEnvironment();
  if (!isStagingHost(location.hostname) || stagingEnvironments.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <EnvironmentSelector />
    </Suspense>
  );
}

/**
 * Every page: the route progress bar, the page, the question before leaving a form with unsaved
 * changes (kit/form/unsavedChanges.ts) and (on staging) the environment selector.
 */
export function RootLayout() {
  return (
    <>
      <RouteProgressBar />
      <Outlet />
      <LeavePageConfirmation when={hasUnsavedChanges} />
      <StagingEnvironmentSelector />
    </>
  );
}
