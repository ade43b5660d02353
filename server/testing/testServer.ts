import type { LightMyRequestResponse } from 'fastify';
import type { OperationName, OperationRequest } from '../../contract/operations.ts';
import type { SessionUser } from '../../contract/session.ts';
import type { SessionResolver } from '../api/context.ts';
import { type AppConfig, type BuildAppOptions, buildApp, type GatehouseApp } from '../app.ts';
import type { Database } from '../db/database.ts';

/** The header the test session resolver reads: the `sub` of the calling user. */
export const TEST_USER_HEADER = 'x-test-user';

/**
 * In-memory PGlite; TEST_DATABASE_URL runs the same tests against a PostgreSQL server instead
 * (give each test file an empty database: `npm run test:compat` does, see tests/compat).
 */
export const TEST_CONFIG: AppConfig & { sessionSecret: string } = {
  dataDir: 'memory://',
  databaseUrl: process.env.TEST_DATABASE_URL || undefined,
  mqttUrl: undefined,
  publicUrl: 'http://localhost:8080',
  publicMqttUrl: 'ws://localhost:8080/mqtt',
  sessionSecret: 'test-secret-test-secret-test-secret',
  demo: true,
  distDir: '/nonexistent/gatehouse-dist',
  asyncPayloadThresholdBytes: 256 * 1024,
};

/** A user of the tables as a session would carry it (locations are re-read per call anyway). */
async function loadTestUser(db: Database, sub: string): Promise<SessionUser | null> {
  const result = await db.query<{ email: string; name: string; organisation_id: string }>(
    'SELECT email, name, organisation_id FROM users WHERE sub = $1',
    [sub],
  );
  const row = result.rows[0];
  if (!row) return null;
  return {
    sub,
    email: row.email,
    name: row.name,
    organisationId: row.organisation_id,
    flags: {},
    locations: [],
  };
}

/** Resolves the caller from the `x-test-user` header, as the real tables know that user. */
export function testSessionResolver(app: () => GatehouseApp): SessionResolver {
  return async (request) => {
    const sub = request.headers[TEST_USER_HEADER];
    if (typeof sub !== 'string') return null;
    const user = await loadTestUser(app().db, sub);
    return user ? { user } : null;
  };
}

export interface TestServer extends GatehouseApp {
  /** POST /api/{operation} as `sub` (no session when sub is null). */
  call<N extends OperationName>(
    operation: N,
    body: OperationRequest<N> | unknown,
    as: string | null,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** How many change_feed rows exist. */
  feedCount(): Promise<number>;
}

/**
 * A server on a fresh in-memory PGlite with the demo seeded, without identity and broker
 * (callers are named by the `x-test-user` header), checking every answer against the contract.
 */
export async function createTestServer(
  overrides: Partial<AppConfig> = {},
  options: Partial<BuildAppOptions> = {},
): Promise<TestServer> {
  let built: GatehouseApp | undefined;
  built = await buildApp({
    config: { ...TEST_CONFIG, ...overrides },
    auth: false,
    broker: false,
    checkResponses: true,
    sessionResolver: testSessionResolver(() => built!),
    ...options,
  });
  const server = built;
  return {
    ...server,
    call: (operation, body, as, headers = {}) =>
      server.app.inject({
        method: 'POST',
        url: `/api/${operation}`,
        headers: { ...(as === null ? {} : { [TEST_USER_HEADER]: as }), ...headers },
        payload: body as object,
      }),
    async feedCount() {
      const result = await server.db.query<{ count: number | string }>(
        'SELECT count(*) AS count FROM change_feed',
      );
      return Number(result.rows[0]?.count ?? 0);
    },
  };
}
