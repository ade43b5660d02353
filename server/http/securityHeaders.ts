import type { EnvironmentFile } from '../../contract/env.ts';
import { SAFE_HOST_PATTERN } from '../static/environmentFiles.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';

/** Features the app may use in its own pages (camera for capture pages); none for anyone else. */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
].join(', ');

const HSTS = 'max-age=31536000';
/** Policies kept per host name: a bound, since the Host header is the caller's to choose. */
const MAX_CACHED_HOSTS = 64;

export interface SecurityHeaderOptions {
  /** The app's public URL; https adds Strict-Transport-Security. */
  publicUrl: string;
  /** The `{host}.json` environment files (server/static/environmentFiles.ts). */
  environments: Map<string, EnvironmentFile>;
  /** From inlineScriptHashes(distDir). */
  inlineScriptHashes: readonly string[];
}

/**
 * The security headers of a response to a request sent to `host` (the Host header), as a list of
 * [name, value]. The environment file is the one the browser reads on that host name
 * (`/env/{hostname}.json`, else default.json); a host name containing 'frames' is the embedded
 * mode, which may be framed by the file's `frameAncestors` and so gets no X-Frame-Options.
 */
export function securityHeadersFor(
  options: SecurityHeaderOptions,
): (host: string | undefined) => Array<[string, string]> {
  const publicHost = new URL(options.publicUrl).host;
  const secure = options.publicUrl.startsWith('https://');
  const cache = new Map<string, Array<[string, string]>>();

  const build = (host: string): Array<[string, string]> => {
    const hostname = host.replace(/:\d+$/, '').toLowerCase();
    const environment =
      options.environments.get(hostname) ??
      options.environments.get(host) ??
      options.environments.get('default');
    if (!environment) throw new Error('No default environment file');
    const embedded = hostname.includes('frames');
    const headers: Array<[string, string]> = [
      [
        'content-security-policy',
        contentSecurityPolicy({
          inlineScriptHashes: options.inlineScriptHashes,
          environment,
          requestHost: host,
          embedded,
        }),
      ],
      ['x-content-type-options', 'nosniff'],
      ['referrer-policy', 'same-origin'],
      ['permissions-policy', PERMISSIONS_POLICY],
      ['cross-origin-opener-policy', 'same-origin'],
    ];
    if (!embedded) headers.push(['x-frame-options', 'DENY']);
    if (secure) headers.push(['strict-transport-security', HSTS]);
    return headers;
  };

  return (rawHost) => {
    // An odd Host header (spaces, ';') must not reach the policy: the public host stands in.
    const host = rawHost && SAFE_HOST_PATTERN.test(rawHost) ? rawHost : publicHost;
    const cached = cache.get(host);
    if (cached) return cached;
    const headers = build(host);
    if (cache.size < MAX_CACHED_HOSTS) cache.set(host, headers);
    return headers;
  };
}
