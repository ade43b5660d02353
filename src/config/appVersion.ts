/** Replaced by the build (vite.config.ts `define`): package.json's version. */
declare const __APP_VERSION__: string | undefined;

/**
 * The version of the app this page runs (package.json's `version`, written in by the build): a
 * kiosk reports it with every heartbeat, and the device list shows it. 'dev' where no build wrote
 * it in (tests).
 */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
