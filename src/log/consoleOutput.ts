/**
 * The app's console output (spec/frame.md §4: `log=true` enables console output). Off until the
 * page's launch options (or, in the sync worker, its start command) turn it on, so a production
 * console stays quiet; the app's own screens report what a user needs to know. Imports nothing:
 * every layer (sync, kit, ui, config, auth, app, features) may use it.
 */
let enabled = false;

export function enableConsoleOutput(on: boolean): void {
  enabled = on;
}

export function consoleOutputEnabled(): boolean {
  return enabled;
}

export const log = {
  info: (...values: unknown[]): void => {
    if (enabled) console.info('[gatehouse]', ...values);
  },
  warn: (...values: unknown[]): void => {
    if (enabled) console.warn('[gatehouse]', ...values);
  },
  error: (...values: unknown[]): void => {
    if (enabled) console.error('[gatehouse]', ...values);
  },
};
