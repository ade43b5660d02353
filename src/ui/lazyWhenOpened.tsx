import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';

interface LazyDialogProps<P> {
  dialog: LazyExoticComponent<ComponentType<P>>;
  dialogProps: P & { opened: boolean };
}

function LazyDialog<P>({ dialog: Dialog, dialogProps }: LazyDialogProps<P>) {
  const [wanted, setWanted] = useState(dialogProps.opened);
  if (dialogProps.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...dialogProps} />
    </Suspense>
  );
}

/**
 * A dialog whose code loads the first time it opens, not with the page that can open it (Mantine's
 * Modal and what it shows stay out of the first load). Once loaded it stays mounted, so it closes
 * with its transition and opens again at once. The service worker precaches its chunk, so it also
 * opens offline.
 */
export function lazyWhenOpened<P extends { opened: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const dialog = lazy(async () => ({ default: await load() }));
  return (props: P) => <LazyDialog dialog={dialog} dialogProps={props} />;
}
