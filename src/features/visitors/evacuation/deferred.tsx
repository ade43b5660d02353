import { lazy, Suspense } from 'react';
import { useSessionUser } from '../../../kit/index.ts';
import { afterFirstContent } from '../../../ui/firstContent.ts';
import type { VisitorEvacStatusSourceProps } from './VisitorEvacStatusSource.tsx';

/*
 * The evacuation parts of the visitor log load after its first rows (ui/firstContent.ts): the
 * rows need none of them, and they bring the popovers, the evacuation contract and the roll
 * call's rules with them.
 */
const EvacuationControl = lazy(() =>
  afterFirstContent(() => import('../../evacuation/control/EvacuationControl.tsx')).then((m) => ({
    default: m.EvacuationControl,
  })),
);
const VisitorEvacStatusSource = lazy(() =>
  afterFirstContent(() => import('./VisitorEvacStatusSource.tsx')).then((m) => ({
    default: m.VisitorEvacStatusSource,
  })),
);

/**
 * The evacuation button (EvacuationControl), for evacuation admins only: the control shows only
 * where the access policy lets the user start one, which needs amEvacAdmin.
 */
export function DeferredEvacuationControl() {
  const { flags } = useSessionUser();
  if (flags.amEvacAdmin !== true) return null;
  return (
    <Suspense fallback={null}>
      <EvacuationControl />
    </Suspense>
  );
}

/** The visitor log's evacuation status source (VisitorEvacStatusSource), once loaded. */
export function DeferredVisitorEvacStatus(props: VisitorEvacStatusSourceProps) {
  return (
    <Suspense fallback={null}>
      <VisitorEvacStatusSource {...props} />
    </Suspense>
  );
}
