import { CookieJar } from './cookieJar.testHelper.ts';

/**
 * Test-only: a tiny browser for driving sign-in with plain fetch — a cookie jar (by name, enough
 * for one origin) and manual redirects.
 */
export class TestBrowser extends CookieJar {
  /** `send` defaults to the real fetch; a test can route requests elsewhere (app.inject). */
  constructor(
    readonly origin: string,
    private readonly send: typeof fetch = fetch,
  ) {
    super();
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.origin);
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    const response = await this.send(url, { ...init, headers, redirect: 'manual' });
    this.receive(response.headers.getSetCookie());
    return response;
  }

  /** Requests `path` and follows redirects; returns the last response and every URL visited. */
  async follow(
    path: string,
    init: RequestInit = {},
  ): Promise<{ response: Response; visited: string[] }> {
    const visited: string[] = [];
    let response = await this.request(path, init);
    visited.push(new URL(path, this.origin).href);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      const location = response.headers.get('location');
      if (!location) break;
      const next = new URL(location, visited.at(-1));
      visited.push(next.href);
      response = await this.request(next.href);
    }
    return { response, visited };
  }
}
