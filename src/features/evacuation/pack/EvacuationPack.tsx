import { useOpenScopes } from '../../../kit/index.ts';
import { useEvacuationPackScopes } from './useEvacuationPack.ts';

/**
 * The evacuation pack (DESIGN.md §2.3), mounted once in the signed-in shell: for an evacuation
 * admin, keeps on this device what a marshal's roll call reads, for every location where they may
 * mark people, not only the selected one, so the roll call opens from a cold start with no
 * network. The engine loads the scopes, keeps them live while online and catches up after each
 * reconnect. Renders nothing.
 */
export function EvacuationPack() {
  useOpenScopes(useEvacuationPackScopes());
  return null;
}
