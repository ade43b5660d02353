import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENVIRONMENT_DIR } from '../static/environmentFiles.ts';
import { REPORTS_PER_WINDOW } from './reportLimiter.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

const INLINE_SCRIPT = "\n      document.getElementById('root').textContent = 'IE';\n    ";
const INLINE_HASH = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

let server: TestServer;
let envDir: string;
let dist: string;

function writeEnvironment(host: string, extra: Record<string, unknown>): void {
  const base = JSON.parse(readFileSync(join(ENVIRONMENT_DIR, 'default.json'), 'utf8'));
  writeFileSync(join(envDir, `${host}.json`), JSON.stringify({ ...base, ...extra }));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'gatehouse-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>Gatehouse</title><script type="module" src="/assets/index-A1.js"></script><script nomodule>${INLINE_SCRIPT}</script>`,
  );
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'assets', 'index-A1.js'), 'console.log(1);');
  envDir = mkdtempSync(join(tmpdir(), 'gatehouse-env-'));
  writeEnvironment('default', {});
  writeEnvironment('support.example.com', {
    errorReporting: { dsn: 'https://errors.example.net/collect/1' },
    supportWidget: { appId: 'abc123' },
  });
  writeEnvironment('acme-frames.example.com', {
    frameAncestors: ['https://intranet.acme.example', 'https://*.acme.example'],
  });
  server = await createTestServer(
    {
      distDir: dist,
      publicUrl: 'https://gate.example.com',
      publicMqttUrl: 'wss://mqtt.gate.example.com/mqtt',
    },
    { environmentDir: envDir, auth: true },
  );
});
afterAll(async () => {
  await server?.app.close();
});

