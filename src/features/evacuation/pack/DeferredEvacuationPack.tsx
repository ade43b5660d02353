import { lazyAfterFirstContent } from '../../../ui/firstContent.ts';
import { EvacAdminOnly } from '../EvacAdminOnly.tsx';

/* Background work: loaded after the page's first content, with the sync engine that fills it. */
const EvacuationPack = lazyAfterFirstContent(() =>
  import('./EvacuationPack.tsx').then((m) => m.EvacuationPack),
);

/**
 * The evacuation pack (EvacuationPack) as the signed-in shell mounts it: loaded once the page has
 * shown its first content, and only for an evacuation admin (amEvacAdmin), the only user it keeps
 * anything for.
 */
export function DeferredEvacuationPack() {
  return (
    <EvacAdminOnly>
      <EvacuationPack />
    </EvacAdminOnly>
  );
}
