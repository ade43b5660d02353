import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnvironmentFile } from '../../contract/env.ts';
import { CSP_REPORT_PATH } from './cspReports.ts';
import { SUPPORT_WIDGET_SOURCES } from './supportWidgetSources.ts';

/** A CSP source naming one origin: scheme, host (a leading `*.` allowed) and optional port. */
const ORIGIN_SOURCE = /^(https?|wss?):\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?$/;

export interface PolicyInputs {
  /** `'sha256-…'` sources of the inline scripts of the built index.html. */
  inlineScriptHashes: readonly string[];
  /** The environment file the browser reads on this host (services, MQTT, optional services). */
  environment: EnvironmentFile;
  /** The host the request was sent to (`app.example.com:8443`), for its own WebSocket origins. */
  requestHost: string;
  /** The host name contains 'frames' (spec/frame.md §2): the embedded-frame mode. */
  embedded: boolean;
}

/**
 * The `sha256` CSP sources of every inline `<script>` (no `src`) of `{distDir}/index.html`: the
 * `nomodule` line for Internet Explorer. None when the app is not built.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** `https://api.example.com/x` → `https://api.example.com`; throws on anything but http(s)/ws(s). */
function originOf(url: string, what: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${what} is not an absolute URL: ${url}`);
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) {
    throw new Error(`${what} must be an http(s) or ws(s) URL: ${url}`);
  }
  return parsed.origin;
}

function checkedSource(source: string, what: string): string {
  if (!ORIGIN_SOURCE.test(source)) {
    throw new Error(
      `${what} must be origins such as https://intranet.example.com, got "${source}"`,
    );
  }
  return source;
}

/** The hosts the app talks to: the API, the sign-in routes, MQTT, the error collector. */
function connectSources(inputs: PolicyInputs): string[] {
  const { environment } = inputs;
  const sources = [
    "'self'",
    // 'self' covers ws(s) to the same host in CSP 3 browsers; named for the rest.
    `ws://${inputs.requestHost}`,
    `wss://${inputs.requestHost}`,
    originOf(environment.services.api, 'services.api'),
    originOf(environment.services.auth, 'services.auth'),
    originOf(environment.mqttUrl, 'mqttUrl'),
  ];
  if (environment.errorReporting) {
    sources.push(originOf(environment.errorReporting.dsn, 'errorReporting.dsn'));
  }
  if (environment.supportWidget) sources.push(...SUPPORT_WIDGET_SOURCES['connect-src']);
  return sources;
}

/**
 * Who may frame the app: nobody on a normal host; on a 'frames' host the app itself and the
 * origins of the environment file's `frameAncestors`.
 */
function frameAncestors(inputs: PolicyInputs): string[] {
  if (!inputs.embedded) return ["'none'"];
  const listed = inputs.environment.frameAncestors ?? [];
  return ["'self'", ...listed.map((source) => checkedSource(source, 'frameAncestors'))];
}

/**
 * The Content-Security-Policy of every response (the HTML, the API, the service worker, assets and
 * the identity provider's pages). Decisions:
 * - Scripts: only the app's own files and the hashed inline scripts of index.html; no
 *   'unsafe-inline', no eval. Hashes, not nonces: the service worker serves a cached index.html,
 *   so a per-response nonce could never match.
 * - Styles: 'self' and 'unsafe-inline'. Mantine writes `<style>` elements at run time whose
 *   content follows the theme, the branding colour and responsive style props (not hashable, and
 *   a nonce cannot reach the cached index.html); index.html and the provider pages carry inline
 *   CSS too. CSS cannot run script, so this is the smaller risk.
 * - Images: 'self', data:, blob: and any https: address, because a location's logo (branding and
 *   the `logo=` parameter, spec/frame.md §2) may live on any https host.
 * - Optional services only when the host's environment file configures them: the error
 *   collector's origin (connect-src) and the support widget's hosts (supportWidgetSources.ts).
 * - Violations are reported to the server (report-uri, cspReports.ts), which logs them.
 */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const widget = inputs.environment.supportWidget ? SUPPORT_WIDGET_SOURCES : null;
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...inputs.inlineScriptHashes,
        // Reports carry the first 40 characters of a blocked inline script, to tell what it was.
        "'report-sample'",
        ...(widget?.['script-src'] ?? []),
      ],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:', ...(widget?.['font-src'] ?? [])]],
    ['connect-src', connectSources(inputs)],
    // The service worker (/sw.js) and the sync worker (/assets/syncWorker-*.js).
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'", ...(widget?.['media-src'] ?? [])]],
    // blob:: the visitor log's signed-agreement viewer shows the generated PDF in an iframe.
    ['frame-src', ['blob:', ...(widget?.['frame-src'] ?? [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...(widget?.['form-action'] ?? [])]],
    ['frame-ancestors', frameAncestors(inputs)],
    ['report-uri', [CSP_REPORT_PATH]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
