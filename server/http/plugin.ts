import type { FastifyInstance } from 'fastify';
import type { EnvironmentFile } from '../../contract/env.ts';
import { inlineScriptHashes } from './contentSecurityPolicy.ts';
import { registerCspReports } from './cspReports.ts';
import { crossSiteRefusal, STATE_CHANGING_METHODS } from './originCheck.ts';
import { securityHeadersFor } from './securityHeaders.ts';

export interface HttpSecurityOptions {
  /** The app's public URL (no trailing slash): its origin is the app's own. */
  publicUrl: string;
  /** The built PWA: the inline scripts of its index.html are allowed by hash. */
  distDir: string;
  /** The `{host}.json` environment files: API, MQTT, optional services, frame ancestors. */
  environments: Map<string, EnvironmentFile>;
}

/**
 * Security for every request, registered before everything else (identity, API, broker, static
 * files), as hooks on the root instance:
 * - headers on every response, including the identity provider's pages, whose replies bypass
 *   Fastify: they are set on the raw response (securityHeaders.ts, contentSecurityPolicy.ts);
 * - the origin check of every POST, PUT, PATCH and DELETE, answered 403
 *   `{ key: 'CROSS_SITE_REQUEST', message }` before the session is read and before any handler
 *   (originCheck.ts);
 * - POST /csp-reports, where browsers report CSP violations (logged, cspReports.ts).
 */
export function registerHttpSecurity(app: FastifyInstance, options: HttpSecurityOptions): void {
  const publicOrigin = new URL(options.publicUrl).origin;
  const headersFor = securityHeadersFor({
    publicUrl: options.publicUrl,
    environments: options.environments,
    inlineScriptHashes: inlineScriptHashes(options.distDir),
  });
  // Built once at start, so a broken environment file stops the server, not a browser later.
  for (const host of options.environments.keys()) {
    if (host !== 'default') headersFor(host);
  }
  headersFor(undefined);

  registerCspReports(app);
  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of headersFor(request.headers.host)) reply.raw.setHeader(name, value);
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    const refusal = crossSiteRefusal(request, publicOrigin);
    if (!refusal) return;
    request.log.warn(
      { origin: request.headers.origin, site: request.headers['sec-fetch-site'], url: request.url },
      'cross-site request refused',
    );
    return reply
      .code(refusal.statusCode)
      .header('cache-control', 'no-store')
      .send({ key: refusal.key, message: refusal.message });
  });
}
