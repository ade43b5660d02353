import { useEffect } from 'react';
import { onVersionHandover } from '../features/pwa/index.ts';
import { useSyncEngine } from '../kit/sync/hooks.ts';

/** Stops this tab's sync engine (and its worker) when the user accepts a new app version. */
export function SyncHandover() {
  const engine = useSyncEngine();
  useEffect(() => onVersionHandover(() => engine.stop()), [engine]);
  return null;
}
