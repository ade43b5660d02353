import { useContext, useState } from 'react';
import { type SignOutOptions, signOut as signOutEverywhere } from '../../auth/signOut.ts';
import { waitForSent } from '../../auth/waitForSent.ts';
import { type OutboxRow, SyncContext } from '../../kit/index.ts';

async function readWaiting(): Promise<OutboxRow[]> {
  const { cachedUserDatabase, waitingChanges } = await import('../../auth/deviceData.ts');
  return waitingChanges(await cachedUserDatabase());
}

export interface SignOutFlow {
  /** Log Out: signs out at once when nothing waits, else opens the choice (`waiting`). */
  start: () => Promise<void>;
  /** Changes waiting to be sent while the choice is open; null when it is closed. */
  waiting: OutboxRow[] | null;
  busy: boolean;
  /** Whether this screen can send (it runs the sync engine). */
  canSend: boolean;
  /** Set when "Wait and sync" ended with changes still waiting. */
  sendFailed: boolean;
  waitAndSync: () => Promise<void>;
  keepAndSignOut: () => Promise<void>;
  cancel: () => void;
}

/**
 * Sign-out that asks first when changes wait (docs/security.md). Usable inside or outside the
 * SyncProvider: outside (guard error screen, /sign-out) nothing can be sent from the screen.
 */
export function useSignOutFlow(
  signOut: (options?: SignOutOptions) => Promise<void> = signOutEverywhere,
): SignOutFlow {
  const engine = useContext(SyncContext)?.engine;
  const [waiting, setWaiting] = useState<OutboxRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const stopSync = engine ? () => engine.stop() : undefined;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const removeOrAsk = async (rows: OutboxRow[]) => {
    if (rows.length === 0) await signOut({ stopSync });
    else setWaiting(rows);
  };

  return {
    waiting,
    busy,
    canSend: engine !== undefined,
    sendFailed,
    start: () => run(async () => removeOrAsk(await readWaiting())),
    waitAndSync: () =>
      run(async () => {
        if (!engine) return;
        setSendFailed(false);
        const rows = await waitForSent(() => engine.flush(), readWaiting);
        setSendFailed(rows.length > 0);
        await removeOrAsk(rows);
      }),
    keepAndSignOut: () => run(() => signOut({ keepDeviceData: true })),
    cancel: () => {
      setWaiting(null);
      setSendFailed(false);
    },
  };
}
