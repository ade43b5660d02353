/**
 * Imported first by every entry (the page, the sync worker, the service worker), before any
 * schema is built: zod then never probes `new Function` for its compiled parsers. The Content
 * Security Policy forbids eval (server/http/contentSecurityPolicy.ts), and the probe, although
 * caught, is reported as a violation. Kept by the bundler although it exports nothing
 * (vite.config.ts, ownModulesArePure).
 *
 * It sets zod's shared configuration object (what `config({ jitless: true })` of zod/mini sets;
 * zod keeps it on globalThis so copies of zod share it) without importing zod, which would add
 * zod's core (3.6 KiB gzip) to the first chunk. zodWithoutEval.test.ts checks that zod reads it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

/** A module (for `declare global`), though it exports nothing. */
export {};
