import { Suspense } from 'react';
import { lazyAfterFirstContent } from '../../../ui/firstContent.ts';
import type { VisitorEvacStatusSourceProps } from './VisitorEvacStatusSource.tsx';

/*
 * Loaded after the visitor log's first rows (ui/firstContent.ts): the rows need none of it, and
 * it brings the evacuation contract and the roll call's rules with it.
 */
const VisitorEvacStatusSource = lazyAfterFirstContent(() =>
  import('./VisitorEvacStatusSource.tsx').then((m) => m.VisitorEvacStatusSource),
);

/** The visitor log's evacuation status source (VisitorEvacStatusSource), once loaded. */
export function DeferredVisitorEvacStatus(props: VisitorEvacStatusSourceProps) {
  return (
    <Suspense fallback={null}>
      <VisitorEvacStatusSource {...props} />
    </Suspense>
  );
}
