import type { FastifyInstance } from 'fastify';

/**
 * A fetch for the server's calls to its own embedded provider that never leaves the process
 * (`app.inject`): works whether or not the public URL is reachable from the server itself
 * (containers, IPv6 `localhost`, TLS terminated by a proxy). The Host and X-Forwarded-Proto
 * headers carry the public origin, so the provider builds the same URLs a browser sees.
 */
export function inProcessFetch(app: FastifyInstance) {
  return async (
    url: string,
    options: { method: string; headers: Record<string, string>; body?: unknown },
  ): Promise<Response> => {
    const target = new URL(url);
    const reply = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: {
        ...options.headers,
        host: target.host,
        'x-forwarded-proto': target.protocol.replace(':', ''),
      },
      ...(options.body === undefined || options.body === null
        ? {}
        : { payload: String(options.body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, String(item));
      else if (value !== undefined) headers.set(name, String(value));
    }
    const noBody = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(noBody ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers,
    });
  };
}
