import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { sessionSecretsOf } from '../sessionSecrets.ts';
import { isValidBlobSignature, readBlob } from './blobStore.ts';

const BLOB_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * `GET /blobs/:id?expires=&signature=`: the stored JSON when the signature is this server's and
 * not expired (403 otherwise, 404 when gone). The URL itself is the credential, as with the
 * spec's presigned S3 URLs, so no session is needed.
 */
export async function registerBlobRoutes(
  app: FastifyInstance,
  /** `secret` signs; it and `previousSecrets` (a rotation) verify. */
  options: { db: Database; secret: string; previousSecrets?: readonly string[] },
): Promise<void> {
  app.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
    '/blobs/:id',
    async (request, reply) => {
      const { id } = request.params;
      const secrets = sessionSecretsOf(options.secret, options.previousSecrets);
      const expires = Number(request.query.expires);
      const signature = request.query.signature ?? '';
      if (
        !BLOB_ID_PATTERN.test(id) ||
        !secrets.some((secret) => isValidBlobSignature(secret, id, expires, signature))
      ) {
        return reply
          .code(403)
          .send({ key: 'NOT_AUTHORIZED', message: 'The link is invalid or has expired' });
      }
      const body = await readBlob(options.db, id);
      if (body === null) {
        return reply
          .code(404)
          .send({ key: 'NOT_FOUND', message: 'The answer is no longer stored' });
      }
      return reply
        .header('Cache-Control', 'private, no-store')
        .type('application/json; charset=utf-8')
        .send(body);
    },
  );
}
