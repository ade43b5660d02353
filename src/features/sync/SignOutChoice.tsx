import { lazy, Suspense } from 'react';
import type { SignOutFlow } from './useSignOutFlow.ts';

// The dialog needs the mutators' labels and Mantine's Modal: loaded only when changes wait at
// Log Out, so the shell's first load carries neither.
const SignOutDialog = lazy(() =>
  import('./SignOutDialog.tsx').then((module) => ({ default: module.SignOutDialog })),
);

/** The choice Log Out offers when changes wait (SignOutDialog), loaded when it is needed. */
export function SignOutChoice({ flow }: { flow: SignOutFlow }) {
  if (flow.waiting === null) return null;
  return (
    <Suspense fallback={null}>
      <SignOutDialog flow={flow} />
    </Suspense>
  );
}
