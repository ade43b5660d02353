import { useBlocker } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';

/** The leave-page question (LeavePageDialog.tsx), loaded when it is first needed. */
export const LazyLeavePageDialog = lazy(() =>
  import('./LeavePageDialog.tsx').then((m) => ({ default: m.LeavePageDialog })),
);

export interface LeavePageConfirmationProps {
  /** Block leaving while true (or while it answers true: read at each navigation). */
  when: boolean | (() => boolean);
  okText?: ReactNode;
}

/**
 * Guards a page with unsaved changes: navigation inside the app asks with the leave-page dialog;
 * closing or reloading the tab gets the browser's own prompt. The blocker decides at once; only
 * the question loads lazily.
 */
export function LeavePageConfirmation({ when, okText }: LeavePageConfirmationProps) {
  const blocking = typeof when === 'function' ? when : () => when;
  const blocker = useBlocker({
    shouldBlockFn: blocking,
    enableBeforeUnload: blocking,
    withResolver: true,
  });
  if (blocker.status !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LazyLeavePageDialog
        opened
        okText={okText}
        onConfirm={() => blocker.proceed()}
        onCancel={() => blocker.reset()}
      />
    </Suspense>
  );
}
