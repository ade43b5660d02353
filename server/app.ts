import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type ApiRouteOptions, registerApiRoutes } from './api/apiRoutes.ts';
import { type SessionResolver, sessionFromAuthPlugin } from './api/context.ts';
import { startImportJobRecovery, THIS_INSTANCE } from './api/directory/importJobs.ts';
import { deleteOldIdempotencyKeys } from './api/idempotency.ts';
import type { SubscribeCredentialIssuer } from './api/operationTypes.ts';
import { registerBlobRoutes } from './blobs/blobRoutes.ts';
import { deleteExpiredBlobs } from './blobs/blobStore.ts';
import { registerLogoRoutes } from './blobs/logoRoutes.ts';
import type { BrokerHandle } from './broker/plugin.ts';
import type { ServerConfig } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { loadOrCreateSessionSecret } from './db/serverSecrets.ts';
import { type SeedResult, seedDemoIfEmpty } from './demo/seed.ts';
import { deleteExpiredKioskPairings } from './devices/kioskPairingStore.ts';
import { registerHealthRoutes } from './health/healthRoutes.ts';
import { registerHttpSecurity } from './http/plugin.ts';
import { registerKioskRoutes } from './kiosk/kioskRoutes.ts';
import { registerPublicApi } from './publicApi/publicApiRoutes.ts';
import { loadEnvironmentFiles, registerEnvironmentRoutes } from './static/environmentFiles.ts';
import { registerPwa } from './static/pwa.ts';

const MAINTENANCE_INTERVAL_MS = 60_000;

export type AppConfig = Pick<
  ServerConfig,
  | 'dataDir'
  | 'databaseUrl'
  | 'mqttUrl'
  | 'publicUrl'
  | 'publicMqttUrl'
  | 'sessionSecret'
  | 'demo'
  | 'distDir'
  | 'asyncPayloadThresholdBytes'
> &
  Partial<
    Pick<ServerConfig, 'trustProxy' | 'databasePoolSize' | 'mqttAdmin' | 'previousSessionSecrets'>
  >;

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database to use (it is migrated, and closed with the app); else one is opened. */
  db?: Database;
  /** Register the identity routes (/oidc, /auth/*) and the session hook. Default true. */
  auth?: boolean;
  /** Register the MQTT broker at /mqtt and the change-feed publisher. Default true. */
  broker?: boolean;
  /** Who is calling; default: the auth plugin's `request.sessionUser`. */
  sessionResolver?: SessionResolver;
  /** Default: server/broker/credentials.ts. */
  issueSubscribeCredential?: SubscribeCredentialIssuer;
  /** Also called after each committed write (besides the publisher's kick). */
  onCommitted?: () => void;
  /** Check every success answer against the contract's response schema (tests). */
  checkResponses?: boolean;
  /** Where the `{host}.json` environment files are; default server/env. */
  environmentDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export interface GatehouseApp {
  app: FastifyInstance;
  db: Database;
  /** What the demo seed did at start (null when DEMO is off). */
  seed: SeedResult | null;
  /** Tell the publisher (and onCommitted) that a write committed: the simulator calls it. */
  notifyCommitted(): void;
  /** The MQTT broker and publisher (null when `broker: false`). */
  broker: BrokerHandle | null;
}

/**
 * The whole server as one Fastify instance: database (opened and migrated, demo seeded when
 * empty), identity, MQTT broker and publisher, the API, presigned blobs, environment files and
 * the built PWA with its SPA fallback. `app.close()` closes everything, the database last.
 */
export async function buildApp(options: BuildAppOptions): Promise<GatehouseApp> {
  const { config } = options;
  const environments = loadEnvironmentFiles(config, options.environmentDir);
  const app = Fastify({
    logger: options.logger ?? false,
    forceCloseConnections: true,
    trustProxy: config.trustProxy ?? false,
  });
  const db =
    options.db ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      ...(config.databasePoolSize ? { poolSize: config.databasePoolSize } : {}),
    }));
  // onClose hooks run last-added first: the database closes after the broker and publisher.
  app.addHook('onClose', () => db.close());
  try {
    return await assemble(app, db, options, environments);
  } catch (error) {
    await app.close();
    throw error;
  }
}