/** The CSP as a map of directive → sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  if (typeof header !== 'string') throw new Error(`no CSP on ${response.statusCode}`);
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const get = (url: string, host = 'gate.example.com') =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { host, accept: 'text/html', 'x-forwarded-proto': 'https' },
  });

describe('security headers on every response', () => {
  const responses: Array<[string, () => Promise<LightMyRequestResponse>]> = [
    ['the app (index.html)', () => get('/')],
    ['a client route (index.html fallback)', () => get('/visitors/log')],
    ['the service worker', () => get('/sw.js')],
    ['a hashed asset', () => get('/assets/index-A1.js')],
    ['an environment file', () => get('/env/default.json')],
    [
      'an API call without a session (401)',
      () =>
        server.app.inject({
          method: 'POST',
          url: '/api/hierarchyOperations/retrieveHierarchyConfiguration',
          payload: {},
        }),
    ],
    ['an unknown server path (404)', () => get('/api/nothing/here')],
    ['the session route', () => get('/auth/session')],
    ['the sign-in redirect', () => get('/auth/login?next=/')],
    [
      'the identity provider (its own Koa replies)',
      () => get('/oidc/.well-known/openid-configuration'),
    ],
    ['an identity provider error page', () => get('/oidc/interaction/unknown-uid')],
  ];

  test.each(responses)('%s', async (_name, send) => {
    const response = await send();
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", INLINE_HASH, "'report-sample'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toContain('microphone=()');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  test('no unsafe-inline or eval for scripts; styles are documented as unsafe-inline', async () => {
    const policy = policyOf(await get('/'));
    expect(policy.get('script-src')?.join(' ')).not.toMatch(/unsafe/);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  test('connect-src names the API, the sign-in routes and the MQTT WebSocket', async () => {
    const connect = policyOf(await get('/')).get('connect-src');
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://gate.example.com',
        'wss://mqtt.gate.example.com',
        'wss://gate.example.com',
      ]),
    );
    expect(connect?.join(' ')).not.toMatch(/intercom|errors\.example\.net/);
  });

  test('the error collector and support widget are allowed only on a host that configures them', async () => {
    const policy = policyOf(await get('/', 'support.example.com'));
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://errors.example.net', 'https://api-iam.intercom.io']),
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      INLINE_HASH,
      "'report-sample'",
      'https://app.intercom.io',
      'https://widget.intercom.io',
      'https://js.intercomcdn.com',
    ]);
    expect(policy.get('frame-src')).toContain('https://intercom-sheets.com');
    expect(policyOf(await get('/')).get('frame-src')).toEqual(['blob:']);
  });

  test("a 'frames' host may be framed by its file's frameAncestors, others by nobody", async () => {
    const framed = await get('/', 'acme-frames.example.com');
    expect(policyOf(framed).get('frame-ancestors')).toEqual([
      "'self'",
      'https://intranet.acme.example',
      'https://*.acme.example',
    ]);
    expect(framed.headers['x-frame-options']).toBeUndefined();
    const unlisted = await get('/', 'other-frames.example.com');
    expect(policyOf(unlisted).get('frame-ancestors')).toEqual(["'self'"]);
    expect(policyOf(await get('/', 'app.example.com')).get('frame-ancestors')).toEqual(["'none'"]);
  });

  test('a Host header with CSP syntax in it does not reach the policy', async () => {
    const response = await get('/', "evil.example; script-src 'unsafe-inline'");
    const policy = policyOf(response);
    expect(policy.get('script-src')).toEqual(["'self'", INLINE_HASH, "'report-sample'"]);
    expect(policy.get('connect-src')).toContain('wss://gate.example.com');
  });

  test('a frameAncestors entry that is not an origin stops the server at start', async () => {
    const badEnv = mkdtempSync(join(tmpdir(), 'gatehouse-env-'));
    const base = readFileSync(join(ENVIRONMENT_DIR, 'default.json'), 'utf8');
    writeFileSync(join(badEnv, 'default.json'), base);
    writeFileSync(
      join(badEnv, 'x-frames.example.com.json'),
      JSON.stringify({ ...JSON.parse(base), frameAncestors: ['https://a.example; script-src *'] }),
    );
    await expect(createTestServer({ distDir: dist }, { environmentDir: badEnv })).rejects.toThrow(
      /frameAncestors must be origins such as https:\/\/intranet\.example\.com/,
    );
  });

  test('over plain http (local development) there is no Strict-Transport-Security', async () => {
    const local = await createTestServer({ distDir: dist }, { environmentDir: envDir });
    try {
      const response = await local.app.inject({ method: 'GET', url: '/' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(policyOf(response).get('connect-src')).toContain('ws://localhost:80');
    } finally {
      await local.app.close();
    }
  });

  test('the policy sends violation reports to /csp-reports, which takes them (204)', async () => {
    expect(policyOf(await get('/')).get('report-uri')).toEqual(['/csp-reports']);
    const report = {
      'csp-report': { 'document-uri': 'https://gate.example.com/', 'blocked-uri': 'eval' },
    };
    const taken = await server.app.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/csp-report', origin: 'https://gate.example.com' },
      payload: JSON.stringify(report),
    });
    expect(taken.statusCode).toBe(204);
    const tooLarge = await server.app.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: 'x'.repeat(17 * 1024),
    });
    expect(tooLarge.statusCode).toBe(413);
  });

  test('/csp-reports refuses an address past its reports of the minute (429), unlogged', async () => {
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: '/csp-reports',
        remoteAddress: '192.0.2.77',
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify({ 'csp-report': { 'blocked-uri': 'inline' } }),
      });
    const answers: number[] = [];
    for (let i = 0; i <= REPORTS_PER_WINDOW; i++) answers.push((await send()).statusCode);
    expect(answers.filter((status) => status === 204)).toHaveLength(REPORTS_PER_WINDOW);
    expect(answers.at(-1)).toBe(429);
    const other = await server.app.inject({
      method: 'POST',
      url: '/csp-reports',
      remoteAddress: '192.0.2.78',
      headers: { 'content-type': 'application/csp-report' },
      payload: '{}',
    });
    expect(other.statusCode).toBe(204);
  });
});
