import { useState } from 'react';
import { APP_VERSION } from '../../config/appVersion.ts';
import { useFirstContent } from '../../ui/firstContent.ts';
import { KioskPairingForm } from './KioskPairingForm.tsx';
import { KioskWelcome } from './KioskWelcome.tsx';
import type { KioskFetch } from './kioskRequests.ts';
import { type KioskStore, openKioskStore } from './kioskStorage.ts';
import { useKiosk } from './useKiosk.ts';

export interface KioskPageProps {
  /** The code from the pairing link (`/kiosk?code=`). */
  code?: string;
  /** Paired: the page drops the spent code from its address. */
  onPaired?: () => void;
  /** Replaced in tests: the kiosk's storage, its requests and how often it reports. */
  store?: KioskStore;
  fetch?: KioskFetch;
  heartbeatMs?: number;
}

/**
 * /kiosk (KIOSK_PAGE_PATH, issue 33 item 1): an entrance tablet, outside any user session. Not
 * paired, the pairing form; paired, the location's welcome screen, reporting in the background.
 * Its code (this folder, Dexie's kiosk database) loads only on this route.
 */
export function KioskPage(props: KioskPageProps) {
  const [store] = useState(() => props.store ?? openKioskStore());
  const { screen, clockOffsetMs, pair } = useKiosk({
    store,
    appVersion: APP_VERSION,
    fetch: props.fetch,
    heartbeatMs: props.heartbeatMs,
  });
  useFirstContent(screen.status !== 'loading');
  if (screen.status === 'loading') return null;
  if (screen.status === 'paired') {
    const { locationName, name } = screen.credential;
    return <KioskWelcome name={locationName ?? name} clockOffsetMs={clockOffsetMs} />;
  }
  return (
    <KioskPairingForm
      // A revoked kiosk does not offer the spent code of its link again.
      initialCode={screen.revoked ? '' : props.code}
      revoked={screen.revoked}
      onPair={async (code) => {
        await pair(code);
        props.onPaired?.();
      }}
    />
  );
}
