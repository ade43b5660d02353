import { log } from '../log/consoleOutput.ts';
/**
 * Runs sync work without awaiting it. After the engine stopped (tab closing, user signing out)
 * the database is closed under running work: that failure is expected and not reported.
 */
export function inBackground(work: Promise<unknown> | undefined, what: string): void {
  work?.catch((error: unknown) => {
    if ((error as { name?: string } | null)?.name === 'DatabaseClosedError') return;
    log.error(`Sync: ${what} failed`, error);
  });
}
