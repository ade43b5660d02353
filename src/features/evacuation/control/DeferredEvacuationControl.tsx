import { lazyAfterFirstContent } from '../../../ui/firstContent.ts';
import { EvacAdminOnly } from '../EvacAdminOnly.tsx';

/*
 * Loaded after the page's first content (ui/firstContent.ts): the page's rows need nothing of it,
 * and it brings the popover, the checkboxes and the evacuation contract with it.
 */
const EvacuationControl = lazyAfterFirstContent(() =>
  import('./EvacuationControl.tsx').then((m) => m.EvacuationControl),
);

/**
 * The evacuation button (EvacuationControl) once the page has shown its first content, for
 * evacuation admins only: the control shows only where the access policy lets the user start an
 * evacuation, which needs amEvacAdmin.
 */
export function DeferredEvacuationControl() {
  return (
    <EvacAdminOnly>
      <EvacuationControl />
    </EvacAdminOnly>
  );
}
