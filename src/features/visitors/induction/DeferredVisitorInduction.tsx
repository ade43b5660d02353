import { Suspense } from 'react';
import { lazyAfterFirstContent } from '../../../ui/firstContent.ts';
import type { VisitorInductionSourceProps } from './VisitorInductionSource.tsx';

// After the first rows: the rows need none of it, and it reads the server.
const VisitorInductionSource = lazyAfterFirstContent(() =>
  import('./VisitorInductionSource.tsx').then((m) => m.VisitorInductionSource),
);

/** The visitor log's induction configuration source (VisitorInductionSource), once loaded. */
export function DeferredVisitorInduction(props: VisitorInductionSourceProps) {
  return (
    <Suspense fallback={null}>
      <VisitorInductionSource {...props} />
    </Suspense>
  );
}
