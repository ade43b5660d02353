import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_PATHS } from '../../contract/serverPaths.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built PWA from `distDir`: hashed files under /assets/ are immutable; everything else
 * (index.html, sw.js, the manifest, icons) is revalidated on every load so an update is seen.
 * A GET navigation to any other path answers index.html (the client router takes over); unknown
 * paths under the server's prefixes are JSON 404s.
 */
export async function registerPwa(
  app: FastifyInstance,
  options: { distDir: string },
): Promise<void> {
  const built = existsSync(join(options.distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      cacheControl: false,
      index: ['index.html'],
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', isHashedAsset(path) ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isNavigation(request)) {
      if (built) return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built yet: run `npm run build`, then reload.');
    }
    return sendNotFound(request, reply);
  });
}

function isHashedAsset(path: string): boolean {
  return path.replaceAll('\\', '/').includes('/assets/');
}

export function isServerPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return SERVER_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A browser page load: GET/HEAD outside the server's prefixes, for a path without a file name. */
function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isServerPath(request.url)) return false;
  const path = request.url.split('?')[0] ?? '';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const wantsHtml = (request.headers.accept ?? '').includes('text/html');
  return wantsHtml || !lastSegment.includes('.');
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ key: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` });
}
