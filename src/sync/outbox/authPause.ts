import type { GatehouseDatabase } from '../../db/database.ts';

/** Meta key set while the queue waits for the user to sign in again (shared by tabs and the SW). */
export const AUTH_PAUSE_KEY = 'outboxAuthPaused';
/** Incremented on every sign-in, so a 401 from a request sent before it cannot pause the queue. */
const SIGN_IN_EPOCH_KEY = 'outboxSignInEpoch';

export async function isPausedForSignIn(db: GatehouseDatabase): Promise<boolean> {
  return (await db.meta.get(AUTH_PAUSE_KEY))?.value === true;
}

export async function signInEpoch(db: GatehouseDatabase): Promise<number> {
  const value = (await db.meta.get(SIGN_IN_EPOCH_KEY))?.value;
  return typeof value === 'number' ? value : 0;
}

/** Pauses the queue unless the user signed in after `epoch`. True when it paused. */
export async function pauseForSignIn(db: GatehouseDatabase, epoch: number): Promise<boolean> {
  return db.transaction('rw', db.meta, async () => {
    if ((await signInEpoch(db)) !== epoch) return false;
    await db.meta.put({ key: AUTH_PAUSE_KEY, value: true });
    return true;
  });
}

export async function resumeAfterSignIn(db: GatehouseDatabase): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ key: SIGN_IN_EPOCH_KEY, value: (await signInEpoch(db)) + 1 });
    await db.meta.delete(AUTH_PAUSE_KEY);
  });
}
