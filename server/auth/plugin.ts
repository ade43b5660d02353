import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../contract/session.ts';
import type { Database } from '../db/database.ts';
import { sessionSecretsOf } from '../sessionSecrets.ts';
import { cookieNames } from './cookieNames.ts';
import { inProcessFetch } from './inProcessFetch.ts';
import { createOAuthClient } from './oauthClient.ts';
import { type DemoAccount, loadDemoAccounts, withRoles } from './provider/demoAccounts.ts';
import { createEmbeddedProvider, SIGN_IN_SCOPE } from './provider/embeddedProvider.ts';
import { mountEmbeddedProvider } from './provider/routes.ts';
import { registerAuthRoutes } from './routes.ts';
import { deleteExpiredSessions, loadSession, sessionIdOf } from './sessions.ts';
import { loadSessionUser } from './sessionUser.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (from the `gh_session` / `__Host-gh_session` cookie), or null. */
    sessionUser: SessionUser | null;
    /** When the session ends unless renewed by use (epoch ms), or null. */
    sessionExpiresAt: number | null;
    /** The session's id (auth_sessions.id, the SHA-256 of the cookie), or null. */
    sessionId: string | null;
  }
}

export interface AuthOptions {
  db: Database;
  /** The origin browsers use, e.g. `http://localhost:8080` (no trailing slash). */
  publicUrl: string;
  /** Server secret: derives the provider's client secret and cookie keys, signs login state. */
  secret: string;
  /** Earlier secrets (SESSION_SECRETS after the first): they still verify what they signed. */
  previousSecrets?: readonly string[];
  /** Accounts listed on the sign-in page; by default `DEMO_USERS` of server/demo/users.ts. */
  demoAccounts?: Array<Omit<DemoAccount, 'roles'>>;
  /** Called after a sign-out deleted session `sessionId` (the broker ends its connections). */
  onSessionEnded?: (sessionId: string) => Promise<void>;
}

const EXPIRED_SESSION_SWEEP_MS = 60 * 60 * 1000;

/**
 * Sign-in for the whole app: the embedded OpenID provider at /oidc, the server as its OAuth
 * client at /auth/*, and an onRequest hook that sets `request.sessionUser` from the session
 * cookie. Call before the routes that read `request.sessionUser`.
 */
export async function registerAuth(app: FastifyInstance, options: AuthOptions): Promise<void> {
  const { db } = options;
  const secrets = sessionSecretsOf(options.secret, options.previousSecrets);
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);

  app.decorateRequest('sessionUser', null);
  app.decorateRequest('sessionExpiresAt', null);
  app.decorateRequest('sessionId', null);
  const sessionCookie = cookieNames(publicUrl.startsWith('https://')).session;
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[sessionCookie];
    if (!token) return;
    const session = await loadSession(db, token);
    if (!session) return;
    const user = await loadSessionUser(db, session.sub);
    if (!user) return;
    request.sessionUser = user;
    request.sessionExpiresAt = session.expiresAt;
    request.sessionId = sessionIdOf(token);
  });

  const embedded = await createEmbeddedProvider({ db, publicUrl, secrets });
  // Behind https the TLS ends at a proxy: let the provider trust its X-Forwarded-* headers.
  embedded.provider.proxy = publicUrl.startsWith('https://');
  embedded.provider.on('server_error', (_ctx, error) =>
    app.log.error({ err: error }, 'embedded OpenID provider error'),
  );
  const demoAccounts = async () =>
    options.demoAccounts ? withRoles(db, options.demoAccounts) : loadDemoAccounts(db);
  await mountEmbeddedProvider(app, embedded, db, demoAccounts, {
    secrets,
    secureCookies: publicUrl.startsWith('https://'),
  });

  const client = createOAuthClient({
    issuer: embedded.issuer,
    clientId: embedded.clientId,
    clientSecret: embedded.clientSecret,
    redirectUri: embedded.redirectUri,
    scope: SIGN_IN_SCOPE,
    fetch: inProcessFetch(app),
  });
  const providerCookie = embedded.sessionCookie;
  registerAuthRoutes(app, {
    db,
    secrets,
    client,
    secureCookies: publicUrl.startsWith('https://'),
    publicOrigin: publicUrl,
    providerSessionIdOf: (request) => request.cookies[providerCookie] ?? null,
    async endProviderSession(providerSessionId) {
      const session = await embedded.provider.Session.find(providerSessionId);
      await session?.destroy();
    },
    onSessionEnded: options.onSessionEnded ?? (async () => {}),
  });

  const sweep = setInterval(() => {
    deleteExpiredSessions(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'deleting expired sessions failed'),
    );
  }, EXPIRED_SESSION_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
