import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type EnvironmentFile, environmentFile } from '../../contract/env.ts';

export const ENVIRONMENT_DIR = join(import.meta.dirname, '..', 'env');
/** A host name (optionally with a port) that is also a safe file name: no '/', no '..'. */
export const SAFE_HOST_PATTERN = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?$/;

export interface EnvironmentUrls {
  publicUrl: string;
  publicMqttUrl: string;
}

/**
 * Reads every `{host}.json` of `directory`, fills `{publicUrl}` and `{mqttUrl}` and validates
 * it against the contract, so a broken file stops the server at start, not a browser later.
 * `default.json` must exist.
 */
export function loadEnvironmentFiles(
  urls: EnvironmentUrls,
  directory: string = ENVIRONMENT_DIR,
): Map<string, EnvironmentFile> {
  const files = new Map<string, EnvironmentFile>();
  const names = existsSync(directory) ? readdirSync(directory) : [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const host = name.slice(0, -'.json'.length);
    if (!SAFE_HOST_PATTERN.test(host)) continue;
    const text = readFileSync(join(directory, name), 'utf8')
      .replaceAll('{publicUrl}', urls.publicUrl)
      .replaceAll('{mqttUrl}', urls.publicMqttUrl);
    const parsed = environmentFile.safeParse(JSON.parse(text));
    if (!parsed.success) {
      throw new Error(`Environment file ${name} is invalid: ${parsed.error.message}`);
    }
    files.set(host, parsed.data);
  }
  if (!files.has('default')) throw new Error(`No default.json in ${directory}`);
  return files;
}

/** `GET /env/{host}.json`: that host's file, else default.json; 400 for an unsafe host name. */
export async function registerEnvironmentRoutes(
  app: FastifyInstance,
  options: { files: Map<string, EnvironmentFile> },
): Promise<void> {
  app.get<{ Params: { file: string } }>('/env/:file', async (request, reply) => {
    const { file } = request.params;
    const host = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    if (!SAFE_HOST_PATTERN.test(host)) {
      return reply.code(400).send({
        key: 'VALIDATION_FAILED',
        message: 'host: must be a host name such as example.com',
      });
    }
    const environment = options.files.get(host) ?? options.files.get('default');
    return reply.header('Cache-Control', 'no-cache').send(environment);
  });
}