async function assemble(
  app: FastifyInstance,
  db: Database,
  options: BuildAppOptions,
  environments: ReturnType<typeof loadEnvironmentFiles>,
): Promise<GatehouseApp> {
  const { config } = options;
  // First: its hooks run before the session is read and before any route.
  registerHttpSecurity(app, {
    publicUrl: config.publicUrl,
    distDir: config.distDir,
    environments,
  });
  registerHealthRoutes(app, { db, mqttUrl: config.mqttUrl });
  await migrate(db);
  const secret = config.sessionSecret ?? (await loadOrCreateSessionSecret(db));
  // The first signs; these only verify (what the previous secrets signed, during a rotation).
  const previousSecrets = config.previousSessionSecrets ?? [];
  const seed = config.demo ? await seedDemoIfEmpty(db) : null;

  // The broker starts after the auth routes: sign-out reaches it through this late binding.
  let endBrokerSession = async (_sessionId: string) => {};
  if (options.auth ?? true) {
    const { registerAuth } = await import('./auth/plugin.ts');
    await registerAuth(app, {
      db,
      publicUrl: config.publicUrl,
      secret,
      previousSecrets,
      onSessionEnded: (sessionId) => endBrokerSession(sessionId),
    });
  }
  let kickPublisher = () => {};
  let broker: BrokerHandle | null = null;
  if (options.broker ?? true) {
    const { registerBroker } = await import('./broker/plugin.ts');
    broker = await registerBroker(app, {
      db,
      secret,
      previousSecrets,
      ...(config.mqttUrl ? { mqttUrl: config.mqttUrl } : {}),
      ...(config.mqttUrl && config.mqttAdmin ? { mqttAdmin: config.mqttAdmin } : {}),
    });
    const { publisher } = broker;
    kickPublisher = () => publisher.kick();
    endBrokerSession = broker.endSession;
  }
  const notifyCommitted = () => {
    kickPublisher();
    options.onCommitted?.();
  };

  const apiOptions: ApiRouteOptions = {
    db,
    secret,
    asyncPayloadThresholdBytes: config.asyncPayloadThresholdBytes,
    resolveSession: options.sessionResolver ?? sessionFromAuthPlugin,
    issueSubscribeCredential: async (request) => {
      const issue =
        options.issueSubscribeCredential ??
        (await import('./broker/credentials.ts')).issueSubscribeCredential;
      const credential = await issue(request);
      // With a managed external broker the credential works only once it is a broker account.
      await broker?.admit(credential, { sub: request.user.sub, sessionId: request.sessionId });
      return credential;
    },
    onCommitted: notifyCommitted,
    checkResponses: options.checkResponses ?? false,
  };
  await registerApiRoutes(app, apiOptions);
  await registerBlobRoutes(app, { db, secret, previousSecrets });
  await registerLogoRoutes(app, { db });
  await registerPublicApi(app, apiOptions);
  await registerKioskRoutes(app, { db, onCommitted: notifyCommitted });
  await registerEnvironmentRoutes(app, { files: environments });
  await registerPwa(app, { distDir: config.distDir });
  startMaintenance(app, db);
  const stopImportRecovery = startImportJobRecovery(
    db,
    { owner: THIS_INSTANCE, onCommitted: notifyCommitted },
    (message, error) => app.log.warn({ err: error }, message),
  );
  app.addHook('onClose', stopImportRecovery);
  return { app, db, seed, notifyCommitted, broker };
}

/**
 * Deletes expired blobs, old idempotency answers and expired kiosk pairing codes every minute
 * while the app runs. A kiosk device whose code expired unused stays listed (with its expired
 * pairing) until an administrator removes it: see server/devices/kioskPairingStore.ts.
 */
function startMaintenance(app: FastifyInstance, db: Database): void {
  const timer = setInterval(() => {
    Promise.all([
      deleteExpiredBlobs(db),
      deleteOldIdempotencyKeys(db),
      deleteExpiredKioskPairings(db),
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'maintenance failed'));
  }, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
