import { Outlet, useBlocker } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { hasUnsavedChanges } from '../../kit/form/unsavedChanges.ts';
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

const LeavePageDialog = lazy(() =>
  import('../../ui/LeavePageConfirmation.tsx').then((m) => ({ default: m.LeavePageDialog })),
);

/**
 * While a form has unsaved changes (kit/form/unsavedChanges.ts), leaving the page asks first.
 * The blocker is always there, so it decides at once; only its question loads when needed.
 */
function UnsavedChangesGuard() {
  const blocker = useBlocker({
    shouldBlockFn: hasUnsavedChanges,
    enableBeforeUnload: hasUnsavedChanges,
    withResolver: true,
  });
  if (blocker.status !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LeavePageDialog
        opened
        onConfirm={() => blocker.proceed()}
        onCancel={() => blocker.reset()}
      />
    </Suspense>
  );
}

/**
 * Every page: the route progress bar, the page, the unsaved-changes guard and (on staging) the
 * environment selector.
 */
export function RootLayout() {
  return (
    <>
      <RouteProgressBar />
      <Outlet />
      <UnsavedChangesGuard />
      <StagingEnvironmentSelector />
    </>
  );
}
