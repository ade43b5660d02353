import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useHasUnsavedChanges } from '../../kit/form/unsavedChanges.ts';
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

const UnsavedChangesPrompt = lazy(() =>
  import('../../kit/form/UnsavedChangesPrompt.tsx').then((m) => ({
    default: m.UnsavedChangesPrompt,
  })),
);

/** While a form has unsaved changes, leaving the page asks first (kit/form/unsavedChanges.ts). */
function UnsavedChangesGuard() {
  if (!useHasUnsavedChanges()) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesPrompt />
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
