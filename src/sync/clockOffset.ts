import type { ServerClock } from '../api/serverClock.ts';
import type { GatehouseDatabase } from '../db/database.ts';
import { inBackground } from './background.ts';
import { log } from '../log/consoleOutput.ts';

export const CLOCK_OFFSET_KEY = 'serverClockOffset';
/** A new estimate is stored when it moved this far from the stored one (not on every answer). */
const STORE_STEP_MS = 100;

/**
 * Keeps the server clock offset in the meta table, so mutations queued offline after a restart
 * still get a corrected client time. `ready` resolves once a stored offset has been loaded.
 */
export function persistServerClock(
  db: GatehouseDatabase,
  clock: ServerClock,
): { ready: Promise<void>; stop(): void } {
  let stored: number | null = null;
  const ready = db.meta
    .get(CLOCK_OFFSET_KEY)
    .then((row) => {
      if (typeof row?.value !== 'number') return;
      stored = row.value;
      clock.seed(row.value);
    })
    .catch((error: unknown) => {
      // Closed under us (engine stopped): nothing to seed. Otherwise the offset is measured anew.
      if ((error as { name?: string } | null)?.name === 'DatabaseClosedError') return;
      log.warn('Could not read the server clock offset', error);
    });
  const stop = clock.subscribe((offset) => {
    if (stored !== null && Math.abs(offset - stored) < STORE_STEP_MS) return;
    stored = offset;
    inBackground(db.meta.put({ key: CLOCK_OFFSET_KEY, value: offset }), 'clock offset');
  });
  return { ready, stop };
}
