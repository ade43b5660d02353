import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CookieJar } from './cookieJar.testHelper.ts';

/**
 * Test-only: a browser driven through `app.inject` at a public URL that may be https (as behind a
 * TLS-terminating proxy: Host and X-Forwarded-Proto carry the public origin). A cookie jar by
 * name, manual redirects, and the client address to come from.
 */
export class InjectBrowser extends CookieJar {
  constructor(
    private readonly app: FastifyInstance,
    readonly publicUrl: string,
    private readonly remoteAddress = '127.0.0.1',
  ) {
    super();
  }

  async request(
    path: string,
    init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const url = new URL(path, this.publicUrl);
    const response = await this.app.inject({
      method: init.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      remoteAddress: this.remoteAddress,
      headers: {
        host: url.host,
        'x-forwarded-proto': url.protocol.replace(':', ''),
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        ...init.headers,
      },
      ...(init.payload === undefined ? {} : { payload: init.payload }),
    });
    const lines = response.headers['set-cookie'] ?? [];
    this.receive(Array.isArray(lines) ? lines : [lines]);
    return response;
  }

  /** Requests `path`, following redirects; the last response and every URL visited. */
  async follow(
    path: string,
    init: Parameters<InjectBrowser['request']>[1] = {},
  ): Promise<{ response: LightMyRequestResponse; visited: string[] }> {
    const visited = [new URL(path, this.publicUrl).href];
    let response = await this.request(path, init);
    for (
      let hops = 0;
      hops < 10 && response.statusCode >= 300 && response.statusCode < 400;
      hops++
    ) {
      const location = response.headers.location;
      if (typeof location !== 'string') break;
      const next = new URL(location, visited.at(-1));
      visited.push(next.href);
      response = await this.request(next.href);
    }
    return { response, visited };
  }

  /** /auth/login, followed to the provider's form: the form's action. */
  async openLoginForm(): Promise<string> {
    const { response } = await this.follow('/auth/login?next=/');
    const action = /<form method="post" action="([^"]+)"/.exec(response.body)?.[1];
    if (!action) throw new Error(`no login form (${response.statusCode}): ${response.body}`);
    return action.replaceAll('&#38;', '&');
  }

  /** Submits the provider's form from the app's origin; the response to the POST itself. */
  submitLogin(action: string, email: string, password: string): Promise<LightMyRequestResponse> {
    return this.request(action, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(this.publicUrl).origin,
      },
      payload: new URLSearchParams({ email, password }).toString(),
    });
  }

  /** The whole sign-in; the final response after the redirects. */
  async signIn(email: string, password: string): Promise<LightMyRequestResponse> {
    const submitted = await this.submitLogin(await this.openLoginForm(), email, password);
    const location = submitted.headers.location;
    if (typeof location !== 'string') return submitted;
    return (await this.follow(location)).response;
  }
}
