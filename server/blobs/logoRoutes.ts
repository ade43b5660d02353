import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { readLogo } from '../locationSettings/settingsStore.ts';

/**
 * `GET /location-logos/:id`: a location's uploaded logo (migration 028). The id is random; a logo
 * is as public as the pages that show it, so no session is needed (an <img> sends none). Served
 * with its checked content type, nosniff and a CSP under which an SVG runs nothing.
 */
export async function registerLogoRoutes(
  app: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  app.get<{ Params: { id: string } }>('/location-logos/:id', async (request, reply) => {
    const logo = await readLogo(options.db, request.params.id);
    if (!logo) return reply.code(404).send({ key: 'NOT_FOUND', message: 'No such logo' });
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .type(logo.contentType)
      .send(logo.body);
  });
}
