import type { BrowserContext } from '@playwright/test';
import type { Measurement } from '../page/storageBench.ts';
import { coldStart } from './coldStart.ts';
import type { LogSite } from './logFirstRows.ts';
import { measurement } from './measure.ts';

/**
 * `offline-cold-start`, one round, with the context offline and the server unreachable (the
 * caller's part, coldStart.ts whileOffline): a new page, its CPU slowed down 4×, opens
 * /visitors/log from the installed service worker and the local database. Values: navigation
 * start to the first row drawn, and to interactive (pageTiming.ts: the end of the last long task
 * before a quiet second).
 *
 * Baseline, in the same round: the static shell's first paint (coldStart.ts).
 */
export async function benchOfflineColdStart(
  context: BrowserContext,
  log: LogSite,
): Promise<{ firstRow: Measurement; interactive: Measurement }> {
  const times = await coldStart(
    context,
    { baseURL: log.baseURL, path: '/visitors/log' },
    { interactive: true },
  );
  return {
    firstRow: measurement('offline-cold-start', times.firstRow, times.shell),
    interactive: measurement(
      'offline-cold-start-interactive',
      times.interactive ?? Number.NaN,
      times.shell,
    ),
  };
}
