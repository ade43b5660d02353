import { useCallback, useEffect, useRef, useState } from 'react';
import { KIOSK_HEARTBEAT_MS } from '../../../contract/kioskPairing.ts';
import {
  type KioskFetch,
  type KioskHeartbeatAnswer,
  KioskRequestError,
  pairKiosk,
  sendHeartbeat,
} from './kioskRequests.ts';
import type { KioskCredential, KioskStore } from './kioskStorage.ts';

export type KioskScreen =
  | { status: 'loading' }
  /** `revoked`: the kiosk was paired and an administrator removed it (its data is deleted). */
  | { status: 'unpaired'; revoked: boolean }
  | { status: 'paired'; credential: KioskCredential };

export interface KioskOptions {
  store: KioskStore;
  appVersion: string;
  fetch?: KioskFetch;
  heartbeatMs?: number;
}

export interface Kiosk {
  screen: KioskScreen;
  /** The server's clock minus this tablet's, from the last heartbeat (0 before one). */
  clockOffsetMs: number;
  /** Pairs with `code`; throws a KioskRequestError the form explains. */
  pair: (code: string) => Promise<void>;
}

/**
 * The kiosk's life (contract/kioskPairing.ts): read the stored credential; unpaired, pair with a
 * code; paired, report every KIOSK_HEARTBEAT_MS (app version, waiting changes), store a rotated
 * key when the answer carries one, and on KIOSK_REVOKED delete everything and go back to the
 * pairing form. A heartbeat that fails otherwise (offline, a server error) is retried at the next
 * beat, and at once when the browser comes back online, without a word on screen.
 */
export function useKiosk(options: KioskOptions): Kiosk {
  const { store, appVersion, fetch, heartbeatMs = KIOSK_HEARTBEAT_MS } = options;
  const [screen, setScreen] = useState<KioskScreen>({ status: 'loading' });
  const [clockOffsetMs, setClockOffsetMs] = useState(0);

  useEffect(() => {
    let current = true;
    store
      .read()
      .catch(() => undefined)
      .then((credential) => {
        if (!current) return;
        setScreen(
          credential ? { status: 'paired', credential } : { status: 'unpaired', revoked: false },
        );
      });
    return () => {
      current = false;
    };
  }, [store]);

  const pair = useCallback(
    async (code: string) => {
      const answer = await pairKiosk(code, { appVersion, fetch });
      const credential: KioskCredential = {
        deviceId: answer.deviceId,
        deviceKey: answer.deviceKey,
        organisationId: answer.organisationId,
        EntityHierarchy: answer.EntityHierarchy,
        name: answer.name,
        ...(answer.locationName ? { locationName: answer.locationName } : {}),
        pairedAt: Date.now(),
      };
      await store.save(credential);
      setScreen({ status: 'paired', credential });
    },
    [store, appVersion, fetch],
  );

  // The heartbeat reads the credential through a ref: a rotated key does not restart the loop.
  const credential = screen.status === 'paired' ? screen.credential : undefined;
  const latest = useRef(credential);
  latest.current = credential;
  const deviceId = credential?.deviceId;

  useEffect(() => {
    if (deviceId === undefined) return;
    let stopped = false;
    let inFlight = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const learn = async (known: KioskCredential, answer: KioskHeartbeatAnswer) => {
      // In whole seconds: the screen shows minutes, and need not draw again at every beat.
      setClockOffsetMs(Math.round((answer.serverTime - Date.now()) / 1000) * 1000);
      const next: KioskCredential = {
        ...known,
        deviceKey: answer.nextDeviceKey ?? known.deviceKey,
        EntityHierarchy: answer.EntityHierarchy,
        name: answer.name,
        ...(answer.locationName ? { locationName: answer.locationName } : {}),
      };
      if (
        next.deviceKey === known.deviceKey &&
        next.name === known.name &&
        next.locationName === known.locationName &&
        next.EntityHierarchy === known.EntityHierarchy
      ) {
        return;
      }
      // Stored before it is used: the old key keeps working until the server first sees the new.
      await store.save(next);
      if (stopped) return;
      latest.current = next;
      setScreen({ status: 'paired', credential: next });
    };

    const beat = async () => {
      const known = latest.current;
      if (stopped || inFlight || !known) return;
      inFlight = true;
      clearTimeout(timer);
      try {
        const answer = await sendHeartbeat(known, { appVersion, pendingChanges: 0 }, { fetch });
        if (!stopped) await learn(known, answer);
      } catch (error) {
        if (!stopped && error instanceof KioskRequestError && error.failure === 'revoked') {
          stopped = true;
          await store.forget().catch(() => undefined);
          setScreen({ status: 'unpaired', revoked: true });
        }
        // Otherwise quietly: the next beat tries again.
      } finally {
        inFlight = false;
      }
      if (!stopped) timer = setTimeout(() => void beat(), heartbeatMs);
    };

    const onOnline = () => void beat();
    void beat();
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [deviceId, store, appVersion, fetch, heartbeatMs]);

  return { screen, clockOffsetMs, pair };
}
